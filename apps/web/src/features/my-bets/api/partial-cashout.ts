import { partialCashoutValue } from '@sportsbook/domain';
import type { HistoryBet } from './bet-history';

/**
 * Partial cashout (docs/decisions/016): the player cashes out a part of the stake still riding on
 * the bet and the rest stays open. The part moves in "nice" steps (1, 2 or 5 × a power of ten
 * subunits) fine enough for at most MAX_POSITIONS positions; it is at least one step and leaves
 * at least one step open — a part equal to the whole remaining stake is a full cashout, which the
 * plain button does. All amounts are integer subunits.
 */
const MAX_POSITIONS = 100n;
const NICE_FACTORS = [1n, 2n, 5n] as const;

/** The stake not yet cashed out: what partial cashouts and the potential win are about. */
export function remainingStakeOf(bet: Pick<HistoryBet, 'stake' | 'cashedOutStake'>): bigint {
  const remaining = BigInt(bet.stake.value) - BigInt(bet.cashedOutStake);
  return remaining > 0n ? remaining : 0n;
}

/** The smallest nice step that cuts `remaining` into at most MAX_POSITIONS parts (≥ 1 subunit). */
export function partialStakeStep(remaining: bigint): bigint {
  const wanted = (remaining + MAX_POSITIONS - 1n) / MAX_POSITIONS;
  for (let power = 1n; ; power *= 10n) {
    for (const factor of NICE_FACTORS) {
      const step = factor * power;
      if (step >= wanted) return step;
    }
  }
}

export interface PartialStakeRange {
  step: bigint;
  /** Positions 1 … count are the parts step … count × step. */
  count: number;
}

/**
 * The parts a player can pick: multiples of the step from one step up to the largest that still
 * leaves at least one step open. Null when there is no such part (a remaining stake under two
 * steps, i.e. two subunits).
 */
export function partialStakeRange(remaining: bigint): PartialStakeRange | null {
  if (remaining <= 0n) return null;
  const step = partialStakeStep(remaining);
  const count = Number(remaining / step - 1n);
  return count >= 1 ? { step, count } : null;
}

/** The part at a slider position, clamped into the range. */
export function partAt(range: PartialStakeRange, position: number): bigint {
  const clamped = Math.min(range.count, Math.max(1, Math.round(position)));
  return range.step * BigInt(clamped);
}

/** The position to start at: the one nearest half of the remaining stake. */
export function middlePosition(range: PartialStakeRange): number {
  return Math.max(1, Math.ceil(range.count / 2));
}

/**
 * What cashing out `part` pays, from the live value of the whole remaining stake: the domain's
 * own rule, so the amount shown is the one the server checks against. Null when there is no
 * value or the part pays nothing (the server would answer invalid_partial_stake).
 */
export function partialCashoutAmount(
  fullValue: string | null,
  remaining: bigint,
  part: bigint,
): string | null {
  if (fullValue === null || remaining <= 0n || part <= 0n || part > remaining) return null;
  const amount = partialCashoutValue(BigInt(fullValue), remaining, part);
  return amount > 0n ? amount.toString() : null;
}
