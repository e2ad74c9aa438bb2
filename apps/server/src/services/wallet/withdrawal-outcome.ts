import { getWithdrawalByReference } from '@sportsbook/db';
import type { Database, LedgerWriter, WithdrawalRow } from '@sportsbook/db';
import { planWithdrawalOutcome } from '@sportsbook/domain';
import type { WithdrawalOutcome } from '@sportsbook/domain';
import { notFound } from '../../errors';
import { unprocessable } from '../accounts/http-errors';
import type { BalanceChange } from './credit-deposit';
import type { DemoPaymentProvider } from './demo-payment-provider';
import type { PaymentCallback } from './payment-provider';

export interface SettledWithdrawal {
  /** False when the withdrawal was no longer pending: nothing moved. */
  applied: boolean;
  status: WithdrawalRow['status'];
  /** Set when the player's balance changed (a release). */
  change?: BalanceChange;
}

/**
 * Ends a pending withdrawal (WDR-004) through the one executor: paid, failed or cancelled, once.
 * A second outcome (a repeated callback, a cancel after the payout) finds it no longer pending
 * and moves nothing.
 */
export async function settleWithdrawal(options: {
  ledger: LedgerWriter;
  withdrawal: WithdrawalRow;
  outcome: WithdrawalOutcome;
  now: Date;
}): Promise<SettledWithdrawal> {
  const { withdrawal, outcome } = options;
  const result = await options.ledger.submit(
    planWithdrawalOutcome(withdrawal, outcome, options.now),
  );
  if (result.kind !== 'committed') return { applied: false, status: withdrawal.status };
  const balance = result.balances.get(withdrawal.accountId);
  return {
    applied: true,
    status: outcome,
    ...(balance !== undefined
      ? {
          change: { playerId: withdrawal.playerId, currency: withdrawal.currency, balance },
        }
      : {}),
  };
}

/**
 * A provider's verified callback about a payout (decision 028): `success` pays the withdrawal,
 * `error` fails it and gives the reserve back. Amount and currency must be the withdrawal's.
 */
export async function applyWithdrawalCallback(options: {
  db: Database;
  ledger: LedgerWriter;
  provider: string;
  callback: PaymentCallback;
  now: Date;
}): Promise<SettledWithdrawal> {
  const { callback } = options;
  const withdrawal = await getWithdrawalByReference(
    options.db,
    options.provider,
    callback.reference,
  );
  if (!withdrawal) throw notFound(`No ${options.provider} payout ${callback.reference}`);
  if (withdrawal.amount.toString() !== callback.amount || withdrawal.currency !== callback.currency)
    throw unprocessable('amount', 'does not match the payout');
  return settleWithdrawal({
    ledger: options.ledger,
    withdrawal,
    outcome: callback.status === 'success' ? 'paid' : 'failed',
    now: options.now,
  });
}

/** The demo provider's answer about a payout: its own signed callback, verified and applied. */
export function settleDemoWithdrawal(options: {
  db: Database;
  ledger: LedgerWriter;
  provider: DemoPaymentProvider;
  withdrawal: WithdrawalRow;
  now: Date;
}): Promise<SettledWithdrawal> {
  const { provider, withdrawal, now } = options;
  const signed = provider.callbackFor(
    {
      kind: 'withdrawal',
      reference: withdrawal.providerReference,
      status: withdrawal.demoOutcome === 'failed' ? 'error' : 'success',
      amount: withdrawal.amount.toString(),
      currency: withdrawal.currency,
    },
    now,
  );
  return applyWithdrawalCallback({
    db: options.db,
    ledger: options.ledger,
    provider: provider.name,
    callback: provider.verifyCallback(signed, now),
    now,
  });
}
