import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../create-db';
import { markets } from '../schema';
import type { LineKey } from './bets';
import { lineKeyOf } from './bets';
import { localized } from './localized';

/** A line's market name and its outcomes' names, in one language. */
export interface LineNames {
  marketName: string;
  /** Outcome id → name. */
  outcomes: Map<string, string>;
}

/**
 * The catalogue's names of these lines in `locale` (English where the catalogue has no name in
 * it), keyed by lineKeyOf. Bet history and notifications show a bet in the reader's language
 * with these, not in the language it was placed in; a line the catalogue no longer has is
 * absent, and the caller keeps the name stored at placement.
 */
export async function getLineNames(
  db: Database,
  keys: LineKey[],
  locale: string,
): Promise<Map<string, LineNames>> {
  const unique = [...new Map(keys.map((key) => [lineKeyOf(key), key])).values()];
  if (unique.length === 0) return new Map();
  const byEvent = new Map<number, Set<number>>();
  for (const key of unique) {
    byEvent.set(key.eventId, (byEvent.get(key.eventId) ?? new Set()).add(key.marketId));
  }
  const wanted = new Set(unique.map(lineKeyOf));
  const names = new Map<string, LineNames>();
  const eventIds = [...byEvent.keys()];
  // Grouped by event like getMarketResultsOf: the primary key's prefix, few OR branches.
  for (let i = 0; i < eventIds.length; i += 200) {
    const rows = await db
      .select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        marketName: localized(markets.names, locale),
        outcomes: markets.outcomes,
      })
      .from(markets)
      .where(
        or(
          ...eventIds
            .slice(i, i + 200)
            .map((eventId) =>
              and(
                eq(markets.eventId, eventId),
                inArray(markets.marketId, [...byEvent.get(eventId)!]),
              ),
            ),
        ),
      );
    for (const row of rows) {
      const key = lineKeyOf(row);
      if (!wanted.has(key)) continue;
      const outcomes = new Map(
        row.outcomes.map((outcome) => [
          outcome.outcomeId,
          outcome.names[locale] ?? outcome.names.en,
        ]),
      );
      names.set(key, { marketName: row.marketName, outcomes });
    }
  }
  return names;
}
