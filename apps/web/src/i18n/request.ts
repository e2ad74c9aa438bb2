import { DEFAULT_LOCALE, LOCALES } from '@sportsbook/contract/browser';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messageLoaders } from './messages';
import { missingMessageFallback } from './missing-message';

/**
 * Per-request i18n config for server components. The locale is the `[locale]` segment the proxy
 * rewrote the URL to; anything else (a request the proxy did not see) falls back to the default.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await messageLoaders[locale](),
    // Fixed until the player's zone is known, so server and browser format times identically.
    timeZone: 'UTC',
    // A missing key shows its path with a mark the automated-browser reporter finds (§8).
    getMessageFallback: missingMessageFallback,
  };
});
