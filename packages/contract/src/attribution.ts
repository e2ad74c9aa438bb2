/**
 * Attribution and consent cookies (account-platform §9): names, lifetimes and the parsing shared
 * by the web's proxy (which writes them on the landing request) and the server (which reads the
 * affiliate cookie at sign-up). No zod here: the browser and the proxy import it.
 */

/** The tracking parameters an affiliate or ad link may carry on any landing URL (§9). */
export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingTags = Partial<Record<TrackingParam, string>>;

export const AFFILIATE_COOKIE = 'sb_affiliate';
export const AFFILIATE_COOKIE_DAYS = 30;
export const DEVICE_ID_COOKIE = 'sb_device_id';
export const DEVICE_ID_COOKIE_DAYS = 7300;
export const CONSENT_COOKIE = 'sb_consent';
/** Demo mode only: the country the demo pretends the visitor is in (decision 032). */
export const DEMO_COUNTRY_COOKIE = 'sb_demo_country';
export const CONSENT_COOKIE_DAYS = 365;

/**
 * Longest accepted value. Affiliate tags are short ids ("a_123b_45c_"); Google's gclid is ~100
 * characters today and documented as "up to 100 or more", so 200 leaves room without letting a
 * link fill the cookie (the whole cookie stays far under the 4 KB browsers keep).
 */
export const TRACKING_VALUE_MAX = 200;
/** Letters, digits and the separators affiliate platforms and Google use. */
const TRACKING_VALUE = /^[A-Za-z0-9._~-]+$/;

export function isTrackingValue(value: string): boolean {
  return value.length <= TRACKING_VALUE_MAX && TRACKING_VALUE.test(value);
}

/** The valid tracking parameters of a query string; invalid or empty ones are dropped. */
export function trackingTagsFrom(search: URLSearchParams): TrackingTags {
  const tags: TrackingTags = {};
  for (const name of TRACKING_PARAMS) {
    const value = search.get(name)?.trim();
    if (value && isTrackingValue(value)) tags[name] = value;
  }
  return tags;
}

export function hasTrackingTags(tags: TrackingTags): boolean {
  return TRACKING_PARAMS.some((name) => tags[name] !== undefined);
}

/** The cookie's value: a query string of the known parameters only (cookie-safe characters). */
export function encodeAffiliateCookie(tags: TrackingTags): string {
  const search = new URLSearchParams();
  for (const name of TRACKING_PARAMS) {
    const value = tags[name];
    if (value !== undefined) search.set(name, value);
  }
  return search.toString();
}

/** Reads the cookie back, validating again: a cookie is whatever the client sends. */
export function decodeAffiliateCookie(raw: string | undefined): TrackingTags {
  if (!raw || raw.length > TRACKING_PARAMS.length * (TRACKING_VALUE_MAX + 8)) return {};
  try {
    return trackingTagsFrom(new URLSearchParams(decodeURIComponent(raw)));
  } catch {
    return {};
  }
}

/** A device id the server and the web accept: a UUID as `crypto.randomUUID()` makes it. */
export function isDeviceId(value: string | undefined): value is string {
  return (
    value !== undefined &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)
  );
}

/** Consent categories (the banner's settings); "necessary" is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/**
 * The consent cookie's value, versioned so a change of categories can ask again:
 * `v1.a1.m0` = analytics granted, marketing refused.
 */
export function encodeConsent(consent: Consent): string {
  return `v1.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/** The choice stored in the cookie, or null when none was made (or it is of another version). */
export function decodeConsent(raw: string | undefined): Consent | null {
  const match = raw ? /^v1\.a([01])\.m([01])$/.exec(raw) : null;
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1' };
}
