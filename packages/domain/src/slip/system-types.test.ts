import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableSystemTypes,
  combinations,
  isSystemType,
  normalizeSystemTypes,
  numberOfCombinations,
  systemTypeId,
  systemTypesFor,
  systemTypesUpTo,
} from './system-types';

describe('system types', () => {
  it('SYS-001 a system k/n has 2 <= k < n, so the smallest is 2/3', () => {
    expect(isSystemType({ winCount: 2, totalCount: 3 })).toBe(true);
    expect(isSystemType({ winCount: 3, totalCount: 3 })).toBe(false);
    expect(isSystemType({ winCount: 1, totalCount: 3 })).toBe(false);
    expect(isSystemType({ winCount: 1.5, totalCount: 3 })).toBe(false);
    expect(systemTypeId({ winCount: 2, totalCount: 3 })).toBe('2/3');
  });

  it('SYS-002 n selections offer 2/n up to (n-1)/n, sorted by winCount', () => {
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(3)).toEqual([{ totalCount: 3, winCount: 2 }]);
    expect(systemTypesFor(4)).toEqual([
      { totalCount: 4, winCount: 2 },
      { totalCount: 4, winCount: 3 },
    ]);
    expect(systemTypesFor(6).map(systemTypeId)).toEqual(['2/6', '3/6', '4/6', '5/6']);
  });

  it('SYS-003 system lists are sorted by totalCount then winCount, deduplicated and valid', () => {
    const list = normalizeSystemTypes([
      { totalCount: 4, winCount: 3 },
      { totalCount: 3, winCount: 2 },
      { totalCount: 4, winCount: 2 },
      { totalCount: 3, winCount: 2 },
      { totalCount: 3, winCount: 3 },
    ]);
    expect(list.map(systemTypeId)).toEqual(['2/3', '2/4', '3/4']);
    expect(availableSystemTypes(list, 4).map(systemTypeId)).toEqual(['2/4', '3/4']);
    expect(systemTypesUpTo(5).map(systemTypeId)).toEqual([
      '2/3',
      '2/4',
      '3/4',
      '2/5',
      '3/5',
      '4/5',
    ]);
  });

  it('SYS-004 combinations lists every k-subset once, in lexicographic order', () => {
    expect(combinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(combinations(4, 0)).toEqual([[]]);
    expect(combinations(2, 3)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const all = combinations(n, k);
        expect(BigInt(all.length)).toBe(numberOfCombinations(n, k));
        expect(new Set(all.map((subset) => subset.join(','))).size).toBe(all.length);
        for (const subset of all) {
          expect(subset).toHaveLength(k);
          expect(
            subset.every((value, i) => value < n && (i === 0 || value > (subset[i - 1] ?? -1))),
          ).toBe(true);
        }
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('SYS-005 the number of combinations is exact, even where a float would not be', () => {
    expect(numberOfCombinations(3, 2)).toBe(3n);
    expect(numberOfCombinations(12, 6)).toBe(924n);
    expect(numberOfCombinations(60, 30)).toBe(118264581564861424n);
    expect(numberOfCombinations(5, 7)).toBe(0n);
  });
});
