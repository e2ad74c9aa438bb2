import { randomUUID } from 'node:crypto';
import {
  RealtimeEventName,
  DEPOSIT_RETURN_PARAM,
  PlatformErrorCode,
  channels,
} from '@sportsbook/contract';
import type { CreateDepositBody, DepositWire } from '@sportsbook/contract';
import { getDeposit, getPlayerAccount, getPlayerById, insertDeposit } from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';
import type { CurrencyCode } from '@sportsbook/domain';
import type { Env } from '../../env';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { forbidden, unauthorized, unprocessable } from '../accounts/http-errors';
import { missedFields, quickDepositAllowed } from '../accounts/to-wire';
import { settleDemoPayment } from './apply-payment-callback';
import type { BalanceChange, SubmitPlan } from './credit-deposit';
import { checkDepositLimits } from './check-deposit-limits';
import { checkDepositAllowed } from '../responsible-gambling/enforce';
import type { DemoPaymentProvider } from './demo-payment-provider';

/**
 * A deposit through the demo payment provider (issue 5; docs/decisions/021): it succeeds now,
 * stays pending until the worker settles it, or is declined. Either way the outcome arrives as
 * the provider's signed callback and is applied by applyPaymentCallback, the path a real
 * provider's callback takes. Credits go through the ledger: payments account → player account.
 */
export interface DepositContext {
  db: Database;
  config: Env;
  realtime: RealtimePublisher;
  /** The demo provider; undefined when DEMO_PAYMENTS is off (the deposit is then refused). */
  provider: DemoPaymentProvider | undefined;
}

export interface CreateDepositOptions extends DepositContext {
  playerId: number;
  body: CreateDepositBody;
  /** The request's own origin, to resolve a relative return address against. */
  origin: string;
}

export type { BalanceChange } from './credit-deposit';

/**
 * What createDeposit hands back: the deposit as committed with the request, and whether the
 * demo provider's instant success is still to be credited (creditInstantDeposit, after commit).
 */
export interface CreatedDeposit {
  deposit: DepositWire;
  /** Set for an instant success: credit this deposit through the ledger writer now. */
  creditNow?: { depositId: string };
}

export async function createDeposit(options: CreateDepositOptions): Promise<CreatedDeposit> {
  const { db, config, body, playerId, provider } = options;
  if (!provider) {
    throw forbidden(
      PlatformErrorCode.demoPaymentsOff,
      'Demo payments are off on this site: no payment provider takes deposits here',
    );
  }
  const player = await getPlayerById(db, playerId);
  if (!player) throw unauthorized();
  const returnUrls = buildReturnUrls(body.return_url, options.origin);
  if (body.quick && !quickDepositAllowed(player, config)) {
    throw forbidden(PlatformErrorCode.quickDepositForbidden, 'Quick deposit is not available');
  }
  const missed = missedFields(player, config);
  if (missed.length > 0) {
    const message = 'must be filled in before a deposit';
    throw Object.assign(unprocessable(missed[0]!, message, PlatformErrorCode.missedFields), {
      details: missed.map((field) => ({ field, message })),
    });
  }
  const account = await getPlayerAccount(db, playerId, body.currency);
  if (!account) throw unprocessable('currency', `you have no ${body.currency} account`);

  const now = new Date();
  const id = randomUUID();
  const amount = BigInt(body.amount);
  const currency = body.currency as CurrencyCode;
  // Time-out, self-exclusion and deposit limits (issue 18); the credit's plan checks again.
  await checkDepositAllowed({ db, playerId, amount, currency, now });
  // Runs inside the caller's idempotency transaction when there is one (a savepoint then).
  const deposit = await db.transaction(async (tx) => {
    await checkDepositLimits(tx, { accountId: account.id, currency, amount, now });
    const payment = await provider.createPayment({
      depositId: id,
      playerId,
      amount,
      currency,
      returnUrl: returnUrls.base,
    });
    const row = await insertDeposit(tx, {
      id,
      playerId,
      accountId: account.id,
      currency: body.currency,
      amount,
      outcome: body.outcome,
      status: 'pending',
      provider: provider.name,
      providerReference: payment.reference,
      quick: body.quick ?? false,
      returnUrl: returnUrls.base,
      // An instant success is due at once: if this process stops before it credits it (below,
      // after the commit), the deposit worker's next pass does (decision 035).
      resolveAt:
        body.outcome === 'pending'
          ? new Date(now.getTime() + config.DEPOSIT_PENDING_SECONDS * 1000)
          : body.outcome === 'success'
            ? now
            : null,
      createdAt: now,
    });
    if (body.outcome !== 'error') return row;
    // A decline moves no money: the provider's signed callback marks it in this transaction.
    const declined = await settleDemoPayment({
      db: tx,
      submit: refuseMoneyMovement,
      provider,
      deposit: row,
      reference: payment.reference,
      status: 'error',
      now,
    });
    return declined.deposit;
  });
  return {
    deposit: depositToWire(deposit),
    ...(body.outcome === 'success' ? { creditNow: { depositId: deposit.id } } : {}),
  };
}

/** A declined payment credits nothing: reaching the ledger from there would be a bug. */
const refuseMoneyMovement: SubmitPlan = () =>
  Promise.reject(new Error('a declined deposit must not move money'));

/**
 * The demo provider's instant success, credited after the deposit row committed: its signed
 * callback, verified and applied, with the credit submitted to the process's ledger writer like
 * every other credit (decision 035). A worker crediting the same deposit meanwhile is harmless:
 * the plan commits only while the deposit is pending, and the loser reads the settled row.
 */
export async function creditInstantDeposit(options: {
  db: Database;
  submit: SubmitPlan;
  provider: DemoPaymentProvider;
  depositId: string;
}): Promise<{ deposit: DepositWire; change?: BalanceChange }> {
  const row = await getDeposit(options.db, options.depositId);
  if (!row) throw new Error(`deposit ${options.depositId} vanished after its commit`);
  const applied = await settleDemoPayment({
    db: options.db,
    submit: options.submit,
    provider: options.provider,
    deposit: row,
    reference: row.providerReference!,
    status: 'success',
    now: new Date(),
  });
  return { deposit: depositToWire(applied.deposit), change: applied.change };
}

/** Tells the player's open pages the new balance (account-platform §4 balance changed). */
export async function publishBalanceChange(realtime: RealtimePublisher, change: BalanceChange) {
  await realtime.publish({
    channel: channels.user(change.playerId),
    event_name: RealtimeEventName.balanceChanged,
    message: {
      currency: change.currency,
      balance: change.balance.toString(),
      available_to_bet: change.balance.toString(),
    },
  });
}

/**
 * The page the widget came from plus ?deposit_status=<outcome>. Only addresses on this site are
 * accepted, so the provider cannot be used to send players elsewhere (an open redirect).
 */
function buildReturnUrls(returnUrl: string, origin: string) {
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    throw unprocessable('return_url', 'must be an address on this site');
  }
  if (url.origin !== new URL(origin).origin || returnUrl.startsWith('//')) {
    throw unprocessable('return_url', 'must be an address on this site');
  }
  url.searchParams.delete(DEPOSIT_RETURN_PARAM);
  return { base: url.toString() };
}

export function returnUrlFor(base: string, status: string): string {
  const url = new URL(base);
  url.searchParams.set(DEPOSIT_RETURN_PARAM, status);
  return url.toString();
}

export function depositToWire(row: DepositRow): DepositWire {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount.toString(),
    currency: row.currency as DepositWire['currency'],
    quick: row.quick,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    redirect_url: returnUrlFor(row.returnUrl, row.status),
    return_urls: {
      success: returnUrlFor(row.returnUrl, 'success'),
      pending: returnUrlFor(row.returnUrl, 'pending'),
      error: returnUrlFor(row.returnUrl, 'error'),
    },
  };
}
