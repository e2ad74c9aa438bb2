import createMiddleware from 'next-intl/middleware';
import { createRouting } from './i18n/routing';
import { getWebConfig } from './lib/config.server';

/**
 * Locale routing in front of every page (Next 16 "proxy", formerly middleware): `/sport` is
 * rewritten to the `en` segment, `/br/sport` to `pt-BR`; `/en/sport` redirects to `/sport`
 * (or the reverse when LOCALE_IN_URL=true).
 */
export default createMiddleware(createRouting(getWebConfig().localeInUrl));

export const config = {
  // Everything except the APIs and realtime gateway served on the same origin, Next internals
  // and files (anything with a dot, e.g. favicon.ico).
  matcher: ['/((?!sportsbook/api|platform/api|realtime|websocket|_next|_vercel|.*\\..*).*)'],
};
