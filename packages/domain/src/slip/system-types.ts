/**
 * System bets (betting-core §3, §5): a system "k/n" is every combo of k selections out of the n in
 * the slip, each combination a bet of its own. 3/3 would be a plain combo and 1/n plain singles,
 * so a system has 2 ≤ k < n, which makes the smallest system 2/3.
 */
export interface SystemType {
  totalCount: number;
  winCount: number;
}

/** Largest n offered by default: 2/12 is 66 combinations, 6/12 already 924. */
export const DEFAULT_MAX_SYSTEM_SELECTIONS = 12;

/** Whether k/n is a system at all (2 ≤ k < n, integers). */
export function isSystemType(type: SystemType): boolean {
  const { totalCount, winCount } = type;
  return (
    Number.isInteger(totalCount) &&
    Number.isInteger(winCount) &&
    winCount >= 2 &&
    winCount < totalCount
  );
}

export function sameSystemType(a: SystemType | null, b: SystemType | null): boolean {
  if (a === null || b === null) return a === b;
  return a.totalCount === b.totalCount && a.winCount === b.winCount;
}

/** The wire name of a system type, e.g. '2/3'. */
export function systemTypeId(type: SystemType): string {
  return `${type.winCount}/${type.totalCount}`;
}

/** Sorted by totalCount then winCount, as the ticket keeps them (betting-core §3). */
export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

/** Every system for exactly n selections: 2/n … (n-1)/n; none below 3 selections. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  const types: SystemType[] = [];
  for (let winCount = 2; winCount < selectionCount; winCount++) {
    types.push({ totalCount: selectionCount, winCount });
  }
  return types;
}

/** Every system for 3 … maxSelections selections, sorted: the default list before settings load. */
export function systemTypesUpTo(maxSelections = DEFAULT_MAX_SYSTEM_SELECTIONS): SystemType[] {
  const types: SystemType[] = [];
  for (let n = 3; n <= maxSelections; n++) types.push(...systemTypesFor(n));
  return types;
}

/**
 * A list from the settings, made safe to rely on: only real systems, no duplicates, sorted.
 */
export function normalizeSystemTypes(types: readonly SystemType[]): SystemType[] {
  const unique = new Map<string, SystemType>();
  for (const type of types) {
    if (isSystemType(type)) unique.set(systemTypeId(type), { ...type });
  }
  return [...unique.values()].sort(compareSystemTypes);
}

/** The systems from `available` that fit n selections, sorted by winCount. */
export function availableSystemTypes(
  available: readonly SystemType[],
  selectionCount: number,
): SystemType[] {
  return normalizeSystemTypes(available.filter((type) => type.totalCount === selectionCount));
}

/** C(n, k) as a bigint: 30 selections already give C(30,15) ≈ 1.5e8 combinations. */
export function numberOfCombinations(totalCount: number, winCount: number): bigint {
  if (!Number.isInteger(totalCount) || !Number.isInteger(winCount)) return 0n;
  if (winCount < 0 || winCount > totalCount) return 0n;
  const k = Math.min(winCount, totalCount - winCount);
  let result = 1n;
  for (let i = 1; i <= k; i++) {
    // Multiplying before dividing keeps every intermediate an exact binomial coefficient.
    result = (result * BigInt(totalCount - k + i)) / BigInt(i);
  }
  return result;
}

/**
 * Every k-subset of 0 … n-1 as index lists, in lexicographic order. Meant for showing the
 * combinations of a system; returns are computed without enumerating them (see returns.ts).
 */
export function combinations(totalCount: number, winCount: number): number[][] {
  const result: number[][] = [];
  if (winCount < 0 || winCount > totalCount) return result;
  const current: number[] = [];
  const walk = (start: number): void => {
    if (current.length === winCount) {
      result.push([...current]);
      return;
    }
    // Stop early when too few indices remain to fill the subset.
    for (let i = start; i <= totalCount - (winCount - current.length); i++) {
      current.push(i);
      walk(i + 1);
      current.pop();
    }
  };
  walk(0);
  return result;
}
