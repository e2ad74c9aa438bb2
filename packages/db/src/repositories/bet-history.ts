import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../create-db';
import { betSelections, bets, competitors, events, marketResults, sports } from '../schema';
import type { BetResult, BetRow, BetSelectionRow, BetStatus, MarketResultRow } from '../schema';
import type { LineKey } from './bets';
import { lineKeyOf } from './bets';
import { localized } from './localized';

/**
 * Reads behind bet history (GET /bets v3), `bet changed` and cashout values: a player's bets
 * with their selections, the matches of those selections as they stand now, and the results
 * the feed gave their markets.
 */

export interface BetWithSelections extends BetRow {
  selections: BetSelectionRow[];
}

export interface ListPlayerBetsOptions {
  playerId: number;
  /** Only bets in these statuses; undefined for any. */
  statuses?: readonly BetStatus[];
  /** Only bets with these results; undefined for any. */
  results?: readonly BetResult[];
  page: number;
  limit: number;
}

/** One page of the player's bets, newest first (ties by id, so pages never overlap). */
export async function listPlayerBets(
  db: Database,
  options: ListPlayerBetsOptions,
): Promise<{ rows: BetWithSelections[]; total: number }> {
  const where = and(
    eq(bets.playerId, options.playerId),
    options.statuses ? inArray(bets.status, [...options.statuses]) : undefined,
    options.results ? inArray(bets.result, [...options.results]) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(bets).where(where),
  ]);
  return { rows: await withSelections(db, rows), total: totals[0]?.total ?? 0 };
}

/** The bets with these ids (any player's: callers scope by player), in no particular order. */
export async function getBetsWithSelections(
  db: Database,
  betIds: string[],
): Promise<BetWithSelections[]> {
  if (betIds.length === 0) return [];
  const rows = await db.select().from(bets).where(inArray(bets.id, betIds));
  return withSelections(db, rows);
}

async function withSelections(db: Database, rows: BetRow[]): Promise<BetWithSelections[]> {
  if (rows.length === 0) return [];
  const selections = await db
    .select()
    .from(betSelections)
    .where(
      inArray(
        betSelections.betId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(betSelections.betId), asc(betSelections.position));
  const byBet = new Map<string, BetSelectionRow[]>();
  for (const selection of selections) {
    const list = byBet.get(selection.betId) ?? [];
    list.push(selection);
    byBet.set(selection.betId, list);
  }
  return rows.map((row) => ({ ...row, selections: byBet.get(row.id) ?? [] }));
}

/** A selection's match now: status and live state for the score, names for the header. */
export interface SelectionMatchRow {
  id: number;
  urnId: string;
  slug: string;
  sportKey: string;
  status: number;
  startTime: Date;
  homeName: string | null;
  awayName: string | null;
  live: unknown;
}

const home = alias(competitors, 'history_home');
const away = alias(competitors, 'history_away');

export async function getSelectionMatches(
  db: Database,
  eventIds: number[],
  locale: string,
): Promise<Map<number, SelectionMatchRow>> {
  const unique = [...new Set(eventIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      urnId: events.urnId,
      slug: events.slug,
      sportKey: sports.key,
      status: events.status,
      startTime: events.startTime,
      homeName: localized(home.names, locale),
      awayName: localized(away.names, locale),
      live: events.live,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .leftJoin(home, eq(home.id, events.homeCompetitorId))
    .leftJoin(away, eq(away.id, events.awayCompetitorId))
    .where(inArray(events.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The feed's results of these lines, keyed by lineKeyOf; lines without results are absent. */
export async function getMarketResultsOf(
  db: Database,
  keys: LineKey[],
): Promise<Map<string, MarketResultRow>> {
  const unique = [...new Map(keys.map((key) => [lineKeyOf(key), key])).values()];
  if (unique.length === 0) return new Map();
  const rows: MarketResultRow[] = [];
  // Grouped by event: the primary key's prefix, and far fewer OR branches than one per line.
  const byEvent = new Map<number, LineKey[]>();
  for (const key of unique) byEvent.set(key.eventId, [...(byEvent.get(key.eventId) ?? []), key]);
  const eventIds = [...byEvent.keys()];
  for (let i = 0; i < eventIds.length; i += 200) {
    const chunk = eventIds.slice(i, i + 200);
    rows.push(
      ...(await db
        .select()
        .from(marketResults)
        .where(
          or(
            ...chunk.map((eventId) =>
              and(
                eq(marketResults.eventId, eventId),
                inArray(marketResults.marketId, [
                  ...new Set(byEvent.get(eventId)!.map((key) => key.marketId)),
                ]),
              ),
            ),
          ),
        )),
    );
  }
  const wanted = new Set(unique.map(lineKeyOf));
  return new Map(
    rows.filter((row) => wanted.has(lineKeyOf(row))).map((row) => [lineKeyOf(row), row]),
  );
}
