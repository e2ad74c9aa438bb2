import 'server-only';
import { headers } from 'next/headers';

/**
 * The header the server (apps/server next-app.ts, PAGE_COUNTRY_HEADER) hands every page request
 * with the visitor's country, after dropping whatever a client sent under that name: a trusted
 * proxy's geo header or, in demo mode, the override cookie (decision 032).
 */
const PAGE_COUNTRY_HEADER = 'x-sportsbook-country';

/** The visitor's ISO country code, or undefined when nobody trustworthy said. */
export async function getRequestCountry(): Promise<string | undefined> {
  const value = (await headers()).get(PAGE_COUNTRY_HEADER) ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : undefined;
}
