import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  encodeConsent,
  type Consent,
} from '@sportsbook/contract/browser';

/**
 * Stores the choice for 365 days (account-platform §9). Not HttpOnly: the page applies it
 * without a round trip; the server reads it too, so the banner is not rendered again.
 */
export function writeConsentCookie(consent: Consent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeConsent(consent)}; Max-Age=${
    CONSENT_COOKIE_DAYS * 24 * 60 * 60
  }; Path=/; SameSite=Lax${secure}`;
}
