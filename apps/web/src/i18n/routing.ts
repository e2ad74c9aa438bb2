import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_URL_SEGMENTS,
  type Locale,
} from '@sportsbook/contract/browser';
import { defineRouting } from 'next-intl/routing';

const prefixes = Object.fromEntries(
  LOCALES.map((locale) => [locale, `/${LOCALE_URL_SEGMENTS[locale]}`]),
) as Record<Locale, `/${string}`>;

/**
 * next-intl routing for the proxy. The mode is a runtime setting (LOCALE_IN_URL), so the config
 * is built from it rather than being a module constant.
 *
 * - as-needed: `/sport` is English, `/de/sport`, `/br/sport`, `/ar/sport` the others.
 * - always: `/en/sport` too.
 *
 * Locale detection is off: the URL alone decides the language (betting-core §2), so a cached or
 * shared link renders the same for everyone and crawlers see stable pages.
 */
export function createRouting(localeInUrl: boolean) {
  return defineRouting({
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    localePrefix: { mode: localeInUrl ? 'always' : 'as-needed', prefixes },
    localeDetection: false,
    localeCookie: false,
    // Pages render canonical and hreflang links in <head>; one source of truth is enough.
    alternateLinks: false,
  });
}
