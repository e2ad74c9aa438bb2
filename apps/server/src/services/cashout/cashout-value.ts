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

/**
 * The cashout value of an open bet (issue 7): the domain's fair value less margin from the
 * prices in `markets` now, with legs the feed has settled taken from `market_results`. A leg
 * that cannot be priced (market not open, outcome inactive, provider down, match no longer
 * bettable, no line) makes the whole bet uncashable: null.
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
}

function legOf(selection: BetSelectionRow, inputs: CashoutInputs): CashoutLeg {
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
  const value = cashoutValue({
    type: bet.type,
    stake,
    currency: bet.currency,
    ...(bet.systemWinCount !== null ? { systemWinCount: bet.systemWinCount } : {}),
    legs: bet.selections.map((selection) => legOf(selection, inputs)),
  });
  return value !== null && value > 0n ? value : null;
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
  return { lines, results, isProviderActive };
}
