import 'server-only';
import {
  describeZodError,
  sportsListSchema,
  toCamelCase,
  type Locale,
  type Sport,
} from '@sportsbook/contract';
import { cache } from 'react';
import { serverApiFetch, serverApiUrl } from '@/lib/api-server.server';
import { sortSports } from './sort-sports';

export type SportsResult = { status: 'ok'; sports: Sport[] } | { status: 'error' };

/** A slow API must not hold the whole page; the shell renders its "couldn't load" state. */
const TIMEOUT_MS = 5_000;

/**
 * GET /sportsbook/api/v2/sports in the page's language. Never throws: the shell must render even
 * when the API is down. Memoised per request, so the layout, the page and its metadata share one
 * call.
 */
export const getSports = cache(async (locale: Locale): Promise<SportsResult> => {
  const query = { limit: 500 };
  const url = serverApiUrl('sports', { query });
  try {
    const response = await serverApiFetch('sports', { query, locale, timeoutMs: TIMEOUT_MS });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = sportsListSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(describeZodError(parsed.error).message);
    return { status: 'ok', sports: sortSports(toCamelCase(parsed.data.data), locale) };
  } catch (error) {
    console.warn(`[catalogue] could not load sports from ${url}: ${(error as Error).message}`);
    return { status: 'error' };
  }
});
