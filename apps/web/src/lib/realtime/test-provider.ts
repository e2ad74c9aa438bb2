/**
 * The test-provider cookie (betting-core §4, behind the TEST_PROVIDER_COOKIE feature flag): QA
 * pins a sport type to another odds provider, e.g. `regular:betconstruct|cyber:oddin`. While a
 * sport type is overridden, realtime match events of that sport type are ignored, so the page
 * shows what the pinned provider serves instead of the live feed's updates.
 */
export const TEST_PROVIDER_COOKIE = 'test_provider';

const SPORT_TYPES = new Set(['regular', 'cyber', 'premium_cricket']);
const PROVIDERS = new Set(['betradar', 'oddin', 'betconstruct']);

/** Sport type → provider; an invalid value (any malformed pair) is ignored as a whole. */
export function parseTestProviderCookie(value: string | undefined): Map<string, string> {
  const overrides = new Map<string, string>();
  if (!value) return overrides;
  for (const pair of decodeURIComponent(value).split('|')) {
    const [sportType, provider, extra] = pair.split(':');
    if (
      extra !== undefined ||
      !sportType ||
      !provider ||
      !SPORT_TYPES.has(sportType) ||
      !PROVIDERS.has(provider)
    ) {
      return new Map();
    }
    overrides.set(sportType, provider);
  }
  return overrides;
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
