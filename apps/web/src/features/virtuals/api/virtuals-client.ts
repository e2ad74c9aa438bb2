import type {
  VirtualEventWire,
  VirtualMarketWire,
  VirtualRaceRunnerWire,
  VirtualRaceWire,
} from '@sportsbook/contract/browser';
import type { SelectionInput } from '@sportsbook/domain';
import { apiRequest } from '@/lib/api-fetch';

export const getVirtualArena = () => apiRequest('virtualArena');

export const virtualKeys = { arena: ['virtuals', 'arena'] as const };

/** An outcome of a virtual match as the slip takes it (a normal match selection). */
export function virtualSelection(
  event: VirtualEventWire,
  market: VirtualMarketWire,
  outcomeId: string,
  names: { market: string; outcome: string; category: string },
): SelectionInput | null {
  const outcome = market.outcomes.find((o) => o.outcome_id === outcomeId);
  if (!outcome) return null;
  return {
    type: 'match',
    provider: 'betconstruct',
    odds: outcome.odds,
    active: event.status === 'open' && market.status === 1 && outcome.active,
    market: {
      marketId: market.market_id,
      marketName: names.market,
      specifier: market.specifier,
      marketGroup: null,
    },
    outcome: { outcomeId, outcomeName: names.outcome },
    match: { matchId: event.id, matchUrnId: `bc:match:${event.id}`, matchSlug: event.slug },
    sportKey: 'virtual-football',
    nameA: event.home,
    nameB: event.away,
    categoryName: names.category,
    matchStatus:
      event.status === 'open' || event.status === 'closed' ? 0 : event.status === 'playing' ? 1 : 4,
  };
}

/** A runner's win or each-way place part of a virtual race as the slip takes it (decision 060). */
export function virtualRaceSelection(
  race: VirtualRaceWire,
  runner: VirtualRaceRunnerWire,
  part: 'win' | 'place',
  names: { market: string; category: string },
): SelectionInput | null {
  const market = part === 'win' ? race.markets.win : race.markets.place;
  const odds = part === 'win' ? runner.win_odds : runner.place_odds;
  if (!market || odds === null) return null;
  return {
    type: 'outright',
    provider: 'betconstruct',
    odds,
    active: race.status === 'open' && market.status === 1,
    market: {
      marketId: market.market_id,
      marketName: names.market,
      specifier: market.specifier,
      marketGroup: null,
    },
    outcome: { outcomeId: String(runner.number), outcomeName: `${runner.number}. ${runner.name}` },
    match: { matchId: race.id, matchUrnId: race.urn_id, matchSlug: race.slug },
    sportKey: 'virtual-horse-racing',
    nameA: race.name,
    nameB: '',
    categoryName: names.category,
    matchStatus:
      race.status === 'open' || race.status === 'closed' ? 0 : race.status === 'playing' ? 1 : 4,
  };
}
