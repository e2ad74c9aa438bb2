import type { IdempotencyRecord, MoneyPlan } from './plan';

/** A withdrawal's life: pending until the provider pays it, it fails, or the player cancels. */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawalOutcome = Exclude<WithdrawalStatus, 'pending'>;

/** Ledger transfer kinds of a withdrawal; each is posted at most once per withdrawal (LED-004). */
export const WITHDRAWAL_TRANSFER_KINDS = {
  reserve: 'withdrawal',
  pay: 'withdrawal-paid',
  release: 'withdrawal-released',
} as const;

/**
 * WDR-001: what a player may withdraw. Today the whole balance; once bonuses exist, less what
 * their wagering rules still hold (issue 16 §3), which will also become a plan check.
 */
export function withdrawableBalance(balance: bigint): bigint {
  return balance > 0n ? balance : 0n;
}

export type WithdrawalRefusal = { rule: 'WDR-001'; withdrawable: bigint } | { rule: 'WDR-002' };

/**
 * WDR-001, WDR-002: a withdrawal asks for more than zero and no more than the withdrawable
 * balance. Undefined when it may go ahead (the executor checks the balance again at commit).
 */
export function refuseWithdrawal(
  amount: bigint,
  withdrawable: bigint,
): WithdrawalRefusal | undefined {
  if (amount <= 0n) return { rule: 'WDR-002' };
  if (amount > withdrawable) return { rule: 'WDR-001', withdrawable };
  return undefined;
}

export interface WithdrawalRequestPlanInput {
  withdrawalId: string;
  playerId: number;
  accountId: number;
  currency: string;
  amount: bigint;
  provider: string;
  providerReference: string;
  /** When the demo provider settles it, and how; null for a real provider (its callback). */
  resolveAt: Date | null;
  demoOutcome: 'paid' | 'failed';
  createdAt: Date;
  idempotency?: IdempotencyRecord;
}

/**
 * WDR-003: a withdrawal request reserves the money at once: a `withdrawal` transfer from the
 * player's account to the withdrawals reserve of its currency (reference: the withdrawal id),
 * and the withdrawal row, `pending`. The player's balance must cover it at commit (LED-005), so a
 * refusal moves nothing.
 */
export function planWithdrawalRequest(input: WithdrawalRequestPlanInput): MoneyPlan {
  const { currency, amount } = input;
  return {
    checks: [],
    transfers: [
      {
        kind: WITHDRAWAL_TRANSFER_KINDS.reserve,
        reference: input.withdrawalId,
        currency,
        postings: [
          { account: { accountId: input.accountId }, amount: -amount },
          { account: { system: 'withdrawals', currency }, amount },
        ],
      },
    ],
    inserts: [
      {
        table: 'withdrawals',
        rows: [
          {
            id: input.withdrawalId,
            playerId: input.playerId,
            accountId: input.accountId,
            currency,
            amount,
            status: 'pending',
            provider: input.provider,
            providerReference: input.providerReference,
            demoOutcome: input.demoOutcome,
            resolveAt: input.resolveAt,
            ledgerTransactionId: { transferIdOf: 0 },
            createdAt: input.createdAt,
          },
        ],
      },
    ],
    ...(input.idempotency ? { idempotency: input.idempotency } : {}),
  };
}

export interface PendingWithdrawal {
  id: string;
  accountId: number;
  currency: string;
  amount: bigint;
}

/**
 * WDR-004: a pending withdrawal ends once. Paid: the reserve goes to the payment provider's
 * account (`withdrawal-paid`). Failed or cancelled by the player: the reserve goes back to the
 * player (`withdrawal-released`). Either only while the withdrawal is still `pending` at commit
 * (a `row-state` check), so a late callback after a cancel, or a cancel after the payout, moves
 * nothing.
 */
export function planWithdrawalOutcome(
  withdrawal: PendingWithdrawal,
  outcome: WithdrawalOutcome,
  at: Date,
): MoneyPlan {
  const { currency, amount } = withdrawal;
  const reserve = { system: 'withdrawals' as const, currency };
  const transfer =
    outcome === 'paid'
      ? {
          kind: WITHDRAWAL_TRANSFER_KINDS.pay,
          postings: [
            { account: reserve, amount: -amount },
            { account: { system: 'payments' as const, currency }, amount },
          ],
        }
      : {
          kind: WITHDRAWAL_TRANSFER_KINDS.release,
          postings: [
            { account: reserve, amount: -amount },
            { account: { accountId: withdrawal.accountId }, amount },
          ],
        };
  return {
    checks: [
      {
        type: 'row-state',
        table: 'withdrawals',
        id: withdrawal.id,
        column: 'status',
        states: ['pending'],
      },
    ],
    transfers: [{ ...transfer, reference: withdrawal.id, currency }],
    inserts: [],
    updates: [
      { table: 'withdrawals', id: withdrawal.id, set: { status: outcome, completedAt: at } },
    ],
  };
}
