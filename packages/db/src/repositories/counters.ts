import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { categories, events, sports, tournaments } from '../schema';
import { eventConditions } from './events';
import type { EventFilters } from './events';

export interface EventCount {
  gamesCount: number;
  outrightsCount: number;
}

export interface Counters {
  /** Live matches (status 1) under the same filters, whatever status was asked for. */
  live: number;
  sports: Map<number, EventCount>;
  categories: Map<number, EventCount>;
  tournaments: Map<number, EventCount>;
}

/** Games (matches) and outrights per sport, category and tournament in one grouped scan. */
export async function countEvents(db: Database, filters: EventFilters): Promise<Counters> {
  const isMatch = sql`${events.type} = 'match'`;
  const [grouped, live] = await Promise.all([
    db
      .select({
        sportId: events.sportId,
        categoryId: events.categoryId,
        tournamentId: events.tournamentId,
        games: sql<number>`count(*) filter (where ${isMatch})`.mapWith(Number),
        outrights: sql<number>`count(*) filter (where not ${isMatch})`.mapWith(Number),
      })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
      .where(eventConditions(filters))
      .groupBy(events.sportId, events.categoryId, events.tournamentId),
    db
      .select({ total: count() })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
      .where(eventConditions({ ...filters, statuses: [1], types: ['match'] })),
  ]);
  const counters: Counters = {
    live: live[0]?.total ?? 0,
    sports: new Map(),
    categories: new Map(),
    tournaments: new Map(),
  };
  const add = (map: Map<number, EventCount>, id: number, games: number, outrights: number) => {
    const current = map.get(id) ?? { gamesCount: 0, outrightsCount: 0 };
    map.set(id, {
      gamesCount: current.gamesCount + games,
      outrightsCount: current.outrightsCount + outrights,
    });
  };
  for (const row of grouped) {
    add(counters.sports, row.sportId, row.games, row.outrights);
    add(counters.categories, row.categoryId, row.games, row.outrights);
    add(counters.tournaments, row.tournamentId, row.games, row.outrights);
  }
  return counters;
}
