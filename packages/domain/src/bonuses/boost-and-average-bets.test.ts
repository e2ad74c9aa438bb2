import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageBetsIssuePlan,
  averageBetsProgress,
  boostRefusal,
  boostedAmount,
  freebetBoostPlan,
  type BoostableFreebet,
} from './index';

const freebet = (over: Partial<BoostableFreebet> = {}): BoostableFreebet => ({
  id: 'fb1',
  type: 'freebet',
  status: 'available',
  timesUsed: 0,
  boosted: false,
  amount: 500n,
  boostMultiplierThousandths: 2000,
  ...over,
});

describe('freebet boost (decision 058)', () => {
  it('FBB-001 multiplies and rounds down, never below the amount', () => {
    expect(boostedAmount(500n, 2000)).toBe(1000n);
    expect(boostedAmount(333n, 1500)).toBe(499n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 100_000 }),
        (a, m) => {
          const b = boostedAmount(a, m);
          expect(b >= a).toBe(true);
          if (m >= 1000) expect(b * 1000n <= a * BigInt(m)).toBe(true);
        },
      ),
    );
  });

  it('FBB-002 refuses what is not boostable, boosted, used or unusable', () => {
    expect(boostRefusal(freebet())).toBeNull();
    expect(boostRefusal(freebet({ boostMultiplierThousandths: null }))).toBe('bonus_not_boostable');
    expect(boostRefusal(freebet({ boostMultiplierThousandths: 1000 }))).toBe('bonus_not_boostable');
    expect(boostRefusal(freebet({ type: 'comboboost' }))).toBe('bonus_not_boostable');
    expect(boostRefusal(freebet({ boosted: true }))).toBe('bonus_already_boosted');
    expect(boostRefusal(freebet({ timesUsed: 1 }))).toBe('bonus_already_used');
    expect(boostRefusal(freebet({ status: 'expired' }))).toBe('bonus_not_available');
  });

  it('FBB-003 the plan checks the row and changes the promise, moving no money', () => {
    const { plan, amount } = freebetBoostPlan(freebet());
    expect(amount).toBe(1000n);
    expect(plan.transfers).toEqual([]);
    expect(plan.checks.map((c) => (c.type === 'row-state' ? c.column : ''))).toEqual([
      'status',
      'timesUsed',
      'boosted',
      'amount',
    ]);
    expect(plan.updates).toEqual([
      {
        table: 'player_bonuses',
        id: 'fb1',
        set: { amount: 1000n, boosted: true, boostedFrom: 500n },
      },
    ]);
    expect(() => freebetBoostPlan(freebet({ boosted: true }))).toThrow(/FBB-003/);
  });
});

describe('average-bets freebets (decision 058)', () => {
  const terms = {
    betsCount: 3,
    minStake: 100n,
    ranges: [
      { fromAverageStake: 100n, amount: 200n },
      { fromAverageStake: 1000n, amount: 500n },
    ],
  };

  it('AMB-001 counts bets of at least the min stake, the first N, and picks the range', () => {
    expect(averageBetsProgress([], terms)).toEqual({
      progress: 0,
      possible: 3,
      averageStake: 0n,
      complete: false,
      amount: 0n,
    });
    const p = averageBetsProgress([50n, 200n, 400n], terms);
    expect(p).toMatchObject({ progress: 2, averageStake: 300n, complete: false, amount: 200n });
    const done = averageBetsProgress([1000n, 2000n, 50n, 1000n, 10n ** 6n], terms);
    expect(done).toMatchObject({ progress: 3, averageStake: 1333n, complete: true, amount: 500n });
  });

  it('AMB-001 property: progress never exceeds the count; the amount is a range amount', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 10n ** 6n }), { maxLength: 20 }), (stakes) => {
        const p = averageBetsProgress(stakes, terms);
        expect(p.progress <= terms.betsCount).toBe(true);
        expect(p.complete).toBe(p.progress === terms.betsCount);
        expect([0n, 200n, 500n]).toContain(p.amount);
        if (p.progress > 0) expect(p.averageStake >= terms.minStake).toBe(true);
      }),
    );
  });

  it('AMB-002 the plan ends the progress row and inserts the freebet under row checks', () => {
    const plan = averageBetsIssuePlan({ progressBonusId: 'p1', freebet: { id: 'amb-p1' } });
    expect(plan.transfers).toEqual([]);
    expect(plan.inserts).toEqual([{ table: 'player_bonuses', rows: [{ id: 'amb-p1' }] }]);
    expect(plan.updates).toEqual([
      { table: 'player_bonuses', id: 'p1', set: { status: 'bonus_over', timesUsed: 1 } },
    ]);
    expect(plan.checks).toHaveLength(2);
  });
});
