import { describe, expect, it } from 'vitest';
import {
  cashoutRefusal,
  cashoutWithinTolerance,
  planCashout,
  planCredit,
  planDepositCredit,
  planSettlement,
  validatePlan,
} from './index';
import type { MoneyPlan, SettlementBet } from './index';

const now = new Date('2026-11-24T12:00:00Z');

/** What a plan does to the player's account: the sum of its postings there. */
const playerNet = (plan: MoneyPlan, accountId: number) =>
  plan.transfers
    .flatMap((t) => t.postings)
    .filter((p) => 'accountId' in p.account && p.account.accountId === accountId)
    .reduce((sum, p) => sum + p.amount, 0n);

describe('LED-020 deposit credit', () => {
  it('moves payments → player once, only while the deposit is pending', () => {
    const plan = planDepositCredit({
      depositId: 'd1',
      accountId: 7,
      currency: 'EUR',
      amount: 500n,
      completedAt: now,
    });
    validatePlan(plan);
    expect(playerNet(plan, 7)).toBe(500n);
    expect(plan.transfers[0]).toMatchObject({ kind: 'deposit', reference: 'd1' });
    expect(plan.checks).toEqual([
      { type: 'row-state', table: 'deposits', id: 'd1', column: 'status', states: ['pending'] },
    ]);
    expect(plan.updates![0]!.set).toMatchObject({
      status: 'success',
      ledgerTransactionId: { transferIdOf: 0 },
    });
  });

  it('refuses a zero deposit as a bug', () => {
    expect(() =>
      planDepositCredit({
        depositId: 'd',
        accountId: 1,
        currency: 'EUR',
        amount: 0n,
        completedAt: now,
      }),
    ).toThrow(/LED-020/);
  });
});

describe('LED-021 operator credit', () => {
  it('is a balanced payments → player transfer', () => {
    const plan = planCredit({
      kind: 'adjustment',
      reference: 'r',
      accountId: 3,
      currency: 'EUR',
      amount: 9n,
    });
    validatePlan(plan);
    expect(playerNet(plan, 3)).toBe(9n);
  });
});

describe('LED-030/031/032 cashout', () => {
  const bet = {
    id: 'b1',
    accountId: 7,
    currency: 'EUR',
    stake: 1000n,
    cashedOutStake: 0n,
    cashoutPaid: 0n,
  };
  const leg = {
    eventId: 1,
    marketId: 2,
    specifier: '',
    outcomeId: '1',
    currentOddsThousandths: 1500,
  };

  it('pays a full cashout once and closes the bet', () => {
    const plan = planCashout({
      cashoutId: 'c1',
      bet,
      part: 1000n,
      amount: 800n,
      openLegs: [leg],
      now,
    });
    validatePlan(plan);
    expect(playerNet(plan, 7)).toBe(800n);
    expect(plan.transfers[0]).toMatchObject({ kind: 'cashout', reference: 'c1' });
    expect(plan.checks).toContainEqual({
      type: 'row-state',
      table: 'bets',
      id: 'b1',
      column: 'status',
      states: ['cashout_in_progress'],
    });
    expect(plan.checks).toContainEqual({
      type: 'row-state',
      table: 'bets',
      id: 'b1',
      column: 'cashedOutStake',
      states: ['0'],
    });
    expect(plan.checks).toContainEqual(
      expect.objectContaining({ type: 'line-open', maxOddsThousandths: 1500 }),
    );
    const betUpdate = plan.updates!.find((u) => u.table === 'bets')!;
    expect(betUpdate.set).toEqual({
      cashedOutStake: 1000n,
      cashoutPaid: 800n,
      status: 'cashed_out',
      result: 'cashed_out',
      settledAt: now,
    });
  });

  it('leaves a partly cashed-out bet open with the rest of its stake', () => {
    const plan = planCashout({
      cashoutId: 'c2',
      bet: { ...bet, cashedOutStake: 200n, cashoutPaid: 150n },
      part: 300n,
      amount: 250n,
      openLegs: [],
      now,
    });
    const betUpdate = plan.updates!.find((u) => u.table === 'bets')!;
    expect(betUpdate.set).toEqual({
      cashedOutStake: 500n,
      cashoutPaid: 400n,
      status: 'waiting_results',
    });
  });

  it('refuses parts outside the remaining stake and amounts that pay nothing', () => {
    expect(cashoutRefusal({ stake: 1000n, cashedOutStake: 400n }, 601n, 10n)).toBe('invalid-part');
    expect(cashoutRefusal({ stake: 1000n, cashedOutStake: 0n }, 0n, 10n)).toBe('invalid-part');
    expect(cashoutRefusal({ stake: 1000n, cashedOutStake: 0n }, 10n, 0n)).toBe('nothing-to-pay');
    expect(cashoutRefusal({ stake: 1000n, cashedOutStake: 400n }, 600n, 1n)).toBeUndefined();
    expect(() =>
      planCashout({ cashoutId: 'c', bet, part: 1001n, amount: 1n, openLegs: [], now }),
    ).toThrow(/LED-031/);
  });

  it('takes a shown amount within the tolerance only', () => {
    expect(cashoutWithinTolerance(1010n, 1000n, 10)).toBe(true);
    expect(cashoutWithinTolerance(1011n, 1000n, 10)).toBe(false);
    expect(cashoutWithinTolerance(990n, 1000n, 10)).toBe(true);
  });
});

describe('LED-040/041/042 settlement and its reversal', () => {
  const open: SettlementBet = {
    id: 'b9',
    accountId: 7,
    currency: 'EUR',
    status: 'ready_to_process',
    result: null,
    settledPayout: 0n,
    settlementVersion: 0,
    settledAt: null,
  };
  const won = { kind: 'settled', payout: 2500n, result: 'win', status: 'done' } as const;

  it('pays a win as version 1, only from the state it was read in', () => {
    const s = planSettlement({ bet: open, verdict: won, available: 0n, now });
    validatePlan(s.plan);
    expect(s.delta).toBe(2500n);
    expect(playerNet(s.plan, 7)).toBe(2500n);
    expect(s.plan.transfers[0]!.reference).toBe('b9:1');
    expect(s.plan.checks).toEqual([
      {
        type: 'row-state',
        table: 'bets',
        id: 'b9',
        column: 'status',
        states: ['ready_to_process'],
      },
      { type: 'row-state', table: 'bets', id: 'b9', column: 'settlementVersion', states: ['0'] },
    ]);
    expect(s.update).toEqual({
      status: 'done',
      result: 'win',
      settledPayout: 2500n,
      settlementVersion: 1,
      settledAt: now,
    });
    expect(s.newVerdict).toBe(true);
  });

  it('posts nothing for a loss, and for a replay of the same verdict', () => {
    const lost = planSettlement({
      bet: open,
      verdict: { kind: 'settled', payout: 0n, result: 'lose_entire', status: 'done' },
      available: 0n,
      now,
    });
    expect(lost.plan.transfers).toEqual([]);
    expect(lost.update.settlementVersion).toBe(0);
    const paid = {
      ...open,
      result: 'win',
      settledPayout: 2500n,
      settlementVersion: 1,
      settledAt: now,
    };
    const replay = planSettlement({ bet: paid, verdict: won, available: 0n, now: new Date() });
    expect(replay.plan.transfers).toEqual([]);
    expect(replay.newVerdict).toBe(false);
    expect(replay.update.settledAt).toBe(now);
  });

  it('refunds a void and pays a half win as the verdict says', () => {
    const voided = planSettlement({
      bet: open,
      verdict: { kind: 'settled', payout: 1000n, result: 'canceled', status: 'cancelled' },
      available: 0n,
      now,
    });
    expect(voided.delta).toBe(1000n);
    expect(voided.update.status).toBe('cancelled');
    const half = planSettlement({
      bet: open,
      verdict: { kind: 'settled', payout: 1750n, result: 'half_win', status: 'done' },
      available: 0n,
      now,
    });
    expect(half.delta).toBe(1750n);
  });

  it('takes a rolled-back win back as version 2 and waits for results again', () => {
    const paid = {
      ...open,
      result: 'win',
      settledPayout: 2500n,
      settlementVersion: 1,
      settledAt: now,
    };
    const back = planSettlement({ bet: paid, verdict: { kind: 'open' }, available: 9000n, now });
    validatePlan(back.plan);
    expect(back.delta).toBe(-2500n);
    expect(back.plan.transfers[0]!.reference).toBe('b9:2');
    expect(back.update).toMatchObject({
      status: 'waiting_results',
      settledPayout: 0n,
      settledAt: null,
    });
  });

  it('takes at most the balance back and keeps the rest owed (LED-042)', () => {
    const paid = {
      ...open,
      result: 'win',
      settledPayout: 2500n,
      settlementVersion: 1,
      settledAt: now,
    };
    const back = planSettlement({ bet: paid, verdict: { kind: 'open' }, available: 1000n, now });
    expect(back.delta).toBe(-1000n);
    expect(back.shortfall).toBe(1500n);
    expect(back.update).toMatchObject({ status: 'ready_to_process', settledPayout: 1500n });
    const broke = planSettlement({ bet: paid, verdict: { kind: 'open' }, available: 0n, now });
    expect(broke.plan.transfers).toEqual([]);
    expect(broke.shortfall).toBe(2500n);
  });
});
