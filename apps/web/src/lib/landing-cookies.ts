import {
  DEMO_COUNTRY_COOKIE,
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  DEVICE_ID_COOKIE,
  DEVICE_ID_COOKIE_DAYS,
  encodeAffiliateCookie,
  hasTrackingTags,
  isDeviceId,
  trackingTagsFrom,
} from '@sportsbook/contract/browser';
import type { NextRequest, NextResponse } from 'next/server';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The cookies a landing request leaves (account-platform §9, decision 032):
 * - the affiliate cookie, when the URL carries valid tracking parameters: the last link clicked
 *   wins, for 30 days; HttpOnly, since only the server reads it (at sign-up);
 * - the device id, once per browser, for 7300 days; readable by the page, which sends it with
 *   bets. It is a random UUID and identifies nothing but the browser.
 */
export function rememberLanding(request: NextRequest, response: NextResponse): void {
  const secure = request.nextUrl.protocol === 'https:';
  const tags = trackingTagsFrom(request.nextUrl.searchParams);
  if (hasTrackingTags(tags)) {
    response.cookies.set(AFFILIATE_COOKIE, encodeAffiliateCookie(tags), {
      maxAge: AFFILIATE_COOKIE_DAYS * DAY_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
    });
  }
  if (!isDeviceId(request.cookies.get(DEVICE_ID_COOKIE)?.value)) {
    response.cookies.set(DEVICE_ID_COOKIE, crypto.randomUUID(), {
      maxAge: DEVICE_ID_COOKIE_DAYS * DAY_SECONDS,
      httpOnly: false,
      sameSite: 'lax',
      secure,
      path: '/',
    });
  }
}

/**
 * Demo mode only: `?demo_country=US` makes the demo believe the visitor is in that country (the
 * server honours the cookie in demo mode alone), so the country blocks can be tried on a laptop;
 * `?demo_country=` forgets it. A session cookie: the pretence ends with the browser.
 */
export function rememberDemoCountry(request: NextRequest, response: NextResponse): void {
  const value = request.nextUrl.searchParams.get('demo_country');
  if (value === null) return;
  const code = value.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) {
    response.cookies.set(DEMO_COUNTRY_COOKIE, code, { sameSite: 'lax', path: '/' });
  } else {
    response.cookies.delete(DEMO_COUNTRY_COOKIE);
  }
}
