import { maxPayoutOf } from '../slip/returns';
import { checkStake, winCountOf } from './bet-shape';
import type { SettlementBetType } from './bet-shape';
import { combinationSum } from './combination-sum';
import { floorOf } from './fraction';
import { legFactor } from './leg-factor';
import type { SettledLeg } from './leg-factor';

export type BetResult =
  | 'no_results'
  | 'canceled'
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other'
  | 'cashed_out';

export interface SettleBetInput {
  type: SettlementBetType;
  /** Subunits; for a system the TOTAL stake, split evenly over its combinations (RET-003). */
  stake: bigint;
  currency: string;
  systemWinCount?: number;
  legs: SettledLeg[];
}

export interface SettledBet {
  /** Gross payout in subunits (stake included), rounded down once, at most MAX_PAYOUT. */
  payout: bigint;
  result: BetResult;
}

/**
 * The payout and result of a bet whose legs all have results (SETTLE-002 … SETTLE-006). A bet
 * whose legs all win pays exactly the potential return placement promised (RET-001 … RET-006):
 * the same exact fraction, rounded down once and capped the same way. `no_results`, `canceled`
 * and `cashed_out` are never returned: they are states the server knows about, not sums.
 */
export function settleBet(input: SettleBetInput): SettledBet {
  checkStake(input.stake);
  const cap = maxPayoutOf(input.currency);
  const winCount = winCountOf(input.type, input.legs.length, input.systemWinCount);
  const factors = input.legs.map(legFactor);
  if (input.legs.every((leg) => leg.result === 'void'))
    return { payout: input.stake, result: 'refund_entire' };
  const exact = combinationSum(input.stake, factors, winCount);
  const rounded = floorOf(exact);
  const payout = rounded > cap ? cap : rounded;
  if (exact.numerator === 0n) return { payout: 0n, result: 'lose_entire' };
  return { payout, result: resultOf(input.legs) };
}

/**
 * SETTLE-006. The legs that still count (a system's lost legs only kill their own combinations)
 * decide: any half loss among them → refund_half_lose_other, else any half win →
 * refund_half_win_other, else any win → win_entire; only voids left (a system whose other legs
 * lost) is a part refund → refund_half_lose_other. A single's half results map the same way.
 * All-void and nothing-returned are decided before.
 */
function resultOf(legs: SettledLeg[]): BetResult {
  const counted = legs.filter((leg) => leg.result !== 'lose');
  if (counted.some((leg) => leg.result === 'half_lose')) return 'refund_half_lose_other';
  if (counted.some((leg) => leg.result === 'half_win')) return 'refund_half_win_other';
  if (counted.some((leg) => leg.result === 'win')) return 'win_entire';
  return 'refund_half_lose_other';
}
