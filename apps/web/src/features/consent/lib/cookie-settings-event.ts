/** The hash that opens the cookie settings from any link (`<a href="#cookieSettings">`). */
export const COOKIE_SETTINGS_HASH = '#cookieSettings';
/** The window event that opens them from code (the footer's button). */
export const COOKIE_SETTINGS_EVENT = 'sportsbook:cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}
