import { publish } from '@/lib/event-bus';

/** The hash that opens the cookie settings from any link (`<a href="#cookieSettings">`). */
export const COOKIE_SETTINGS_HASH = '#cookieSettings';

/** Opens them from code (the footer's button): the banner listens on the event bus. */
export function openCookieSettings(): void {
  publish('cookie-settings-requested');
}
