import type {
  RaceCardWire,
  RaceDisciplineWire,
  RaceRunnerWire,
} from '@sportsbook/contract/browser';
import { SP_BOUND_THOUSANDTHS } from '@sportsbook/domain';
import type { SelectionInput } from '@sportsbook/domain';
import { apiRequest } from '@/lib/api-fetch';

export const getRacing = () => apiRequest('racing');
export const getRace = (id: number) => apiRequest('race', { params: { id } });

/** Where each discipline's meetings are (decision 068): horses at /sport/racing. */
export const disciplinePath = (discipline: RaceDisciplineWire) =>
  discipline === 'greyhound' ? '/sport/racing/greyhounds' : '/sport/racing';

/** The slip's sport key of a race (the icon it shows). */
const sportKeyOf = (race: RaceCardWire) =>
  race.discipline === 'greyhound' ? 'greyhound-racing' : 'horse-racing';

export const racingKeys = {
  overview: ['racing', 'overview'] as const,
  race: (id: number) => ['racing', 'race', id] as const,
};

/**
 * A runner's win or place part as the slip takes it: at the price shown, or at SP (decision 072),
 * bounded by the cap 40.00 until the race's SP settles it.
 */
export function runnerSelection(
  race: RaceCardWire,
  runner: RaceRunnerWire,
  part: 'win' | 'place',
  marketName: string,
  oddsType: 'taken' | 'sp' = 'taken',
): SelectionInput | null {
  const market = part === 'win' ? race.markets.win : race.markets.place;
  const odds = part === 'win' ? runner.win_odds : runner.place_odds;
  if (!market || odds === null) return null;
  const sp = oddsType === 'sp';
  return {
    type: 'outright',
    provider: 'betconstruct',
    odds: sp ? SP_BOUND_THOUSANDTHS / 1000 : odds,
    ...(sp ? { oddsType: 'sp' as const } : {}),
    active: race.status === 'open' && !runner.non_runner,
    market: {
      marketId: market.market_id,
      marketName,
      specifier: market.specifier,
      marketGroup: null,
    },
    outcome: { outcomeId: String(runner.number), outcomeName: `${runner.number}. ${runner.name}` },
    match: { matchId: race.id, matchUrnId: race.urn_id, matchSlug: race.slug },
    sportKey: sportKeyOf(race),
    nameA: race.name,
    nameB: '',
    categoryName: race.course,
    matchStatus: race.status === 'open' ? 0 : race.status === 'off' ? 1 : 4,
  };
}

/**
 * A forecast (`a-b`) or tricast (`a-b-c`) line as the slip takes it: one selection of the order
 * market, outcome id the saddle-cloth numbers in finishing order (decision 060).
 */
export function orderSelection(
  race: RaceCardWire,
  kind: 'forecast' | 'tricast',
  picks: readonly number[],
  marketName: string,
): SelectionInput | null {
  const market = race.orders[kind];
  const outcomeId = picks.join('-');
  const odds = market?.prices[outcomeId];
  if (!market || odds === undefined) return null;
  const nameOf = (n: number) => race.runners.find((r) => r.number === n)?.name ?? String(n);
  return {
    type: 'outright',
    provider: 'betconstruct',
    odds,
    active: race.status === 'open',
    market: {
      marketId: market.market_id,
      marketName,
      specifier: market.specifier,
      marketGroup: null,
    },
    outcome: { outcomeId, outcomeName: picks.map((n) => `${n}. ${nameOf(n)}`).join(' → ') },
    match: { matchId: race.id, matchUrnId: race.urn_id, matchSlug: race.slug },
    sportKey: sportKeyOf(race),
    nameA: race.name,
    nameB: '',
    categoryName: race.course,
    matchStatus: race.status === 'open' ? 0 : race.status === 'off' ? 1 : 4,
  };
}
