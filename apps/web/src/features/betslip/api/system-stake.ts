/**
 * What a system bet's stake means: the amount typed is the TOTAL stake, split evenly over its
 * lines (domain returns.ts), so a 2/3 for 3.00 EUR is three doubles of 1.00 EUR. The slip says
 * so and shows the other figure, the stake of one line.
 */
export interface SystemStakeSplit {
  lines: bigint;
  /** One line's stake, rounded down to the subunit. */
  perLine: bigint;
  /** False when the total does not divide evenly: the per-line figure is then approximate. */
  exact: boolean;
}

export function systemStakeSplit(totalStake: bigint, lines: bigint): SystemStakeSplit | null {
  if (lines <= 1n) return null;
  return { lines, perLine: totalStake / lines, exact: totalStake % lines === 0n };
}
