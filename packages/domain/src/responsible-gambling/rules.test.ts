import { describe, expect, it } from 'vitest';
import { planDepositCredit, planPlacement } from '../ledger';
import {
  activeBlock,
  betStakeLimitRefusal,
  blockWouldShorten,
  classifyLimitChange,
  isConfirmable,
  isInForce,
  limitPlanParts,
  lossReturnCounters,
  periodWindow,
  realityCheckDueAt,
  selfExclusionEnd,
  sessionEndsAt,
  timeOutEnd,
} from '.';
import type { RgLimit } from '.';

const NOW = new Date('2026-03-18T15:30:00.000Z'); // a Wednesday
const limit = (over: Partial<RgLimit>): RgLimit => ({
  id: 1,
  type: 'wager',
  status: 'active',
  amount: 1000n,
  periodName: 'day',
  replacesId: null,
  effectiveAt: new Date(NOW.getTime() - 1000),
  confirmUntil: null,
  endsAt: null,
  createdAt: new Date(NOW.getTime() - 1000),
  ...over,
});

describe('responsible-gambling rules', () => {
  it('RG-001: periods are UTC day, Monday week and calendar month windows', () => {
    expect(periodWindow('day', NOW)).toEqual({
      start: new Date('2026-03-18T00:00:00Z'),
      end: new Date('2026-03-19T00:00:00Z'),
    });
    expect(periodWindow('week', NOW)).toEqual({
      start: new Date('2026-03-16T00:00:00Z'),
      end: new Date('2026-03-23T00:00:00Z'),
    });
    expect(periodWindow('month', NOW)).toEqual({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('RG-002: only live limits whose effective time has come hold', () => {
    expect(isInForce(limit({}), NOW)).toBe(true);
    expect(isInForce(limit({ status: 'disabled' }), NOW)).toBe(false);
    expect(isInForce(limit({ effectiveAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(false);
    expect(isInForce(limit({ replacesId: 7, status: 'unconfirmed' }), NOW)).toBe(false);
  });

  it('RG-003: new and lower limits hold at once, higher ones wait 24 h', () => {
    expect(classifyLimitChange([], 'wager', 'day', 500n, NOW).kind).toBe('new');
    const current = [limit({})];
    expect(classifyLimitChange(current, 'wager', 'day', 500n, NOW)).toMatchObject({
      kind: 'decrease',
      effectiveAt: NOW,
    });
    const raise = classifyLimitChange(current, 'wager', 'day', 2000n, NOW);
    expect(raise).toMatchObject({
      kind: 'increase',
      effectiveAt: new Date(NOW.getTime() + 86_400_000),
      confirmUntil: new Date(NOW.getTime() + 8 * 86_400_000),
    });
    // Another period is another limit.
    expect(classifyLimitChange(current, 'wager', 'week', 2000n, NOW).kind).toBe('new');
  });

  it('RG-005/006: a pending change is confirmable after 24 h and until it lapses', () => {
    const pending = limit({
      id: 2,
      replacesId: 1,
      status: 'unconfirmed',
      effectiveAt: new Date(NOW.getTime() + 86_400_000),
      confirmUntil: new Date(NOW.getTime() + 8 * 86_400_000),
    });
    expect(isConfirmable(pending, NOW)).toBe(false);
    expect(isConfirmable(pending, new Date(NOW.getTime() + 86_400_000))).toBe(true);
    expect(isConfirmable(pending, new Date(NOW.getTime() + 8 * 86_400_000))).toBe(false);
  });

  it('RG-012: a return lowers each loss-limit period once, and never carries a check', () => {
    const limits = [
      limit({ id: 1, type: 'loss', amount: 500n, periodName: 'day' }),
      limit({ id: 2, type: 'loss', amount: 900n, periodName: 'day' }),
      limit({ id: 3, type: 'loss', amount: 2000n, periodName: 'month' }),
      limit({ id: 4, type: 'wager', amount: 100n, periodName: 'week' }),
      limit({ id: 5, type: 'loss', amount: 10n, periodName: 'week', status: 'disabled' }),
    ];
    const counters = lossReturnCounters({ playerId: 9, limits, returned: 750n, now: NOW });
    expect(counters.map((c) => [c.counter.metric, c.counter.period, c.add])).toEqual([
      ['loss', 'day', -750n],
      ['loss', 'month', -750n],
    ]);
    // A reversal returns a negative amount: the use rises again; nothing returned, nothing moves.
    expect(lossReturnCounters({ playerId: 9, limits, returned: -750n, now: NOW })[0]?.add).toBe(
      750n,
    );
    expect(lossReturnCounters({ playerId: 9, limits, returned: 0n, now: NOW })).toEqual([]);
  });

  it('RG-010: every in-force limit of the metric is a counter check; one increment per period', () => {
    const limits = [
      limit({ id: 1, amount: 1000n, periodName: 'day' }),
      limit({ id: 2, amount: 5000n, periodName: 'week' }),
      limit({ id: 3, amount: 100n, periodName: 'day', type: 'loss' }),
    ];
    const parts = limitPlanParts({ playerId: 9, limits, metric: 'wager', add: 300n, now: NOW });
    expect(parts.checks).toEqual([
      expect.objectContaining({ type: 'counter-within', add: 300n, max: 1000n, limitId: 1 }),
      expect.objectContaining({ type: 'counter-within', add: 300n, max: 5000n, limitId: 2 }),
    ]);
    expect(parts.counters.map((c) => c.counter.period)).toEqual(['day', 'week']);
    const deposit = planDepositCredit({
      depositId: 'd',
      accountId: 1,
      currency: 'EUR',
      amount: 300n,
      completedAt: NOW,
      limits: parts,
    });
    expect(deposit.checks).toHaveLength(3);
    expect(deposit.counters).toHaveLength(2);
    const placement = planPlacement({
      playerId: 9,
      accountId: 1,
      currency: 'EUR',
      createdAt: NOW,
      bets: [],
      idempotency: {
        playerId: 9,
        scope: 'bets',
        key: 'k',
        requestHash: 'h',
        statusCode: 200,
        response: {},
      },
    });
    expect(placement.counters).toBeUndefined();
  });

  it('RG-011: a stake above the strictest single-bet limit is refused', () => {
    const limits = [limit({ type: 'bet', amount: 300n, periodName: null })];
    expect(betStakeLimitRefusal(limits, 300n, NOW)).toBeUndefined();
    expect(betStakeLimitRefusal(limits, 301n, NOW)?.id).toBe(1);
  });

  it('RG-020/021: time-outs last 1–42 days, self-exclusions 6–60 months', () => {
    expect(timeOutEnd(NOW, 1)).toEqual(new Date(NOW.getTime() + 86_400_000));
    expect(() => timeOutEnd(NOW, 43)).toThrow(RangeError);
    expect(() => timeOutEnd(NOW, 0)).toThrow(RangeError);
    expect(selfExclusionEnd(NOW, 6)).toEqual(new Date('2026-09-18T15:30:00.000Z'));
    expect(selfExclusionEnd(new Date('2026-08-31T00:00:00Z'), 6)).toEqual(
      new Date('2027-02-28T00:00:00Z'),
    );
    expect(() => selfExclusionEnd(NOW, 5)).toThrow(RangeError);
    expect(() => selfExclusionEnd(NOW, 61)).toThrow(RangeError);
  });

  it('RG-022/023: the block that ends last holds, and a block cannot be shortened', () => {
    const out = limit({ id: 5, type: 'coolingoff', amount: null, endsAt: timeOutEnd(NOW, 7) });
    const excl = limit({
      id: 6,
      type: 'selfexclusion',
      amount: null,
      endsAt: selfExclusionEnd(NOW, 6),
    });
    expect(activeBlock([out, excl], NOW)?.id).toBe(6);
    expect(activeBlock([out], new Date(NOW.getTime() + 8 * 86_400_000))).toBeUndefined();
    expect(blockWouldShorten(excl, timeOutEnd(NOW, 1))).toBe(true);
    expect(blockWouldShorten(out, selfExclusionEnd(NOW, 6))).toBe(false);
  });

  it('RG-030/031: reality checks fall due an interval on; a session limit ends the session', () => {
    expect(realityCheckDueAt(NOW, 600)).toEqual(new Date(NOW.getTime() + 600_000));
    expect(realityCheckDueAt(NOW, null)).toBeNull();
    const limits = [
      limit({ type: 'session', amount: 3600n, periodName: null }),
      limit({ id: 2, type: 'session', amount: 1800n, periodName: null }),
    ];
    expect(sessionEndsAt(NOW, limits, NOW)).toEqual(new Date(NOW.getTime() + 1_800_000));
    expect(sessionEndsAt(NOW, [], NOW)).toBeNull();
  });
});
