import { randomUUID } from 'node:crypto';
import { PlatformErrorCode } from '@sportsbook/contract';
import type { CreateWithdrawalBody, WithdrawalWire } from '@sportsbook/contract';
import { findIdempotentAnswer, getPlayerAccount } from '@sportsbook/db';
import type { Database, LedgerWriter, WithdrawalRow } from '@sportsbook/db';
import {
  formatMoney,
  planWithdrawalRequest,
  refuseWithdrawal,
  withdrawableBalance,
} from '@sportsbook/domain';
import type { CurrencyCode } from '@sportsbook/domain';
import { forbidden, unprocessable } from '../accounts/http-errors';
import type { BalanceChange } from './credit-deposit';
import type { DemoPaymentProvider } from './demo-payment-provider';
import { replayStoredAnswer, requestHashOf } from './with-idempotency';

const SCOPE = 'withdrawals';

export interface RequestWithdrawalOptions {
  db: Database;
  ledger: LedgerWriter;
  /** The demo provider; undefined when DEMO_PAYMENTS is off (the withdrawal is then refused). */
  provider: DemoPaymentProvider | undefined;
  pendingSeconds: number;
  playerId: number;
  body: CreateWithdrawalBody;
  idempotencyKey: string | undefined;
}

/**
 * A withdrawal request (WDR-001…003, decision 028): the amount is reserved at once by a money
 * plan, and the withdrawal stays pending until the provider pays it or it fails. Never more than
 * the withdrawable balance: refused before (a clear 422) and, against concurrent spending, by the
 * executor at commit; a refusal moves nothing. A repeated Idempotency-Key answers the first
 * answer.
 */
export async function requestWithdrawal(options: RequestWithdrawalOptions): Promise<{
  statusCode: number;
  body: WithdrawalWire;
  replayed: boolean;
  change?: BalanceChange;
}> {
  const { db, body, playerId, provider } = options;
  if (!provider) {
    throw forbidden(
      PlatformErrorCode.demoPaymentsOff,
      'Demo payments are off on this site: no payment provider pays withdrawals here',
    );
  }
  const requestHash = requestHashOf(body);
  const key = options.idempotencyKey;
  if (key) {
    const stored = await findIdempotentAnswer(db, { playerId, scope: SCOPE, key });
    if (stored) return replayStoredAnswer<WithdrawalWire>(stored, requestHash);
  }
  const account = await getPlayerAccount(db, playerId, body.currency);
  if (!account) throw unprocessable('currency', `you have no ${body.currency} account`);
  const amount = BigInt(body.amount);
  const currency = body.currency as CurrencyCode;
  const refusal = refuseWithdrawal(amount, withdrawableBalance(account.balance));
  if (refusal)
    throw exceedsBalance(refusal.rule === 'WDR-001' ? refusal.withdrawable : 0n, currency);

  const id = randomUUID();
  const now = new Date();
  const payout = await provider.createPayout({ withdrawalId: id, playerId, amount, currency });
  const wire: WithdrawalWire = {
    id,
    status: 'pending',
    amount: amount.toString(),
    currency,
    created_at: now.toISOString(),
    completed_at: null,
  };
  const result = await options.ledger.submit(
    planWithdrawalRequest({
      withdrawalId: id,
      playerId,
      accountId: account.id,
      currency,
      amount,
      provider: provider.name,
      providerReference: payout.reference,
      resolveAt: new Date(now.getTime() + options.pendingSeconds * 1000),
      demoOutcome: body.outcome,
      createdAt: now,
      ...(key
        ? {
            idempotency: {
              playerId,
              scope: SCOPE,
              key,
              requestHash,
              statusCode: 201,
              response: wire,
            },
          }
        : {}),
    }),
  );
  if (result.kind === 'replayed')
    return replayStoredAnswer<WithdrawalWire>(result.answer, requestHash);
  // Spent meanwhile (a bet, another withdrawal): the executor refused it, nothing moved.
  if (result.kind === 'refused') {
    const now = await getPlayerAccount(db, playerId, body.currency);
    throw exceedsBalance(withdrawableBalance(now?.balance ?? 0n), currency);
  }
  const balance = result.balances.get(account.id)!;
  return {
    statusCode: 201,
    body: wire,
    replayed: false,
    change: { playerId, currency, balance },
  };
}

function exceedsBalance(withdrawable: bigint, currency: CurrencyCode) {
  return unprocessable(
    'amount',
    `is more than you can withdraw: at most ${formatMoney(withdrawable, currency)}`,
    PlatformErrorCode.withdrawalExceedsBalance,
  );
}

export function withdrawalToWire(row: WithdrawalRow): WithdrawalWire {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount.toString(),
    currency: row.currency as WithdrawalWire['currency'],
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
