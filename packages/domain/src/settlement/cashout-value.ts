import { maxPayoutOf } from '../slip/returns';
import { checkStake, winCountOf } from './bet-shape';
import type { SettlementBetType } from './bet-shape';
import { combinationSum } from './combination-sum';
import { floorOf, times } from './fraction';
import type { Fraction } from './fraction';
import { cappedOdds, legFactor } from './leg-factor';
import type { OutcomeResult } from './leg-factor';

export type CashoutLeg =
  | { state: 'settled'; oddsThousandths: number; result: OutcomeResult; deadHeatFactor?: number }
  | { state: 'open'; oddsThousandths: number; currentOddsThousandths: number }
  /** Suspended, deactivated, provider down: no cashout. */
  | { state: 'unavailable' };

export interface CashoutValueInput {
  type: SettlementBetType;
  stake: bigint;
  currency: string;
  systemWinCount?: number;
  legs: CashoutLeg[];
  /** default CASHOUT_MARGIN */
  margin?: number;
}

/** The house keeps 5 % of the fair value of a bet it buys back (CASHOUT-004). _decision_ */
export const CASHOUT_MARGIN = 0.05;

const PPM = 1_000_000n;

function keptShare(margin: number): Fraction {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1)
    throw new RangeError(`A cashout margin is in [0, 1), not ${margin}`);
  return { numerator: BigInt(Math.round((1 - margin) * 1_000_000)), denominator: PPM };
}

/**
 * What the house pays now to buy back an open bet (CASHOUT-001 … CASHOUT-003): its fair value at
 * current prices — per combination, the stake share × the settled legs' factors × accepted /
 * current odds of each open leg (the current price is the market's view of its chance) — less
 * the margin, rounded down to the subunit and never above what the bet can still pay. Null when
 * no cashout is offered: a leg unavailable, nothing left open, the bet already lost, or a value
 * that rounds to nothing.
 */
export function cashoutValue(input: CashoutValueInput): bigint | null {
  checkStake(input.stake);
  const winCount = winCountOf(input.type, input.legs.length, input.systemWinCount);
  const kept = keptShare(input.margin ?? CASHOUT_MARGIN);
  const cap = maxPayoutOf(input.currency);
  const fair: Fraction[] = [];
  const best: Fraction[] = [];
  let open = 0;
  for (const leg of input.legs) {
    if (leg.state === 'unavailable') return null;
    if (leg.state === 'settled') {
      const factor = legFactor(leg);
      fair.push(factor);
      best.push(factor);
      continue;
    }
    open++;
    const accepted = cappedOdds(leg.oddsThousandths);
    if (!Number.isInteger(leg.currentOddsThousandths) || leg.currentOddsThousandths < 1000)
      throw new RangeError(`${leg.currentOddsThousandths} is not a price in thousandths`);
    fair.push({ numerator: accepted, denominator: BigInt(leg.currentOddsThousandths) });
    best.push({ numerator: accepted, denominator: 1000n });
  }
  if (open === 0) return null;
  const value = floorOf(times(combinationSum(input.stake, fair, winCount), kept));
  const most = floorOf(combinationSum(input.stake, best, winCount));
  const ceiling = most < cap ? most : cap;
  const capped = value < ceiling ? value : ceiling;
  return capped > 0n ? capped : null;
}

/**
 * Cashing out `part` of the stake (CASHOUT-005): that share of the full value, rounded down; the
 * rest of the bet stays open on the remaining stake.
 */
export function partialCashoutValue(full: bigint, stake: bigint, part: bigint): bigint {
  if (stake <= 0n) throw new RangeError('A bet to cash out has a stake');
  if (full < 0n) throw new RangeError('A cashout value cannot be negative');
  if (part <= 0n || part > stake)
    throw new RangeError('A partial cashout is of more than nothing and at most the stake');
  return (full * part) / stake;
}
