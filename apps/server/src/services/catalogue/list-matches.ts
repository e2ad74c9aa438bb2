import type { MatchWire, MatchesQuery, ProviderStatusWire } from '@sportsbook/contract';
import type { Database, EventListRow, EventFilters } from '@sportsbook/db';
import { getCompetitors, listEvents, mainMarketsOf } from '@sportsbook/db';
import { competitorLogoUrl, matchToWire } from './to-wire';
import { crestColors } from './crest-svg';

export interface ListMatchesOptions {
  db: Database;
  locale: string;
  query: MatchesQuery;
  /** A player's favourite match ids; undefined when the query does not ask for favourites. */
  favouriteIds?: number[] | undefined;
  slug?: string | undefined;
  /** `app.providerStatus.isActive`: a down provider's main markets are served suspended. */
  isProviderActive: (provider: ProviderStatusWire['provider']) => boolean;
}

export interface EnrichMatchesOptions {
  /** `app.providerStatus.isActive`: a down provider's main markets are served suspended. */
  isProviderActive: (provider: ProviderStatusWire['provider']) => boolean;
  /** The match page's timeline (GET /matches/{id} and the match channel). */
  timeline?: boolean | undefined;
}

export function matchFilters(
  options: Pick<ListMatchesOptions, 'locale' | 'query' | 'favouriteIds' | 'slug'>,
): EventFilters {
  const { query } = options;
  return {
    locale: options.locale,
    ids: query.id,
    types: query.type,
    sportKeys: query.sport_key,
    sportTypes: query.sport_type,
    categoryIds: query.category_id,
    tournamentIds: query.tournament_id,
    statuses: query.match_status,
    startFrom: query.start_from,
    startTo: query.start_to,
    bettable: query.bettable,
    hasVideo: query.has_video,
    onlyIds: query.favourite ? (options.favouriteIds ?? []) : undefined,
    slug: options.slug,
  };
}

/** GET /matches: the filtered page of events with their main market and market count. */
export async function listMatches(
  options: ListMatchesOptions,
): Promise<{ data: MatchWire[]; total: number }> {
  const { query } = options;
  const { rows, total } = await listEvents(options.db, {
    ...matchFilters(options),
    sort: query.sort_by,
    maxPerSport: query.max_per_sport || undefined,
    page: query.page,
    limit: query.limit,
  });
  return {
    data: await enrichMatches(options.db, rows, options.locale, {
      isProviderActive: options.isProviderActive,
    }),
    total,
  };
}

/** Adds each event's main market, market count and, for outrights, its competitors. */
export async function enrichMatches(
  db: Database,
  rows: EventListRow[],
  locale: string,
  options: EnrichMatchesOptions,
): Promise<MatchWire[]> {
  const ids = rows.map((row) => row.id);
  const outrightCompetitorIds = [
    ...new Set(rows.filter((row) => row.type !== 'match').flatMap((row) => row.competitorIds)),
  ];
  const [{ main, counts }, competitors] = await Promise.all([
    mainMarketsOf(db, ids, locale),
    getCompetitors(db, outrightCompetitorIds, locale),
  ]);
  const competitorsById = new Map(
    competitors.map((c) => [
      c.id,
      {
        id: c.id,
        name: c.name,
        abbreviation: c.abbreviation,
        country_code: c.countryCode,
        logo: competitorLogoUrl(c.id),
        colors: crestColors(c.colors),
      },
    ]),
  );
  return rows.map((row) =>
    matchToWire(row, {
      locale,
      providerActive: options.isProviderActive(row.provider),
      timeline: options.timeline,
      mainMarket: main.get(row.id),
      marketsCount: counts.get(row.id) ?? 0,
      competitors:
        row.type === 'match'
          ? []
          : row.competitorIds.flatMap((id) => competitorsById.get(id) ?? []),
    }),
  );
}
