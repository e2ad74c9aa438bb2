import type { LotteryDrawWire, LotteryMarketWire } from '@sportsbook/contract/browser';
import type { SelectionInput } from '@sportsbook/domain';
import { apiRequest } from '@/lib/api-fetch';

export const getLotteries = () => apiRequest('lotteries');

export const lotteryKeys = { overview: ['lotteries', 'overview'] as const };

/** An outcome of a draw's market as the slip takes it. */
export function drawSelection(
  draw: LotteryDrawWire,
  gameName: string,
  market: LotteryMarketWire,
  outcome: LotteryMarketWire['outcomes'][number],
  marketName: string,
  outcomeName: string,
  open: boolean,
): SelectionInput {
  return {
    type: 'outright',
    provider: 'betconstruct',
    odds: outcome.odds,
    active: open && market.status === 1 && outcome.active,
    market: {
      marketId: market.market_id,
      marketName,
      specifier: market.specifier,
      marketGroup: null,
    },
    outcome: { outcomeId: outcome.id, outcomeName },
    match: { matchId: draw.id, matchUrnId: draw.urn_id, matchSlug: draw.slug },
    sportKey: 'lotteries',
    nameA: draw.name,
    nameB: '',
    categoryName: gameName,
    matchStatus: 0,
  };
}
