import type { CategoryWire, MarketWire, MatchWire, TournamentWire } from '@sportsbook/contract';
import type {
  CategoryListRow,
  CompetitorColors,
  EventListRow,
  MarketListRow,
  TournamentListRow,
} from '@sportsbook/db';
import { liveToWire, providerStatsAvailable, timelineToWire } from '../live/live-to-wire';
import { crestColors } from './crest-svg';

/** Database rows → wire objects (snake_case, betting-core §3). */

export const competitorLogoUrl = (id: number) => `/sportsbook/api/v2/competitors/${id}/logo.svg`;

export function categoryToWire(row: CategoryListRow): CategoryWire {
  return {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    name: row.name,
    priority: row.priority,
    country_code: row.countryCode,
    sport: row.sport,
  };
}

export function tournamentToWire(row: TournamentListRow): TournamentWire {
  return {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    name: row.name,
    priority: row.priority,
    provider: row.provider,
    category: {
      id: row.category.id,
      slug: row.category.slug,
      name: row.category.name,
      country_code: row.category.countryCode,
    },
    sport: row.sport,
  };
}

export interface MarketContext {
  matchUrnId: string;
  provider: MarketWire['provider'];
  locale: string;
  /** False while the provider is down: its odds are not maintained, so nothing is open. */
  providerActive: boolean;
}

export function marketToWire(row: MarketListRow, context: MarketContext): MarketWire {
  return {
    match_urn_id: context.matchUrnId,
    market_id: row.marketId,
    market_name: row.name,
    // Only open lines: settled, cancelled or deactivated ones say what happened to them.
    market_status: row.status === 1 && !context.providerActive ? -1 : row.status,
    specifier: row.specifier,
    priority: row.priority,
    most_balanced: row.mostBalanced,
    market_groups: row.groups,
    outcomes: row.outcomes.map((outcome) => ({
      outcome_id: outcome.outcomeId,
      name: outcome.names[context.locale] ?? outcome.names.en,
      active: outcome.active,
      odds: outcome.odds / 1000,
    })),
    provider: context.provider,
    next_bet_stop: null,
  };
}

export interface MatchExtras {
  locale: string;
  /** False while the match's provider is down (its main market is served suspended). */
  providerActive: boolean;
  mainMarket?: MarketListRow | undefined;
  marketsCount?: number | undefined;
  competitors?: MatchWire['competitors'] | undefined;
  /** The match page's timeline (GET /matches/{id} and the match channel), not lists. */
  timeline?: boolean | undefined;
}

export function matchToWire(row: EventListRow, extras: MatchExtras): MatchWire {
  const side = (
    id: number | null,
    name: string | null,
    abbreviation: string | null,
    countryCode: string | null,
    colors: CompetitorColors | null,
  ) =>
    id === null
      ? null
      : {
          id,
          name: name ?? '',
          abbreviation: abbreviation ?? '',
          country_code: countryCode,
          logo: competitorLogoUrl(id),
          ...(colors ? { colors: crestColors(colors) } : {}),
        };
  return {
    id: row.id,
    urn_id: row.urnId,
    slug: row.slug,
    type: row.type,
    name: row.type === 'match' ? null : row.name,
    status: row.status,
    is_live: row.status === 1,
    is_finished: row.status === 4,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime ? row.endTime.toISOString() : null,
    sport: row.sport,
    category: {
      id: row.category.id,
      slug: row.category.slug,
      name: row.category.name,
      country_code: row.category.countryCode,
    },
    tournament: row.tournament,
    home: side(
      row.homeCompetitorId,
      row.homeName,
      row.homeAbbreviation,
      row.homeCountryCode,
      row.homeColors,
    ),
    away: side(
      row.awayCompetitorId,
      row.awayName,
      row.awayAbbreviation,
      row.awayCountryCode,
      row.awayColors,
    ),
    competitors: extras.competitors ?? [],
    stadium: row.stadium,
    city: row.city,
    ...liveToWire(row.live),
    available_markets_count: extras.marketsCount ?? 0,
    main_market: extras.mainMarket
      ? marketToWire(extras.mainMarket, {
          matchUrnId: row.urnId,
          provider: row.provider,
          locale: extras.locale,
          providerActive: extras.providerActive,
        })
      : null,
    has_video: row.hasVideo,
    bets_count: row.betsCount,
    provider: row.provider,
    provider_stats_available: providerStatsAvailable(row.provider, row.live),
    ...(extras.timeline ? { timeline: timelineToWire(row.live) } : {}),
  };
}
