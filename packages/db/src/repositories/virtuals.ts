import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events, virtualEvents, virtualRaces } from '../schema';
import type {
  MarketRow,
  NewVirtualEvent,
  NewVirtualRace,
  VirtualEventRow,
  VirtualRaceRow,
} from '../schema';
import { marketRowsByEvent } from './markets';

/** Writes virtual matches; a revealed seed and result are only ever set, never cleared. */
export async function upsertVirtualEvents(db: Database, rows: NewVirtualEvent[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(virtualEvents)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: virtualEvents.eventId,
        set: {
          seed: sql`coalesce(excluded.seed, ${virtualEvents.seed})`,
          homeGoals: sql`coalesce(excluded.home_goals, ${virtualEvents.homeGoals})`,
          awayGoals: sql`coalesce(excluded.away_goals, ${virtualEvents.awayGoals})`,
          goals: sql`coalesce(excluded.goals, ${virtualEvents.goals})`,
          finishedAt: sql`coalesce(excluded.finished_at, ${virtualEvents.finishedAt})`,
        },
      });
  }
}

export interface VirtualEventWithStatus {
  virtual: VirtualEventRow;
  status: number;
  slug: string;
  markets: MarketRow[];
}

/** The virtual matches starting in [from, to), in start order, with status and markets. */
export async function listVirtualEvents(
  db: Database,
  window: { from: Date; to: Date },
): Promise<VirtualEventWithStatus[]> {
  const rows = await db
    .select({ virtual: virtualEvents, status: events.status, slug: events.slug })
    .from(virtualEvents)
    .innerJoin(events, eq(events.id, virtualEvents.eventId))
    .where(and(gte(virtualEvents.startTime, window.from), lt(virtualEvents.startTime, window.to)))
    .orderBy(asc(virtualEvents.startTime));
  const byEvent = await marketRowsByEvent(
    db,
    rows.map((r) => r.virtual.eventId),
  );
  return rows.map((r) => ({ ...r, markets: byEvent.get(r.virtual.eventId) ?? [] }));
}

/** Writes virtual races; a revealed seed and result are only ever set, never cleared. */
export async function upsertVirtualRaces(db: Database, rows: NewVirtualRace[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(virtualRaces)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: virtualRaces.eventId,
        set: {
          seed: sql`coalesce(excluded.seed, ${virtualRaces.seed})`,
          finishOrder: sql`coalesce(excluded.finish_order, ${virtualRaces.finishOrder})`,
          finishMs: sql`coalesce(excluded.finish_ms, ${virtualRaces.finishMs})`,
          finishedAt: sql`coalesce(excluded.finished_at, ${virtualRaces.finishedAt})`,
        },
      });
  }
}

export interface VirtualRaceWithStatus {
  race: VirtualRaceRow;
  status: number;
  slug: string;
  urnId: string;
  markets: MarketRow[];
}

/** The virtual races starting in [from, to), in start order, with status and markets. */
export async function listVirtualRaces(
  db: Database,
  window: { from: Date; to: Date },
): Promise<VirtualRaceWithStatus[]> {
  const rows = await db
    .select({ race: virtualRaces, status: events.status, slug: events.slug, urnId: events.urnId })
    .from(virtualRaces)
    .innerJoin(events, eq(events.id, virtualRaces.eventId))
    .where(and(gte(virtualRaces.startTime, window.from), lt(virtualRaces.startTime, window.to)))
    .orderBy(asc(virtualRaces.startTime));
  const byEvent = await marketRowsByEvent(
    db,
    rows.map((r) => r.race.eventId),
  );
  return rows.map((r) => ({ ...r, markets: byEvent.get(r.race.eventId) ?? [] }));
}
