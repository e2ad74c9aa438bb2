import { and, asc, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { markets } from '../schema';
import type { MarketRow, NewMarket } from '../schema';
import { batches } from './events';
import { localized } from './localized';

/** Inserts or replaces market lines of events (the feed's current prices). */
export async function upsertMarkets(db: Database, rows: NewMarket[]): Promise<void> {
  // 9 parameters a row: 4,000 rows stay well under PostgreSQL's 65,535 bind parameters.
  for (const batch of batches(rows, 4000)) {
    await db
      .insert(markets)
      .values(batch)
      .onConflictDoUpdate({
        target: [markets.eventId, markets.marketId, markets.specifier],
        set: {
          names: sql`excluded.names`,
          // A line with its result in (settled -3, cancelled -4) is never priced again, whatever
          // a feed sends: re-offering a decided line is past-posting (DESIGN §4, issue 14).
          status: sql`case when ${markets.status} in (-3, -4) then ${markets.status} else excluded.status end`,
          priority: sql`excluded.priority`,
          mostBalanced: sql`excluded.most_balanced`,
          groups: sql`excluded.groups`,
          outcomes: sql`excluded.outcomes`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** True when the event already has prices, so a re-seed keeps the live engine's ones. */
export async function eventIdsWithMarkets(db: Database, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ eventId: markets.eventId })
    .from(markets)
    .where(inArray(markets.eventId, eventIds));
  return new Set(rows.map((row) => row.eventId));
}

function marketColumns(locale: string) {
  return {
    eventId: markets.eventId,
    marketId: markets.marketId,
    specifier: markets.specifier,
    name: localized(markets.names, locale),
    status: markets.status,
    priority: markets.priority,
    mostBalanced: markets.mostBalanced,
    groups: markets.groups,
    outcomes: markets.outcomes,
  };
}

export interface ListMarketsOptions {
  eventId: number;
  locale: string;
  groupKey?: string | undefined;
  marketIds?: number[] | undefined;
  page: number;
  limit: number;
}

/** Listed markets of an event; status 0 (not allowed) is never listed (betting-core §4). */
export async function listMarkets(db: Database, options: ListMarketsOptions) {
  const where = and(
    eq(markets.eventId, options.eventId),
    ne(markets.status, 0),
    options.groupKey ? sql`${markets.groups} ? ${options.groupKey}` : undefined,
    options.marketIds ? inArray(markets.marketId, options.marketIds) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(marketColumns(options.locale))
      .from(markets)
      .where(where)
      .orderBy(desc(markets.priority), asc(markets.marketId), asc(markets.specifier))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(markets).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type MarketListRow = Awaited<ReturnType<typeof listMarkets>>['rows'][number];

/**
 * The main market of each event: its highest-priority listed line, the most balanced one when a
 * market type has several. Also counts each event's listed markets as the match page shows
 * them: one per market id, its lines (specifiers) folded together, so a row's "+N" matches the page.
 */
export async function mainMarketsOf(db: Database, eventIds: number[], locale: string) {
  if (eventIds.length === 0)
    return { main: new Map<number, MarketListRow>(), counts: new Map<number, number>() };
  const [mainRows, countRows] = await Promise.all([
    db
      .selectDistinctOn([markets.eventId], marketColumns(locale))
      .from(markets)
      .where(and(inArray(markets.eventId, eventIds), ne(markets.status, 0)))
      .orderBy(
        asc(markets.eventId),
        desc(markets.priority),
        desc(markets.mostBalanced),
        asc(markets.marketId),
        asc(markets.specifier),
      ),
    db
      .select({ eventId: markets.eventId, total: countDistinct(markets.marketId) })
      .from(markets)
      .where(and(inArray(markets.eventId, eventIds), ne(markets.status, 0)))
      .groupBy(markets.eventId),
  ]);
  return {
    main: new Map(mainRows.map((row) => [row.eventId, row])),
    counts: new Map(countRows.map((row) => [row.eventId, row.total])),
  };
}

/**
 * The listed lines of the given market types for several events at once (premium cricket's
 * page, decision 054): status 0 (not allowed) is never listed, like `listMarkets`.
 */
export async function marketsOfEvents(
  db: Database,
  options: { eventIds: number[]; marketIds: number[]; locale: string },
): Promise<MarketListRow[]> {
  if (options.eventIds.length === 0 || options.marketIds.length === 0) return [];
  return db
    .select(marketColumns(options.locale))
    .from(markets)
    .where(
      and(
        inArray(markets.eventId, options.eventIds),
        inArray(markets.marketId, options.marketIds),
        ne(markets.status, 0),
      ),
    )
    .orderBy(
      asc(markets.eventId),
      desc(markets.priority),
      asc(markets.marketId),
      asc(markets.specifier),
    );
}

/**
 * Every stored line of the given events, whole rows grouped by event (the verticals' pages:
 * racing, lotteries, virtual matches and races). No events, no query.
 */
export async function marketRowsByEvent(
  db: Database,
  eventIds: number[],
): Promise<Map<number, MarketRow[]>> {
  const byEvent = new Map<number, MarketRow[]>();
  if (eventIds.length === 0) return byEvent;
  for (const line of await db.select().from(markets).where(inArray(markets.eventId, eventIds))) {
    const lines = byEvent.get(line.eventId);
    if (lines) lines.push(line);
    else byEvent.set(line.eventId, [line]);
  }
  return byEvent;
}
