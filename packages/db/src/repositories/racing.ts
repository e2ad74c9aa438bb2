import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events, markets, raceCards } from '../schema';
import type { MarketRow, NewRaceCard, RaceCardRow } from '../schema';
import { marketRowsByEvent } from './markets';

/** Writes race cards; a card's result fields are only ever set, never cleared by a re-seed. */
export async function upsertRaceCards(db: Database, rows: NewRaceCard[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(raceCards)
    .values(rows)
    .onConflictDoUpdate({
      target: raceCards.eventId,
      set: {
        runners: sql`excluded.runners`,
        startTime: sql`excluded.start_time`,
        result: sql`coalesce(excluded.result, ${raceCards.result})`,
        withdrawn: sql`case when excluded.result is null then ${raceCards.withdrawn} else excluded.withdrawn end`,
        rule4: sql`case when excluded.result is null then ${raceCards.rule4} else excluded.rule4 end`,
        startingPrices: sql`coalesce(excluded.starting_prices, ${raceCards.startingPrices})`,
        finishedAt: sql`coalesce(excluded.finished_at, ${raceCards.finishedAt})`,
      },
    });
}

export interface RaceWithStatus {
  card: RaceCardRow;
  /** The event's sport: horse racing or greyhound racing (decision 068). */
  sportId: number;
  status: number;
  urnId: string;
  slug: string;
  markets: MarketRow[];
}

/** The races starting in [from, to), in start order, with their event status and markets. */
export async function listRaces(
  db: Database,
  window: { from: Date; to: Date },
  withMarkets: boolean,
): Promise<RaceWithStatus[]> {
  const rows = await db
    .select({
      card: raceCards,
      sportId: events.sportId,
      status: events.status,
      urnId: events.urnId,
      slug: events.slug,
    })
    .from(raceCards)
    .innerJoin(events, eq(events.id, raceCards.eventId))
    .where(and(gte(raceCards.startTime, window.from), lt(raceCards.startTime, window.to)))
    .orderBy(asc(raceCards.startTime), asc(raceCards.eventId));
  const byEvent = await marketRowsByEvent(db, withMarkets ? rows.map((r) => r.card.eventId) : []);
  return rows.map((r) => ({ ...r, markets: byEvent.get(r.card.eventId) ?? [] }));
}

export async function getRace(db: Database, eventId: number): Promise<RaceWithStatus | undefined> {
  const [row] = await db
    .select({
      card: raceCards,
      sportId: events.sportId,
      status: events.status,
      urnId: events.urnId,
      slug: events.slug,
    })
    .from(raceCards)
    .innerJoin(events, eq(events.id, raceCards.eventId))
    .where(eq(raceCards.eventId, eventId));
  if (!row) return undefined;
  const lines = await db.select().from(markets).where(eq(markets.eventId, eventId));
  return { ...row, markets: lines };
}

/** Which of these events are races with a card (horses or greyhounds): SP is offered on them. */
export async function raceCardEventIds(db: Database, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: raceCards.eventId })
    .from(raceCards)
    .where(inArray(raceCards.eventId, eventIds));
  return new Set(rows.map((r) => r.eventId));
}
