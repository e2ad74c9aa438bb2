import type { MarketUpdate, Provider, SelectionInput } from './slip-types';

/**
 * Builders for the slip's tests: a selection is identified by match, market and outcome, and
 * everything else gets a plausible default.
 */
export interface PickOptions {
  matchId: number;
  marketId?: number;
  specifier?: string;
  outcomeId?: string;
  odds?: number;
  provider?: Provider;
  active?: boolean;
  matchStatus?: number;
}

export function pick(options: PickOptions): SelectionInput {
  const { matchId, marketId = 1, specifier = '', outcomeId = '1' } = options;
  return {
    type: 'match',
    provider: options.provider ?? 'betradar',
    odds: options.odds ?? 2,
    active: options.active ?? true,
    market: { marketId, marketName: `Market ${marketId}`, specifier, marketGroup: null },
    outcome: { outcomeId, outcomeName: `Outcome ${outcomeId}` },
    match: { matchId, matchUrnId: `sr:match:${matchId}`, matchSlug: `match-${matchId}` },
    sportKey: 'football',
    nameA: `Home ${matchId}`,
    nameB: `Away ${matchId}`,
    categoryName: 'Category',
    matchStatus: options.matchStatus ?? 0,
  };
}

/** The slip id of pick(options). */
export function idOf(options: PickOptions): string {
  const { matchId, marketId = 1, specifier = '', outcomeId = '1' } = options;
  return `${matchId}/${marketId}/${specifier}/${outcomeId}`;
}

export interface PriceOptions {
  matchId: number;
  marketId?: number;
  specifier?: string;
  marketStatus?: number;
  outcomes: readonly { outcomeId?: string; odds: number; active?: boolean }[];
}

export function price(options: PriceOptions): MarketUpdate {
  return {
    matchId: options.matchId,
    marketId: options.marketId ?? 1,
    specifier: options.specifier ?? '',
    marketStatus: options.marketStatus ?? 1,
    outcomes: options.outcomes.map((outcome) => ({
      outcomeId: outcome.outcomeId ?? '1',
      odds: outcome.odds,
      active: outcome.active ?? true,
    })),
  };
}
