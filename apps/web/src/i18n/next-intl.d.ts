import type { Locale } from '@sportsbook/contract';
import type { Messages } from './messages';

// Typed message keys and locales: a missing or misspelt key fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
