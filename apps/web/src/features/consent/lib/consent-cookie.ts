import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  decodeConsent,
  encodeConsent,
  type Consent,
} from '@sportsbook/contract/browser';

/** The choice this browser made, read from document.cookie; null when none was made yet. */
export function readConsentCookie(): Consent | null {
  const raw = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return decodeConsent(raw);
}

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
