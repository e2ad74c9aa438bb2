import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { DEMO_COUNTRY_COOKIE } from '@sportsbook/contract';
import { demoModeOn, type Env } from '../../env';

type CountryConfig = Pick<
  Env,
  'COUNTRY_HEADER' | 'TRUSTED_PROXIES' | 'DEMO_MODE' | 'SMTP_URL' | 'PUBLIC_URL'
>;

/** Codes geo-IP services use for "no country": Cloudflare's XX (unknown) and T1 (Tor). */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ', 'EU', 'AP']);

function isoCountry(value: string | string[] | undefined): string | undefined {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : undefined;
}

/**
 * Tells which country a request comes from, for the sign-in and sign-up blocks (account-platform
 * §5) and the page's user-country attribute (decision 032):
 * 1. COUNTRY_HEADER, only when the connection comes from a TRUSTED_PROXIES proxy: anyone else
 *    could write the header (the same rule as X-Forwarded-For, decision 022);
 * 2. in demo mode only, the `sb_demo_country` cookie, so a newcomer can see the blocks work;
 * 3. otherwise unknown: nothing is blocked by country (the sign-up form's country still is).
 */
export function createRequestCountry(config: CountryConfig) {
  const header = config.COUNTRY_HEADER;
  const trusted =
    config.TRUSTED_PROXIES.length > 0 ? proxyAddr.compile(config.TRUSTED_PROXIES) : undefined;
  const demo = demoModeOn(config);
  return (request: FastifyRequest): string | undefined => {
    const peer = request.raw.socket.remoteAddress;
    if (header && trusted && peer && trusted(peer, 0)) {
      const country = isoCountry(request.headers[header]);
      if (country) return country;
    }
    if (demo) return isoCountry(request.cookies[DEMO_COUNTRY_COOKIE]);
    return undefined;
  };
}
