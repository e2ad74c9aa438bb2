import type { LimitPlanParts } from '../responsible-gambling/limit-plan-parts';
import type { MoneyPlan } from './plan';

export interface DepositCreditInput {
  depositId: string;
  accountId: number;
  currency: string;
  amount: bigint;
  completedAt: Date;
  /** RG-010: the player's deposit limits (checks and counters), when they have any. */
  limits?: LimitPlanParts;
}

/**
 * LED-020: a deposit credit. A `deposit` transfer (reference: the deposit id) from the payments
 * account of its currency to the player's, committed only while the deposit is still `pending`;
 * the deposit becomes `success` with its ledger transaction. A second credit of the same deposit
 * fails the check (and the unique reference), so a deposit is credited at most once. RG-010: a
 * deposit that would take the period's deposits over a deposit limit is refused at commit.
 */
export function planDepositCredit(input: DepositCreditInput): MoneyPlan {
  if (input.amount <= 0n) throw new Error('LED-020: a deposit credits a positive amount');
  return {
    checks: [
      {
        type: 'row-state',
        table: 'deposits',
        id: input.depositId,
        column: 'status',
        states: ['pending'],
      },
      ...(input.limits?.checks ?? []),
    ],
    transfers: [
      {
        kind: 'deposit',
        reference: input.depositId,
        currency: input.currency,
        postings: [
          { account: { system: 'payments', currency: input.currency }, amount: -input.amount },
          { account: { accountId: input.accountId }, amount: input.amount },
        ],
      },
    ],
    inserts: [],
    updates: [
      {
        table: 'deposits',
        id: input.depositId,
        set: {
          status: 'success',
          ledgerTransactionId: { transferIdOf: 0 },
          completedAt: input.completedAt,
        },
      },
    ],
    ...(input.limits?.counters.length ? { counters: input.limits.counters } : {}),
  };
}
