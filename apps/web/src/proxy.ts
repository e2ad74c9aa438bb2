import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { createRouting } from './i18n/routing';
import { getWebConfig } from './lib/config.server';
import { rememberDemoCountry, rememberLanding } from './lib/landing-cookies';

const localeRouting = createMiddleware(createRouting(getWebConfig().localeInUrl));

/**
 * Locale routing in front of every page (Next 16 "proxy", formerly middleware): `/sport` is
 * rewritten to the `en` segment, `/br/sport` to `pt-BR`; `/en/sport` redirects to `/sport`
 * (or the reverse when LOCALE_IN_URL=true). Any landing request also leaves the affiliate and
 * device-id cookies (account-platform §9), whatever page it lands on.
 */
export default function proxy(request: NextRequest) {
  const response = localeRouting(request);
  rememberLanding(request, response);
  if (getWebConfig().demoMode) rememberDemoCountry(request, response);
  return response;
}

export const config = {
  // Everything except the APIs and realtime gateway served on the same origin, Next internals
  // and files (anything with a dot, e.g. favicon.ico).
  matcher: ['/((?!sportsbook/api|platform/api|realtime|websocket|_next|_vercel|.*\\..*).*)'],
};
