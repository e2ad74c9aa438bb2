export type SettlementBetType = 'single' | 'combo' | 'system';

/**
 * How many legs each combination of the bet holds: 1 for a single, every leg for a combo, the
 * system's k. Refuses a shape placement would never have accepted.
 */
export function winCountOf(
  type: SettlementBetType,
  legCount: number,
  systemWinCount: number | undefined,
): number {
  if (legCount === 0) throw new RangeError('A bet needs at least one leg');
  switch (type) {
    case 'single':
      if (legCount !== 1) throw new RangeError(`A single has one leg, not ${legCount}`);
      return 1;
    case 'combo':
      return legCount;
    case 'system':
      if (systemWinCount === undefined) throw new RangeError('A system needs its win count');
      return systemWinCount;
    default:
      throw new RangeError(`Unknown bet type ${String(type)}`);
  }
}

export function checkStake(stake: bigint): void {
  if (stake < 0n) throw new RangeError('A stake cannot be negative');
}
