import { randomUUID } from 'node:crypto';
import {
  RealtimeEventName,
  DEPOSIT_RETURN_PARAM,
  PlatformErrorCode,
  channels,
} from '@sportsbook/contract';
import type { CreateDepositBody, DepositWire } from '@sportsbook/contract';
import { getPlayerAccount, getPlayerById, insertDeposit } from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';
import type { CurrencyCode } from '@sportsbook/domain';
import type { Env } from '../../env';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { forbidden, unauthorized, unprocessable } from '../accounts/http-errors';
import { missedFields, quickDepositAllowed } from '../accounts/to-wire';
import { settleDemoPayment } from './apply-payment-callback';
import type { BalanceChange } from './credit-deposit';
import { checkDepositLimits } from './check-deposit-limits';
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

export async function createDeposit(
  options: CreateDepositOptions,
): Promise<{ deposit: DepositWire; change?: BalanceChange }> {
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
  // Runs inside the caller's idempotency transaction when there is one (a savepoint then).
  const { deposit, change } = await db.transaction(async (tx) => {
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
      resolveAt:
        body.outcome === 'pending'
          ? new Date(now.getTime() + config.DEPOSIT_PENDING_SECONDS * 1000)
          : null,
      createdAt: now,
    });
    if (body.outcome === 'pending') return { deposit: row, change: undefined };
    // The demo provider answers at once: its signed callback, verified and applied.
    const applied = await settleDemoPayment({
      db: tx,
      provider,
      deposit: row,
      reference: payment.reference,
      status: body.outcome === 'error' ? 'error' : 'success',
      now,
    });
    return { deposit: applied.deposit, change: applied.change };
  });
  return { deposit: depositToWire(deposit), change };
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
