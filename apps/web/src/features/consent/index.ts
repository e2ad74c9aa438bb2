/**
 * Consent (account-platform §9, decision 032), the parts any page or the footer may use: the
 * "Cookie settings" button and the hash and function that open the settings. The banner itself
 * is rendered once by the locale layout (components/consent-manager.server.tsx).
 */
export { CookieSettingsButton } from './components/cookie-settings-button';
export { COOKIE_SETTINGS_HASH, openCookieSettings } from './lib/cookie-settings-event';
