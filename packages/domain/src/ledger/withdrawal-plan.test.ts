import { describe, expect, it } from 'vitest';
import { validatePlan } from './validate-plan';
import {
  planWithdrawalOutcome,
  planWithdrawalRequest,
  refuseWithdrawal,
  withdrawableBalance,
} from './withdrawal-plan';
import { walletTransactionTypeOf } from './wallet-transaction-types';

const at = new Date('2026-11-24T10:00:00Z');
const request = () =>
  planWithdrawalRequest({
    withdrawalId: 'w-1',
    playerId: 7,
    accountId: 70,
    currency: 'EUR',
    amount: 2_500n,
    provider: 'demo',
    providerReference: 'w-1',
    resolveAt: at,
    demoOutcome: 'paid',
    createdAt: at,
  });
const pending = { id: 'w-1', accountId: 70, currency: 'EUR', amount: 2_500n };

describe('withdrawal rules', () => {
  it('WDR-001: never more than the withdrawable balance', () => {
    expect(withdrawableBalance(1_000n)).toBe(1_000n);
    expect(withdrawableBalance(0n)).toBe(0n);
    expect(refuseWithdrawal(1_000n, 1_000n)).toBeUndefined();
    expect(refuseWithdrawal(1_001n, 1_000n)).toEqual({ rule: 'WDR-001', withdrawable: 1_000n });
  });

  it('WDR-002: more than zero', () => {
    expect(refuseWithdrawal(0n, 1_000n)).toEqual({ rule: 'WDR-002' });
    expect(refuseWithdrawal(-1n, 1_000n)).toEqual({ rule: 'WDR-002' });
  });
});

describe('withdrawal plans', () => {
  it('WDR-003: a request reserves the amount from the player and writes the row pending', () => {
    const plan = request();
    validatePlan(plan);
    expect(plan.checks).toEqual([]);
    expect(plan.transfers).toEqual([
      {
        kind: 'withdrawal',
        reference: 'w-1',
        currency: 'EUR',
        postings: [
          { account: { accountId: 70 }, amount: -2_500n },
          { account: { system: 'withdrawals', currency: 'EUR' }, amount: 2_500n },
        ],
      },
    ]);
    const row = plan.inserts[0]!;
    expect(row.table).toBe('withdrawals');
    expect(row.rows[0]).toMatchObject({
      id: 'w-1',
      status: 'pending',
      amount: 2_500n,
      ledgerTransactionId: { transferIdOf: 0 },
    });
  });

  it('WDR-004: paid moves the reserve to the payment provider, only while pending', () => {
    const plan = planWithdrawalOutcome(pending, 'paid', at);
    validatePlan(plan);
    expect(plan.checks).toEqual([
      { type: 'row-state', table: 'withdrawals', id: 'w-1', column: 'status', states: ['pending'] },
    ]);
    expect(plan.transfers[0]).toMatchObject({ kind: 'withdrawal-paid', reference: 'w-1' });
    expect(plan.transfers[0]!.postings).toEqual([
      { account: { system: 'withdrawals', currency: 'EUR' }, amount: -2_500n },
      { account: { system: 'payments', currency: 'EUR' }, amount: 2_500n },
    ]);
    expect(plan.updates).toEqual([
      { table: 'withdrawals', id: 'w-1', set: { status: 'paid', completedAt: at } },
    ]);
  });

  it.each(['failed', 'cancelled'] as const)(
    'WDR-004: %s releases the reserve back to the player',
    (outcome) => {
      const plan = planWithdrawalOutcome(pending, outcome, at);
      validatePlan(plan);
      expect(plan.transfers[0]).toMatchObject({ kind: 'withdrawal-released', reference: 'w-1' });
      expect(plan.transfers[0]!.postings).toEqual([
        { account: { system: 'withdrawals', currency: 'EUR' }, amount: -2_500n },
        { account: { accountId: 70 }, amount: 2_500n },
      ]);
      expect(plan.updates![0]!.set).toEqual({ status: outcome, completedAt: at });
    },
  );

  it('pays and releases are different transfers, so the ledger takes at most one of each', () => {
    const kinds = (['paid', 'failed'] as const).map(
      (o) => planWithdrawalOutcome(pending, o, at).transfers[0]!.kind,
    );
    expect(new Set([...kinds, request().transfers[0]!.kind]).size).toBe(3);
  });
});

describe('wallet transaction types', () => {
  it('WAL-001: kind and sign decide the type; an unknown kind is an adjustment', () => {
    expect(walletTransactionTypeOf('deposit', 100n)).toBe('deposit');
    expect(walletTransactionTypeOf('withdrawal', -100n)).toBe('withdrawal');
    expect(walletTransactionTypeOf('withdrawal-released', 100n)).toBe('withdrawal');
    expect(walletTransactionTypeOf('bet', -100n)).toBe('stake');
    expect(walletTransactionTypeOf('settlement', 100n)).toBe('payout');
    expect(walletTransactionTypeOf('settlement', -100n)).toBe('adjustment');
    expect(walletTransactionTypeOf('cashout', 100n)).toBe('cashout');
    expect(walletTransactionTypeOf('something-new', 100n)).toBe('adjustment');
  });
});
