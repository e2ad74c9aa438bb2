import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../create-db';
import { competitors, events, sports, tournaments } from '../schema';

export interface SearchOptions {
  query: string;
  locale: string;
  sportTypes?: string[] | undefined;
  statuses?: number[] | undefined;
  /** Only events whose own or competitors' names match, not events of a matching league. */
  onlyEventsName?: boolean | undefined;
  limit: number;
}

/** `%`, `_` and `\` typed by a player are literal characters, not wildcards. */
function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function nameMatches(column: AnyPgColumn, locale: string, pattern: string): SQL {
  return sql`(coalesce(${column} ->> ${locale}, '') ilike ${pattern} or (${column} ->> 'en') ilike ${pattern})`;
}

const home = alias(competitors, 'search_home');
const away = alias(competitors, 'search_away');

/** Ids of matching events (soonest first) and of matching tournaments. */
export async function searchCatalogue(db: Database, options: SearchOptions) {
  const pattern = containsPattern(options.query);
  const scope = and(
    options.sportTypes ? inArray(sports.type, options.sportTypes as Array<'regular'>) : undefined,
    options.statuses ? inArray(events.status, options.statuses) : inArray(events.status, [0, 1]),
  );
  const eventMatch = or(
    nameMatches(home.names, options.locale, pattern),
    nameMatches(away.names, options.locale, pattern),
    nameMatches(events.names, options.locale, pattern),
    options.onlyEventsName ? undefined : nameMatches(tournaments.names, options.locale, pattern),
  );
  const eventRows = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .leftJoin(home, eq(home.id, events.homeCompetitorId))
    .leftJoin(away, eq(away.id, events.awayCompetitorId))
    .where(and(scope, eventMatch))
    .orderBy(sql`${events.status} = 1 desc`, events.startTime, events.id)
    .limit(options.limit);

  const tournamentRows = options.onlyEventsName
    ? []
    : await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .innerJoin(sports, eq(sports.id, tournaments.sportId))
        .where(
          and(
            options.sportTypes
              ? inArray(sports.type, options.sportTypes as Array<'regular'>)
              : undefined,
            nameMatches(tournaments.names, options.locale, pattern),
          ),
        )
        .orderBy(desc(tournaments.priority), tournaments.id)
        .limit(options.limit);

  return {
    eventIds: eventRows.map((row) => row.id),
    tournamentIds: tournamentRows.map((row) => row.id),
  };
}
