/**
 * The provider adapter interface (DESIGN §5). A provider — simulated here, a real odds feed in
 * production — hands the sportsbook its catalogue and then a stream of messages. Everything
 * downstream (persistence, realtime, settlement) depends on this interface only, so a real feed
 * is one more adapter, not a rewrite.
 */
import type { LocalizedText } from './localized-text';

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

export interface CatalogueSnapshot {
  sports: FeedSport[];
  categories: FeedCategory[];
}

/**
 * Messages a provider pushes after the snapshot. The names follow the usual odds-feed vocabulary
 * so that a real adapter maps onto them one to one.
 */
export type FeedMessage =
  | { type: 'fixture_change'; provider: ProviderName; eventUrnId: string; at: number }
  | {
      type: 'odds_change';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      markets: Array<{
        marketId: number;
        specifier: string;
        status: number;
        outcomes: Array<{ outcomeId: string; odds: number; active: boolean }>;
      }>;
    }
  | {
      type: 'bet_stop';
      provider: ProviderName;
      eventUrnId: string;
      at: number;
      marketIds?: number[];
    }
  | { type: 'match_status'; provider: ProviderName; eventUrnId: string; at: number; status: number }
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
        }>;
      }>;
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

export type FeedListener = (message: FeedMessage) => void;

export interface FeedProvider {
  readonly name: ProviderName;
  /** The full catalogue as the provider knows it now. */
  catalogue(): Promise<CatalogueSnapshot>;
  /** Registers a listener for pushed messages; returns the unsubscribe function. */
  subscribe(listener: FeedListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}
