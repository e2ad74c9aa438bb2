import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events, markets, producers } from '../schema';
import type { EventLiveState } from '../schema';
import { localized } from './localized';

/**
 * Writes of the live feed (statuses, live state, suspensions, settlements, producers). Bulk
 * statements take their rows as one jsonb parameter (`jsonb_to_recordset`), so a batch of any size
 * is one round trip, on PostgreSQL and on PGlite alike.
 */

export interface EventLiveUpdate {
  id: number;
  status?: number | undefined;
  live?: EventLiveState | undefined;
  /** Epoch ms. */
  startTime?: number | undefined;
}

/** Current statuses, to tell which updates change one. */
export async function eventStatuses(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, status: events.status })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

export async function updateEventsLive(db: Database, rows: EventLiveUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = rows.map((row) => ({
    id: row.id,
    status: row.status ?? null,
    live: row.live ?? null,
    start_time: row.startTime === undefined ? null : new Date(row.startTime).toISOString(),
  }));
  // A match never moves backwards, whatever a feed (or a restarted one) says: finished (4) and
  // closed (3) stay decided, and a match in play (1, 2) never becomes prematch (0) again. A bet
  // on a decided match is past-posting (DESIGN §4), so the database refuses the regression
  // itself rather than trust every writer.
  await db.execute(sql`
    update events e set
      status = case
        when v.status is null then e.status
        when e.status in (${DECIDED_STATUSES}) and v.status not in (${DECIDED_STATUSES})
          then e.status
        when e.status in (${IN_PLAY_STATUSES}) and v.status = 0 then e.status
        else v.status
      end,
      live = coalesce(v.live, e.live),
      start_time = coalesce(v.start_time, e.start_time),
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as v(id integer, status smallint, live jsonb, start_time timestamptz)
    where e.id = v.id`);
}

/** Event statuses that decide a match for good: closed (3) and finished (4). */
const DECIDED_STATUSES = sql.raw('3, 4');
/** In play: live (1) and stopped (2). */
const IN_PLAY_STATUSES = sql.raw('1, 2');

/**
 * What the feed left behind for its events, so a restarted feed resumes from it (issue 14): every
 * event of the provider that is no longer prematch, with its status and actual start time.
 */
export async function storedEventStates(
  db: Database,
  provider: string,
): Promise<Map<number, { status: number; startTime: number }>> {
  const rows = await db
    .select({ id: events.id, status: events.status, startTime: events.startTime })
    .from(events)
    .where(and(eq(events.provider, provider as 'betradar'), sql`${events.status} <> 0`));
  return new Map(
    rows.map((row) => [row.id, { status: row.status, startTime: row.startTime.getTime() }]),
  );
}

/**
 * Matches left in play that no feed resumes (they fell out of the provider's catalogue): they
 * are stopped (2) and their open lines suspended, so nothing can be bet on a match nobody
 * follows any more. Returns the events it stopped.
 */
export async function stopOrphanedLiveEvents(
  db: Database,
  provider: string,
  resumed: number[],
): Promise<number[]> {
  const stopped = await db
    .update(events)
    .set({ status: 2, updatedAt: sql`now()` })
    .where(
      and(
        eq(events.provider, provider as 'betradar'),
        inArray(events.status, [1, 2]),
        ...(resumed.length > 0
          ? [sql`${events.id} <> all(${`{${resumed.join(',')}}`}::int[])`]
          : []),
      ),
    )
    .returning({ id: events.id });
  const ids = stopped.map((row) => row.id);
  await suspendEventMarkets(db, ids);
  return ids;
}

export interface MarketKey {
  eventId: number;
  marketId: number;
  specifier: string;
}

/** Bet stop: every active line of the events is suspended (-1). Returns the lines it touched. */
export async function suspendEventMarkets(db: Database, eventIds: number[]): Promise<MarketKey[]> {
  if (eventIds.length === 0) return [];
  return db
    .update(markets)
    .set({ status: -1, updatedAt: sql`now()` })
    .where(and(inArray(markets.eventId, eventIds), eq(markets.status, 1)))
    .returning({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
    });
}

/** Marks lines settled (-3). */
export async function settleMarketLines(db: Database, keys: MarketKey[]): Promise<void> {
  if (keys.length === 0) return;
  const payload = keys.map((k) => ({
    event_id: k.eventId,
    market_id: k.marketId,
    specifier: k.specifier,
  }));
  await db.execute(sql`
    update markets m set status = -3, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as v(event_id integer, market_id integer, specifier text)
    where m.event_id = v.event_id and m.market_id = v.market_id and m.specifier = v.specifier`);
}

/** Market lines by key, named in `locale`, in the shape the markets call lists them. */
export async function marketsByKeys(db: Database, keys: MarketKey[], locale: string) {
  if (keys.length === 0) return [];
  const payload = keys.map((k) => ({
    event_id: k.eventId,
    market_id: k.marketId,
    specifier: k.specifier,
  }));
  const wanted = sql`(select * from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as v(event_id integer, market_id integer, specifier text))`;
  return db
    .select({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      name: localized(markets.names, locale),
      status: markets.status,
      priority: markets.priority,
      mostBalanced: markets.mostBalanced,
      groups: markets.groups,
      outcomes: markets.outcomes,
    })
    .from(markets)
    .where(
      sql`(${markets.eventId}, ${markets.marketId}, ${markets.specifier}) in (select event_id, market_id, specifier from ${wanted} w)`,
    );
}

export interface ProducerUpdate {
  provider: 'betradar' | 'oddin' | 'betconstruct';
  up: boolean;
  /** Epoch ms of the latest alive message, when there was one. */
  lastAliveAt?: number | undefined;
}

/** Records producer heartbeats and up/down changes; returns the providers whose state changed. */
export async function updateProducers(db: Database, rows: ProducerUpdate[]) {
  if (rows.length === 0) return [];
  const before = await db
    .select()
    .from(producers)
    .where(
      inArray(
        producers.provider,
        rows.map((r) => r.provider),
      ),
    );
  const wasUp = new Map(before.map((row) => [row.provider, row.up]));
  const changed: Array<{ provider: ProducerUpdate['provider']; up: boolean; changedAt: Date }> = [];
  for (const row of rows) {
    const flipped = wasUp.get(row.provider) !== row.up;
    const changedAt = new Date();
    const lastAliveAt = row.lastAliveAt === undefined ? undefined : new Date(row.lastAliveAt);
    await db
      .insert(producers)
      .values({ provider: row.provider, up: row.up, lastAliveAt: lastAliveAt ?? null, changedAt })
      .onConflictDoUpdate({
        target: producers.provider,
        set: {
          up: row.up,
          ...(lastAliveAt ? { lastAliveAt } : {}),
          ...(flipped ? { changedAt } : {}),
        },
      });
    if (flipped) changed.push({ provider: row.provider, up: row.up, changedAt });
  }
  return changed;
}

export async function listProducers(db: Database) {
  return db.select().from(producers);
}
