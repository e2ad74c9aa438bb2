import { and, asc, count, desc, eq, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../create-db';
import { categories, competitors, events, sports, tournaments } from '../schema';
import type { NewCompetitor, NewEvent } from '../schema';
import { localized } from './localized';

export async function upsertCompetitors(db: Database, rows: NewCompetitor[]): Promise<void> {
  for (const batch of batches(rows, 1000)) {
    await db
      .insert(competitors)
      .values(batch)
      .onConflictDoUpdate({
        target: competitors.id,
        set: {
          urnId: sql`excluded.urn_id`,
          names: sql`excluded.names`,
          abbreviation: sql`excluded.abbreviation`,
          countryCode: sql`excluded.country_code`,
          colors: sql`excluded.colors`,
        },
      });
  }
}

/**
 * Inserts new events and refreshes fixture data of known ones. Status, scores and start time of
 * an event that the live engine already moved on are the engine's, so a re-seed only inserts.
 */
export async function insertEvents(db: Database, rows: NewEvent[]): Promise<void> {
  for (const batch of batches(rows, 500)) {
    await db.insert(events).values(batch).onConflictDoNothing({ target: events.id });
  }
}

export function batches<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export type EventSortKey =
  | 'tournament_sport_id'
  | 'tournament_sport_priority'
  | 'category_id'
  | 'category_priority'
  | 'tournament_id'
  | 'tournament_priority'
  | 'start_time'
  | 'bets_count';

const sortColumns: Record<EventSortKey, AnyPgColumn> = {
  tournament_sport_id: sports.id,
  tournament_sport_priority: sports.priority,
  category_id: categories.id,
  category_priority: categories.priority,
  tournament_id: tournaments.id,
  tournament_priority: tournaments.priority,
  start_time: events.startTime,
  bets_count: events.betsCount,
};

export interface EventFilters {
  locale: string;
  ids?: number[] | undefined;
  types?: string[] | undefined;
  sportKeys?: string[] | undefined;
  sportTypes?: string[] | undefined;
  sportIds?: number[] | undefined;
  categoryIds?: number[] | undefined;
  tournamentIds?: number[] | undefined;
  statuses?: number[] | undefined;
  startFrom?: Date | undefined;
  startTo?: Date | undefined;
  bettable?: boolean | undefined;
  hasVideo?: boolean | undefined;
  /** Restricts to these ids (a player's favourites); an empty list matches nothing. */
  onlyIds?: number[] | undefined;
  slug?: string | undefined;
}

export interface ListEventsOptions extends EventFilters {
  sort?: Array<{ key: EventSortKey; descending: boolean }> | undefined;
  maxPerSport?: number | undefined;
  page: number;
  limit: number;
}

/** The WHERE clause of every event query; joins sports, categories and tournaments. */
export function eventConditions(filters: EventFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    filters.ids ? inArray(events.id, filters.ids) : undefined,
    filters.onlyIds
      ? filters.onlyIds.length
        ? inArray(events.id, filters.onlyIds)
        : sql`false`
      : undefined,
    filters.types ? inArray(events.type, filters.types as Array<'match'>) : undefined,
    filters.sportKeys ? inArray(sports.key, filters.sportKeys) : undefined,
    filters.sportTypes ? inArray(sports.type, filters.sportTypes as Array<'regular'>) : undefined,
    filters.sportIds ? inArray(events.sportId, filters.sportIds) : undefined,
    filters.categoryIds ? inArray(events.categoryId, filters.categoryIds) : undefined,
    filters.tournamentIds ? inArray(events.tournamentId, filters.tournamentIds) : undefined,
    filters.statuses ? inArray(events.status, filters.statuses) : undefined,
    filters.startFrom ? gte(events.startTime, filters.startFrom) : undefined,
    filters.startTo ? lt(events.startTime, filters.startTo) : undefined,
    filters.bettable === true ? inArray(events.status, [0, 1]) : undefined,
    filters.bettable === false ? notInArray(events.status, [0, 1]) : undefined,
    filters.hasVideo === undefined ? undefined : eq(events.hasVideo, filters.hasVideo),
    filters.slug ? eq(events.slug, filters.slug) : undefined,
  ];
  return and(...conditions);
}

function orderOf(sort: ListEventsOptions['sort']): SQL[] {
  const order = (sort ?? []).map(({ key, descending }) =>
    descending ? desc(sortColumns[key]) : asc(sortColumns[key]),
  );
  // Ties always resolve the same way, so pages never overlap.
  return [...order, asc(events.startTime), asc(events.id)];
}

const home = alias(competitors, 'home');
const away = alias(competitors, 'away');

function eventColumns(locale: string) {
  return {
    id: events.id,
    urnId: events.urnId,
    slug: events.slug,
    type: events.type,
    name: localized(events.names, locale),
    status: events.status,
    startTime: events.startTime,
    endTime: events.endTime,
    stadium: events.stadium,
    city: events.city,
    hasVideo: events.hasVideo,
    betsCount: events.betsCount,
    provider: events.provider,
    competitorIds: events.competitorIds,
    sport: {
      id: sports.id,
      key: sports.key,
      name: localized(sports.names, locale),
      type: sports.type,
    },
    category: {
      id: categories.id,
      slug: categories.slug,
      name: localized(categories.names, locale),
      countryCode: categories.countryCode,
    },
    tournament: {
      id: tournaments.id,
      slug: tournaments.slug,
      name: localized(tournaments.names, locale),
      priority: tournaments.priority,
    },
    homeCompetitorId: events.homeCompetitorId,
    awayCompetitorId: events.awayCompetitorId,
    homeName: localized(home.names, locale),
    homeAbbreviation: home.abbreviation,
    homeCountryCode: home.countryCode,
    homeColors: home.colors,
    awayName: localized(away.names, locale),
    awayAbbreviation: away.abbreviation,
    awayCountryCode: away.countryCode,
    awayColors: away.colors,
    live: events.live,
  };
}

export async function listEvents(db: Database, options: ListEventsOptions) {
  const where = eventConditions(options);
  const order = orderOf(options.sort);
  const base = () =>
    db
      .select(eventColumns(options.locale))
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
      .leftJoin(home, eq(home.id, events.homeCompetitorId))
      .leftJoin(away, eq(away.id, events.awayCompetitorId));

  if (options.maxPerSport) {
    // Keep the first N of each sport in the requested order, then page over what is left.
    const ranked = db.$with('ranked').as(
      db
        .select({
          id: sql<number>`${events.id}`.as('ranked_id'),
          rank: sql<number>`row_number() over (partition by ${events.sportId} order by ${sql.join(order, sql`, `)})`.as(
            'rank',
          ),
        })
        .from(events)
        .innerJoin(sports, eq(sports.id, events.sportId))
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
        .where(where),
    );
    const kept = and(lte(ranked.rank, options.maxPerSport));
    const [rows, totals] = await Promise.all([
      db
        .with(ranked)
        .select(eventColumns(options.locale))
        .from(events)
        .innerJoin(ranked, eq(ranked.id, events.id))
        .innerJoin(sports, eq(sports.id, events.sportId))
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
        .leftJoin(home, eq(home.id, events.homeCompetitorId))
        .leftJoin(away, eq(away.id, events.awayCompetitorId))
        .where(kept)
        .orderBy(...order)
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      db.with(ranked).select({ total: count() }).from(ranked).where(kept),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db
      .select({ total: count() })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(categories, eq(categories.id, events.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type EventListRow = Awaited<ReturnType<typeof listEvents>>['rows'][number];

export async function getEvent(
  db: Database,
  id: number,
  locale: string,
): Promise<EventListRow | undefined> {
  const { rows } = await listEvents(db, { locale, ids: [id], page: 1, limit: 1 });
  return rows[0];
}

/** Competitors of outrights, by id, named in `locale`. */
export async function getCompetitors(db: Database, ids: number[], locale: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: competitors.id,
      name: localized(competitors.names, locale),
      abbreviation: competitors.abbreviation,
      countryCode: competitors.countryCode,
      colors: competitors.colors,
    })
    .from(competitors)
    .where(inArray(competitors.id, ids));
}

export async function getCompetitorColors(db: Database, id: number) {
  const rows = await db
    .select({ abbreviation: competitors.abbreviation, colors: competitors.colors })
    .from(competitors)
    .where(eq(competitors.id, id));
  return rows[0];
}
