import { completeDeposit, lockDepositByReference } from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';
import { notFound } from '../../errors';
import { unprocessable } from '../accounts/http-errors';
import type { BalanceChange } from './credit-deposit';
import { creditDeposit } from './credit-deposit';
import type { DemoPaymentProvider } from './demo-payment-provider';
import type { PaymentCallback } from './payment-provider';

export interface AppliedCallback {
  deposit: DepositRow;
  /** Set when this callback credited the player. */
  change?: BalanceChange;
  /** False when the deposit was already settled: a repeated callback changes nothing. */
  applied: boolean;
}

/**
 * The one way a payment becomes money (docs/decisions/021): a verified provider callback settles
 * the pending deposit with that provider reference, under a row lock, exactly once. A repeat
 * finds it settled and credits nothing; a callback whose amount or currency differs from the
 * deposit's credits nothing either.
 */
export async function applyPaymentCallback(options: {
  db: Database;
  provider: string;
  callback: PaymentCallback;
  now: Date;
}): Promise<AppliedCallback> {
  const { provider, callback, now } = options;
  return options.db.transaction(async (tx) => {
    const deposit = await lockDepositByReference(tx, provider, callback.reference);
    if (!deposit) throw notFound(`No ${provider} payment ${callback.reference}`);
    if (deposit.amount.toString() !== callback.amount || deposit.currency !== callback.currency) {
      throw unprocessable('amount', 'does not match the payment');
    }
    if (deposit.status !== 'pending') return { deposit, applied: false };
    if (callback.status === 'error') {
      const declined = await completeDeposit(tx, deposit.id, { status: 'error', completedAt: now });
      return { deposit: declined ?? deposit, applied: true };
    }
    const credited = await creditDeposit(tx, deposit, now);
    return { ...credited, applied: true };
  });
}

/**
 * The demo provider settling one of its payments: it signs the callback a real provider would
 * send, and the callback is verified and applied on the same path (docs/decisions/021).
 */
export function settleDemoPayment(options: {
  db: Database;
  provider: DemoPaymentProvider;
  deposit: Pick<DepositRow, 'amount' | 'currency'>;
  reference: string;
  status: PaymentCallback['status'];
  now: Date;
}): Promise<AppliedCallback> {
  const { provider, deposit, now } = options;
  const signed = provider.callbackFor(
    {
      reference: options.reference,
      status: options.status,
      amount: deposit.amount.toString(),
      currency: deposit.currency,
    },
    now,
  );
  return applyPaymentCallback({
    db: options.db,
    provider: provider.name,
    callback: provider.verifyCallback(signed, now),
    now,
  });
}
