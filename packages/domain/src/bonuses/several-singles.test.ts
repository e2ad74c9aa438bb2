import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BONUS_STATUSES, isNewBonus, refusesAlone, repeatedBonusUses } from './index';

describe('BON-012 a bonus carries one bet of a placement', () => {
  it('refuses the later bets naming a bonus an earlier bet named', () => {
    expect([...repeatedBonusUses(['a', 'b', 'a', undefined, 'b', 'c'])]).toEqual([2, 4]);
    expect(repeatedBonusUses([undefined, undefined]).size).toBe(0);
  });

  it('keeps exactly one bet per distinct bonus (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: undefined }), {
          maxLength: 20,
        }),
        (ids) => {
          const repeated = repeatedBonusUses(ids);
          const kept = ids.filter((id, i) => id !== undefined && !repeated.has(i));
          expect(new Set(kept).size).toBe(kept.length);
          expect(new Set(kept)).toEqual(new Set(ids.filter((id) => id !== undefined)));
          // The first use is the one kept.
          for (const i of repeated) expect(ids.indexOf(ids[i])).toBeLessThan(i);
        },
      ),
    );
  });
});

describe('BON-013 several singles are refused one by one', () => {
  it('refuses a single alone only among several singles with one placed', () => {
    expect(refusesAlone({ betType: 'single', betCount: 3, refusedCount: 1 })).toBe(true);
    expect(refusesAlone({ betType: 'single', betCount: 3, refusedCount: 2 })).toBe(true);
    expect(refusesAlone({ betType: 'single', betCount: 3, refusedCount: 3 })).toBe(false);
    expect(refusesAlone({ betType: 'single', betCount: 1, refusedCount: 1 })).toBe(false);
    expect(refusesAlone({ betType: 'combo', betCount: 1, refusedCount: 1 })).toBe(false);
    expect(refusesAlone({ betType: 'system', betCount: 1, refusedCount: 1 })).toBe(false);
  });
});

describe('BON-005 a new bonus is unseen and usable', () => {
  it('never calls a bonus not available to the player, or over, new', () => {
    for (const status of BONUS_STATUSES) {
      const usable = status === 'available' || status === 'active';
      expect(isNewBonus({ seen: false, status })).toBe(usable);
      expect(isNewBonus({ seen: true, status })).toBe(false);
    }
  });
});
