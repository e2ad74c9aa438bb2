import { customBetLegResult, settleBet, startingPriceLeg } from '@sportsbook/domain';
import type { BetResult, OutcomeResult, SettledLeg } from '@sportsbook/domain';
import type { BetRow, BetSelectionRow, MarketResultRow } from '@sportsbook/db';

/**
 * What a bet is owed under the results stored now (decision 013). Pure: the worker posts the
 * difference between `payout` and what settlement already paid, so computing this twice from the
 * same results posts nothing the second time.
 */
export type SettlementDecision =
  /** Some leg has no result (never settled, or rolled back): nothing is owed yet. */
  | { kind: 'open' }
  | { kind: 'settled'; payout: bigint; result: BetResult; status: 'done' | 'cancelled' };

export type BetForSettlement = Pick<
  BetRow,
  'type' | 'stake' | 'cashedOutStake' | 'currency' | 'systemWinCount'
> &
  Partial<Pick<BetRow, 'oddsThousandths'>>;

export const lineKeyOfSelection = (
  s: Pick<BetSelectionRow, 'eventId' | 'marketId' | 'specifier'>,
) => `${s.eventId}/${s.marketId}/${s.specifier}`;

interface LegResult {
  result: OutcomeResult;
  deadHeatFactor?: number;
  rule4Deduction?: number;
  /** Racing win/place lines: this outcome's SP (decision 072). */
  startingPrice?: number;
  cancelled: boolean;
}

/** A leg's result from its line's row; undefined while the line has none. */
function legResultOf(
  selection: BetSelectionRow,
  line: MarketResultRow | undefined,
): LegResult | undefined {
  if (!line || line.status === 'rolled_back') return undefined;
  if (line.status === 'cancelled') return { result: 'void', cancelled: true };
  const outcome = line.results.find((r) => r.outcomeId === selection.outcomeId);
  // A settled line that does not name the outcome is a feed fault: wait rather than guess.
  if (!outcome) return undefined;
  return {
    result: outcome.result,
    cancelled: false,
    ...(outcome.deadHeatFactor === undefined ? {} : { deadHeatFactor: outcome.deadHeatFactor }),
    ...(outcome.rule4Deduction === undefined ? {} : { rule4Deduction: outcome.rule4Deduction }),
    ...(outcome.startingPrice === undefined ? {} : { startingPrice: outcome.startingPrice }),
  };
}

export function decideSettlement(
  bet: BetForSettlement,
  selections: BetSelectionRow[],
  resultsByLine: ReadonlyMap<string, MarketResultRow>,
): SettlementDecision {
  const legs = selections.map((s) => legResultOf(s, resultsByLine.get(lineKeyOfSelection(s))));

  // Lost early: more legs lost outright than the bet can spare (a combo none, a system n − k).
  const needed =
    bet.type === 'system' ? (bet.systemWinCount ?? selections.length) : selections.length;
  const lost = legs.filter((leg) => leg?.result === 'lose').length;
  if (lost > selections.length - needed) {
    return { kind: 'settled', payout: 0n, result: 'lose_entire', status: 'done' };
  }

  if (legs.some((leg) => leg === undefined)) return { kind: 'open' };
  const decided = legs as LegResult[];
  if (bet.type === 'custom_bet') return decideCustomBet(bet, decided);
  const settledLegs = decided.map((leg, index): SettledLeg | undefined => {
    const taken: SettledLeg = {
      oddsThousandths: selections[index]!.oddsThousandths,
      result: leg.result,
      ...(leg.deadHeatFactor === undefined ? {} : { deadHeatFactor: leg.deadHeatFactor }),
      ...(leg.rule4Deduction === undefined ? {} : { rule4Deduction: leg.rule4Deduction }),
    };
    // RACE-014/005 (decision 072): an SP leg at its line's starting price, without Rule 4.
    return selections[index]!.oddsType === 'sp'
      ? startingPriceLeg(taken, leg.startingPrice)
      : taken;
  });
  if (settledLegs.some((leg) => leg === undefined)) return { kind: 'open' };
  const { payout, result } = settleBet({
    type: bet.type,
    stake: bet.stake - bet.cashedOutStake,
    currency: bet.currency,
    ...(bet.systemWinCount === null ? {} : { systemWinCount: bet.systemWinCount }),
    legs: settledLegs as SettledLeg[],
  });
  // Every market of the bet cancelled: the bet itself is cancelled (stake back, result canceled).
  if (decided.every((leg) => leg.cancelled)) {
    return { kind: 'settled', payout, result: 'canceled', status: 'cancelled' };
  }
  return { kind: 'settled', payout, result, status: 'done' };
}

/**
 * BB-007 (decision 046): a custom bet is one leg at its combined price. Every part won: stake ×
 * price; a part lost: lost; otherwise a void part voids the bet (stake back), and every part's
 * market cancelled cancels it.
 */
function decideCustomBet(bet: BetForSettlement, decided: LegResult[]): SettlementDecision {
  if (bet.oddsThousandths === undefined) throw new RangeError('A custom bet needs its price');
  const { payout, result } = settleBet({
    type: 'single',
    stake: bet.stake - bet.cashedOutStake,
    currency: bet.currency,
    legs: [
      {
        oddsThousandths: Number(bet.oddsThousandths),
        result: customBetLegResult(decided.map((leg) => leg.result)),
      },
    ],
  });
  if (decided.every((leg) => leg.cancelled)) {
    return { kind: 'settled', payout, result: 'canceled', status: 'cancelled' };
  }
  return { kind: 'settled', payout, result, status: 'done' };
}
