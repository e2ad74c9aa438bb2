/**
 * The listing query parameters of betting-core §2 (sport, sportType, time, sortBy, date, page,
 * isBettable) read from a page's URL and turned into /matches query parameters.
 */
export type RawParams = Record<string, string | string[] | undefined>;

const SORT_KEYS = [
  'tournament_sport_id',
  'tournament_sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
];
const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'];

export const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** A sort_by list the API accepts, or undefined (`-start_time`, `tournament_priority:desc`). */
export function parseSortBy(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  const valid = parts.every((part) => {
    const [name = '', direction] = part.replace(/^-/, '').split(':');
    return SORT_KEYS.includes(name) && (!direction || direction === 'asc' || direction === 'desc');
  });
  return valid ? parts.join(',') : undefined;
}

/** `time` is a look-ahead in hours (1 to 168): only matches starting before now + time. */
export function parseTimeWindow(raw: string | undefined, now: Date): string | undefined {
  if (!raw || !/^\d{1,3}$/.test(raw)) return undefined;
  const hours = Number(raw);
  if (hours < 1 || hours > 168) return undefined;
  return new Date(now.getTime() + hours * 3_600_000).toISOString();
}

export interface ListingQuery {
  sport_key?: string;
  sport_type?: string;
  sort_by?: string;
  start_to?: string;
  bettable?: boolean;
}

export function listingQuery(params: RawParams, now: Date): ListingQuery {
  const sport = first(params.sport);
  const sportType = first(params.sportType);
  const bettable = first(params.isBettable);
  return {
    sport_key: sport && /^[a-z0-9-]{1,40}$/.test(sport) ? sport : undefined,
    sport_type: sportType && SPORT_TYPES.includes(sportType) ? sportType : undefined,
    sort_by: parseSortBy(first(params.sortBy)),
    start_to: parseTimeWindow(first(params.time), now),
    bettable: bettable === 'true' || bettable === '1' ? true : undefined,
  };
}
