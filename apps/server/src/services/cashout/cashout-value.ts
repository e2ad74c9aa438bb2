import type { ProviderStatusWire, SelectionResult } from '@sportsbook/contract';
import { getBettingLines, getMarketResultsOf, lineKeyOf } from '@sportsbook/db';
import type {
  BetSelectionRow,
  BetWithSelections,
  BettingLine,
  Database,
  MarketResultRow,
} from '@sportsbook/db';
import { cashoutValue } from '@sportsbook/domain';
import type { CashoutLeg } from '@sportsbook/domain';
import { currentCustomOddsOf, findCustomBetMatch } from '../bets/custom-bet';
import type { CustomBetMatch } from '../bets/custom-bet';

/**
 * The cashout value of an open bet (issue 7): the domain's fair value less margin from the
 * prices in `markets` now, with legs the feed has settled taken from `market_results`. A leg
 * that cannot be priced (market not open, outcome inactive, provider down, match no longer
 * bettable, no line) makes the whole bet uncashable: null. A custom bet is valued as one leg at
 * its combined price (decision 059).
 */

export type IsProviderActive = (provider: ProviderStatusWire['provider']) => boolean;

/** Only a bet waiting for results can be cashed out; settled, cashed out or in progress cannot. */
export const CASHABLE_STATUS = 'waiting_results';

/** The state the feed's results give one selection; null while its market has no result. */
export function selectionResultOf(
  selection: Pick<BetSelectionRow, 'outcomeId'>,
  row: MarketResultRow | undefined,
): { result: SelectionResult; deadHeatFactor?: number } | null {
  if (!row || row.status === 'rolled_back') return null;
  if (row.status === 'cancelled') return { result: 'void' };
  const outcome = row.results.find((r) => r.outcomeId === selection.outcomeId);
  if (!outcome) return null;
  return {
    result: outcome.result,
    ...(outcome.deadHeatFactor !== undefined && outcome.deadHeatFactor < 1
      ? { deadHeatFactor: outcome.deadHeatFactor }
      : {}),
  };
}

export interface CashoutInputs {
  lines: Map<string, BettingLine>;
  results: Map<string, MarketResultRow>;
  isProviderActive: IsProviderActive;
  /**
   * Open custom bets' combined prices now (thousandths) by bet id, re-priced from the match's
   * model and state; null when the combination cannot be priced now (decision 059).
   */
  customOdds: Map<string, number | null>;
}

function legOf(selection: BetSelectionRow, inputs: CashoutInputs): CashoutLeg {
  // An SP bet has no price to cash out against until the off, and none is offered after it
  // (decision 072): its stored price is only the cap that bounds it.
  if (selection.oddsType === 'sp') return { state: 'unavailable' };
  const key = lineKeyOf(selection);
  const settled = selectionResultOf(selection, inputs.results.get(key));
  if (settled) {
    return {
      state: 'settled',
      oddsThousandths: selection.oddsThousandths,
      result: settled.result,
      ...(settled.deadHeatFactor !== undefined ? { deadHeatFactor: settled.deadHeatFactor } : {}),
    };
  }
  const line = inputs.lines.get(key);
  const outcome = line?.outcomes.find((o) => o.outcomeId === selection.outcomeId);
  const priced =
    line &&
    outcome &&
    line.marketStatus === 1 &&
    outcome.active &&
    (line.eventStatus === 0 || line.eventStatus === 1) &&
    inputs.isProviderActive(line.provider as ProviderStatusWire['provider']);
  if (!priced) return { state: 'unavailable' };
  return {
    state: 'open',
    oddsThousandths: selection.oddsThousandths,
    currentOddsThousandths: outcome.odds,
  };
}

/** The stake still riding on the bet: partial cashouts took the rest. */
export const remainingStake = (bet: BetWithSelections) => bet.stake - bet.cashedOutStake;

/**
 * What cashing out the whole remaining stake pays now; null when it cannot be cashed out (not
 * open, a leg unpriceable, or nothing left to win).
 */
export function cashoutValueOf(bet: BetWithSelections, inputs: CashoutInputs): bigint | null {
  if (bet.status !== CASHABLE_STATUS) return null;
  const stake = remainingStake(bet);
  if (stake <= 0n) return null;
  if (bet.type === 'custom_bet') return customBetCashoutValue(bet, stake, inputs);
  const value = cashoutValue({
    type: bet.type,
    stake,
    currency: bet.currency,
    ...(bet.systemWinCount !== null ? { systemWinCount: bet.systemWinCount } : {}),
    legs: bet.selections.map((selection) => legOf(selection, inputs)),
  });
  return value !== null && value > 0n ? value : null;
}

/**
 * A custom bet's cashout (decision 059): its parts are priced together, so the bet is one leg —
 * the combined price it was placed at against the combination's price now from the model
 * (stake × placed / current, less the margin, as a single). Every part must still be open and
 * priced (line open, outcome active, match prematch or live, provider up) and none may have a
 * result: a decided part, a suspended line or a finished match means no offer.
 */
function customBetCashoutValue(
  bet: BetWithSelections,
  stake: bigint,
  inputs: CashoutInputs,
): bigint | null {
  const parts = bet.selections.map((selection) => legOf(selection, inputs));
  if (parts.some((part) => part.state !== 'open')) return null;
  const current = inputs.customOdds.get(bet.id);
  if (current === undefined || current === null) return null;
  const value = cashoutValue({
    type: 'single',
    stake,
    currency: bet.currency,
    legs: [
      {
        state: 'open',
        oddsThousandths: Number(bet.oddsThousandths),
        currentOddsThousandths: current,
      },
    ],
  });
  return value !== null && value > 0n ? value : null;
}

/** The current combined price of each open custom bet among `bets`, one model read per match. */
async function loadCustomOdds(
  db: Database,
  bets: BetWithSelections[],
): Promise<Map<string, number | null>> {
  const prices = new Map<string, number | null>();
  const matches = new Map<number, CustomBetMatch | null>();
  for (const bet of bets) {
    if (bet.type !== 'custom_bet' || bet.status !== CASHABLE_STATUS) continue;
    const matchId = bet.selections[0]?.eventId;
    if (matchId === undefined || bet.selections.some((s) => s.eventId !== matchId)) {
      prices.set(bet.id, null);
      continue;
    }
    if (!matches.has(matchId)) matches.set(matchId, await findCustomBetMatch(db, matchId));
    const match = matches.get(matchId);
    prices.set(
      bet.id,
      match ? currentCustomOddsOf(match, bet.selections, Number(bet.oddsThousandths)) : null,
    );
  }
  return prices;
}

/** Whether any leg is still to be played in play: a cashout of it waits the in-play delay. */
export function hasLiveOpenLeg(bet: BetWithSelections, inputs: CashoutInputs): boolean {
  return bet.selections.some((selection) => {
    const key = lineKeyOf(selection);
    if (selectionResultOf(selection, inputs.results.get(key))) return false;
    return inputs.lines.get(key)?.eventStatus === 1;
  });
}

/** Prices and results of the selections of these bets, read once for all of them. */
export async function loadCashoutInputs(
  db: Database,
  bets: BetWithSelections[],
  isProviderActive: IsProviderActive,
): Promise<CashoutInputs> {
  // Prices matter for open bets only; results also give settled bets their selection badges.
  const open = bets.filter((bet) => bet.status === CASHABLE_STATUS).flatMap((b) => b.selections);
  // One after the other: inside a transaction both would share one connection.
  const lines = await getBettingLines(db, open, 'en');
  const results = await getMarketResultsOf(
    db,
    bets.flatMap((bet) => bet.selections),
  );
  const customOdds = await loadCustomOdds(db, bets);
  return { lines, results, isProviderActive, customOdds };
}
