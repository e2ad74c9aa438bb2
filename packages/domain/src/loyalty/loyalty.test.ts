import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOYALTY,
  compPointCounters,
  compPointsChange,
  compPointsOf,
  tierOf,
} from './loyalty';

const groups = DEFAULT_LOYALTY.statusGroups;

describe('LOY-001 / LOY-002 comp points', () => {
  it('sum the matching conditions by whole units of stake', () => {
    const c = DEFAULT_LOYALTY.conditions;
    expect(
      compPointsOf({ stake: 2_550n, currency: 'EUR', result: 'win_entire', status: 'done' }, c),
    ).toEqual({ points: 25n, persistent: 25n });
    expect(
      compPointsOf({ stake: 2_550n, currency: 'EUR', result: 'lose_entire', status: 'done' }, c),
    ).toEqual({ points: 50n, persistent: 25n });
    expect(
      compPointsOf({ stake: 5n, currency: 'EUR', result: 'lose_entire', status: 'done' }, c),
    ).toEqual({ points: 0n, persistent: 0n });
    expect(
      compPointsOf({ stake: 200_000n, currency: 'EUR', result: 'lose_entire', status: 'done' }, c),
    ).toEqual({ points: 2000n, persistent: 2000n });
    expect(
      compPointsOf({ stake: 5_000n, currency: 'EUR', result: 'refund', status: 'cancelled' }, c),
    ).toEqual({ points: 0n, persistent: 0n });
  });

  it('persistent points never exceed points, and counters carry exactly them', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.constantFrom('win_entire', 'lose_entire', 'refund_half_win_other'),
        (stake, result) => {
          const earned = compPointsOf(
            { stake, currency: 'EUR', result, status: 'done' },
            DEFAULT_LOYALTY.conditions,
          );
          expect(earned.persistent <= earned.points).toBe(true);
          const sum = compPointCounters(1, earned).reduce((s, c) => s + c.add, 0n);
          expect(sum).toBe(earned.points + earned.persistent);
        },
      ),
    );
  });
});

describe('LOY-001 across re-settlements', () => {
  it('the changes of any sequence of verdicts and rollbacks add up to the last verdict', () => {
    const verdict = fc.record({
      result: fc.constantFrom('no_results', 'win_entire', 'lose_entire', 'canceled'),
      status: fc.constantFrom('open', 'done', 'cancelled'),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
        fc.array(verdict, { minLength: 1, maxLength: 6 }),
        (stake, verdicts) => {
          const bet = { stake, currency: 'EUR' };
          const conditions = DEFAULT_LOYALTY.conditions;
          let before = { result: 'no_results', status: 'open' };
          const total = { points: 0n, persistent: 0n };
          for (const after of verdicts) {
            const change = compPointsChange(bet, before, after, conditions);
            total.points += change.points;
            total.persistent += change.persistent;
            before = after;
          }
          expect(total).toEqual(compPointsOf({ ...bet, ...before }, conditions));
        },
      ),
    );
  });
});

describe('LOY-003 status groups', () => {
  it('change exactly at the threshold, with progress to the next', () => {
    expect(tierOf(999, groups)).toMatchObject({
      current: { id: 'bronze' },
      next: { id: 'silver' },
      pointsToNext: 1,
      percent: 99,
    });
    expect(tierOf(1000, groups)).toMatchObject({
      current: { id: 'silver' },
      pointsToNext: 4000,
      percent: 0,
    });
    expect(tierOf(3000, groups)).toMatchObject({ current: { id: 'silver' }, percent: 50 });
    expect(tierOf(25_000, groups)).toMatchObject({
      current: { id: 'platinum' },
      next: null,
      percent: 100,
    });
  });
  it('never go down as points grow', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(tierOf(hi, groups).current.minPoints).toBeGreaterThanOrEqual(
          tierOf(lo, groups).current.minPoints,
        );
      }),
    );
  });
});
