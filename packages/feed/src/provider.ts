/**
 * The provider adapter interface (DESIGN §5). A provider — simulated here, a real odds feed in
 * production — hands the sportsbook its catalogue and then a stream of messages. Everything
 * downstream (persistence, realtime, settlement) depends on this interface only, so a real feed
 * is one more adapter, not a rewrite.
 */
import type { LocalizedText } from './localized-text';
import type { LiveState } from './live/live-state';
import type { MatchModel } from './pricing/match-model';

export type ProviderName = 'betradar' | 'oddin' | 'betconstruct';
export type SportKind = 'regular' | 'cyber' | 'premium_cricket';

export interface FeedSport {
  id: number;
  urnId: string;
  key: string;
  names: LocalizedText;
  priority: number;
  type: SportKind;
  provider: ProviderName;
}

export interface FeedCategory {
  id: number;
  urnId: string;
  sportId: number;
  slug: string;
  names: LocalizedText;
  priority: number;
  /** ISO 3166-1 alpha-2, or null for international categories. */
  countryCode: string | null;
}

/** A league, cup or tour event: the "league" of betting-core §3. */
export interface FeedTournament {
  id: number;
  urnId: string;
  sportId: number;
  categoryId: number;
  /** Unique within its sport: the category slug is always part of it. */
  slug: string;
  names: LocalizedText;
  priority: number;
  provider: ProviderName;
}

/** A team or player. Colours let the web draw a crest without image assets. */
export interface FeedCompetitor {
  id: number;
  urnId: string;
  names: LocalizedText;
  /** 2–4 capital letters, unique within the competitor's tournament. */
  abbreviation: string;
  countryCode: string | null;
  colors: { primary: string; secondary: string };
}

export type FeedEventType = 'match' | 'stage' | 'season' | 'simple_tournament';

/** 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered (betting-core §3). */
export type FeedEventStatus = 0 | 1 | 2 | 3 | 4 | 5;

export interface FeedEvent {
  id: number;
  urnId: string;
  type: FeedEventType;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  /** Unique within the sport. */
  slug: string;
  /** Outrights only: matches are named by their competitors. */
  names?: LocalizedText;
  homeCompetitorId: number | null;
  awayCompetitorId: number | null;
  competitorIds: number[];
  /** Epoch milliseconds. */
  startTime: number;
  /** Outrights: the end date; matches: null. */
  endTime: number | null;
  status: FeedEventStatus;
  stadium: string | null;
  city: string | null;
  hasVideo: boolean;
  provider: ProviderName;
  /**
   * Matches only: the parameters every market of the match is priced from. The live engine
   * re-prices with the same model and the current score (see `priceMarkets`).
   */
  model?: MatchModel;
}

export interface FeedOutcome {
  outcomeId: string;
  names: LocalizedText;
  /** Decimal odds, at most three places. */
  odds: number;
  active: boolean;
}

export interface FeedMarket {
  eventId: number;
  marketId: number;
  /** `key=value` pairs joined by `|`, e.g. `total=2.5` or `quarternr=1|hcp=-3.5`; '' when none. */
  specifier: string;
  names: LocalizedText;
  /** 1 active, -1 suspended; never 0 (betting-core §4 drops those from lists). */
  status: number;
  priority: number;
  /** The line of its family (same market id, other specifiers) whose prices are closest to even. */
  mostBalanced: boolean;
  groups: string[];
  outcomes: FeedOutcome[];
}

export interface CatalogueSnapshot {
  sports: FeedSport[];
  categories: FeedCategory[];
  tournaments: FeedTournament[];
  competitors: FeedCompetitor[];
  events: FeedEvent[];
  markets: FeedMarket[];
}

/**
 * Messages a provider pushes after the snapshot. The names follow the usual odds-feed vocabulary
 * so that a real adapter maps onto them one to one.
 */
export type FeedMessage =
  | {
      type: 'fixture_change';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      /** A new kick-off time (the live engine brings matches forward to keep the demo live). */
      startTime?: number;
    }
  | {
      type: 'odds_change';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      markets: OddsChangeMarket[];
    }
  | {
      type: 'bet_stop';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      marketIds?: number[];
    }
  | {
      type: 'match_status';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      status: number;
      /** Clock, scores, periods and timeline; absent when only the status changed. */
      live?: LiveState;
    }
  | {
      type: 'bet_settlement';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      markets: Array<{
        marketId: number;
        specifier: string;
        results: Array<{
          outcomeId: string;
          result: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';
          deadHeatFactor?: number;
          /** Racing Rule 4 (RACE-003): pence in the pound off a win's winnings. */
          rule4Deduction?: number;
          /** Racing win and place lines: the SP of this outcome, thousandths (RACE-014). */
          startingPrice?: number;
        }>;
      }>;
    }
  | {
      /** The markets are void (abandoned match, wrong line): every bet on them is refunded. */
      type: 'bet_cancel';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      markets: Array<{ marketId: number; specifier: string }>;
    }
  | {
      type: 'rollback_bet_settlement';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      marketIds: number[];
    }
  | { type: 'producer_alive'; provider: ProviderName; at: number }
  | { type: 'producer_down'; provider: ProviderName; at: number };

/**
 * A market line in an odds change. Status: 1 active, -1 suspended, 0 deactivated (the line is no
 * longer offered), -3 settled. Names, priority and groups come along so that a line first offered
 * in play can be stored; a real adapter fills them from its market descriptions.
 */
export interface OddsChangeMarket {
  marketId: number;
  specifier: string;
  status: number;
  outcomes: Array<{ outcomeId: string; odds: number; active: boolean; names?: LocalizedText }>;
  names?: LocalizedText;
  priority?: number;
  mostBalanced?: boolean;
  groups?: string[];
}

export type FeedListener = (message: FeedMessage) => void;

export interface FeedProvider {
  readonly name: ProviderName;
  /** The full catalogue as the provider knows it now. */
  catalogue(): Promise<CatalogueSnapshot>;
  /**
   * For a provider whose schedule rolls on (lotteries): grows by one each time new events join
   * `catalogue()`, which the feed then writes — long before any message about them.
   */
  readonly catalogueRevision?: number;
  /** Registers a listener for pushed messages; returns the unsubscribe function. */
  subscribe(listener: FeedListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
