/**
 * Where the browser finds our backends (DESIGN §2): the sportsbook API, the platform API and the
 * realtime service, each an origin (`https://api.operator.example`) or '' for this page's own.
 * The server reads them at request time (PUBLIC_API_URL, PUBLIC_PLATFORM_API_URL,
 * PUBLIC_REALTIME_URL) and writes them into the page as a JSON data block (<ApiConfigScript>),
 * so one web build can serve any operator's backend that speaks the contract.
 */
import type { ApiBackend } from '@sportsbook/contract/browser';

export interface ApiBaseUrls {
  sportsbook: string;
  platform: string;
  realtime: string;
}

/** The id of the page's `<script type="application/json">` holding the base URLs. */
export const API_CONFIG_ELEMENT_ID = 'sportsbook-api-config';

export const SAME_ORIGIN: ApiBaseUrls = { sportsbook: '', platform: '', realtime: '' };

let current: ApiBaseUrls | undefined;

/** An origin with no path, query or trailing slash; anything else means this page's origin. */
export function normalizeOrigin(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const url = new URL(value.trim());
    if (!['http:', 'https:'].includes(url.protocol)) return '';
    return url.origin;
  } catch {
    return '';
  }
}

/** Reads the data block the root layout wrote; same origin when there is none (tests, SSR). */
function readFromPage(): ApiBaseUrls {
  if (typeof document === 'undefined') return SAME_ORIGIN;
  const text = document.getElementById(API_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return SAME_ORIGIN;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof ApiBaseUrls, unknown>>;
    return {
      sportsbook: normalizeOrigin(parsed.sportsbook),
      platform: normalizeOrigin(parsed.platform),
      realtime: normalizeOrigin(parsed.realtime),
    };
  } catch {
    return SAME_ORIGIN;
  }
}

export function apiBaseUrls(): ApiBaseUrls {
  // Not cached on the server: there the answer depends on no page and is always same origin.
  if (typeof document === 'undefined') return current ?? SAME_ORIGIN;
  current ??= readFromPage();
  return current;
}

/** The base URL of one backend's calls. */
export function baseUrlOf(backend: ApiBackend): string {
  return apiBaseUrls()[backend];
}

/** Sets the base URLs (tests; a host page that configures the app in code). */
export function configureApiBaseUrls(urls: Partial<ApiBaseUrls>): void {
  current = {
    sportsbook: normalizeOrigin(urls.sportsbook),
    platform: normalizeOrigin(urls.platform),
    realtime: normalizeOrigin(urls.realtime),
  };
}
