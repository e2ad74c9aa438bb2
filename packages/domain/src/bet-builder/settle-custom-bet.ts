import type { OutcomeResult } from '../settlement/leg-factor';

/**
 * BB-007: a custom bet settles as one leg at its custom price. Its parts' results combine as
 * "all must win": any part lost loses the bet; otherwise any part void (its market cancelled, a
 * part that can no longer be priced alone) voids the whole bet, stake back, because the price
 * was for the joint event and the rest of it was never priced on its own (decision 046).
 * Half results cannot happen: the builder only combines yes/no outcomes of the final score.
 */
export function customBetLegResult(parts: OutcomeResult[]): OutcomeResult {
  if (parts.length === 0) throw new RangeError('A custom bet has parts');
  if (parts.some((r) => r === 'lose' || r === 'half_lose')) return 'lose';
  if (parts.some((r) => r === 'void' || r === 'half_win')) return 'void';
  return 'win';
}
