import { completeDeposit, getDeposit, getDepositByReference } from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';
import { notFound } from '../../errors';
import { unprocessable } from '../accounts/http-errors';
import type { BalanceChange, SubmitPlan } from './credit-deposit';
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
 * the pending deposit with that provider reference, exactly once. The credit is a money plan
 * submitted to `submit` (the ledger writer, decision 035) that commits only while the deposit is
 * still pending; a repeat, or a twin racing it, finds it settled and credits nothing. A callback
 * whose amount or currency differs from the deposit's credits nothing either.
 */
export async function applyPaymentCallback(options: {
  db: Database;
  submit: SubmitPlan;
  provider: string;
  callback: PaymentCallback;
  now: Date;
}): Promise<AppliedCallback> {
  const { db, provider, callback, now } = options;
  const deposit = await getDepositByReference(db, provider, callback.reference);
  if (!deposit) throw notFound(`No ${provider} payment ${callback.reference}`);
  if (deposit.amount.toString() !== callback.amount || deposit.currency !== callback.currency) {
    throw unprocessable('amount', 'does not match the payment');
  }
  if (deposit.status !== 'pending') return { deposit, applied: false };
  const settledMeanwhile = async () => ({
    deposit: (await getDeposit(db, deposit.id)) ?? deposit,
    applied: false,
  });
  if (callback.status === 'error') {
    // No money moves; the update itself only applies while the deposit is pending.
    const declined = await completeDeposit(db, deposit.id, { status: 'error', completedAt: now });
    return declined ? { deposit: declined, applied: true } : settledMeanwhile();
  }
  const credited = await creditDeposit(db, options.submit, deposit, now);
  return credited ? { ...credited, applied: true } : settledMeanwhile();
}

/**
 * The demo provider settling one of its payments: it signs the callback a real provider would
 * send, and the callback is verified and applied on the same path (docs/decisions/021).
 */
export function settleDemoPayment(options: {
  db: Database;
  submit: SubmitPlan;
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
    submit: options.submit,
    provider: provider.name,
    callback: provider.verifyCallback(signed, now),
    now,
  });
}
