import { randomUUID } from 'node:crypto';
import {
  RealtimeEventName,
  DEPOSIT_RETURN_PARAM,
  PlatformErrorCode,
  channels,
} from '@sportsbook/contract';
import type { CreateDepositBody, DepositWire } from '@sportsbook/contract';
import {
  completeDeposit,
  getPlayerAccount,
  getPlayerById,
  getSystemAccount,
  insertDeposit,
  postLedgerTransaction,
} from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';
import type { Env } from '../../env';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { forbidden, unauthorized, unprocessable } from '../accounts/http-errors';
import { missedFields, quickDepositAllowed } from '../accounts/to-wire';

/**
 * The demo payment provider (issue 5): a deposit succeeds now, stays pending until the worker
 * settles it, or is declined. Credits go through the ledger: payments account → player account.
 */
export interface DepositContext {
  db: Database;
  config: Env;
  realtime: RealtimePublisher;
}

export interface CreateDepositOptions extends DepositContext {
  playerId: number;
  body: CreateDepositBody;
  /** The request's own origin, to resolve a relative return address against. */
  origin: string;
}

export interface BalanceChange {
  playerId: number;
  currency: string;
  balance: bigint;
}

export async function createDeposit(
  options: CreateDepositOptions,
): Promise<{ deposit: DepositWire; change?: BalanceChange }> {
  const { db, config, body, playerId } = options;
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
  const status = body.outcome === 'error' ? 'error' : 'pending';
  // Runs inside the caller's idempotency transaction when there is one (a savepoint then).
  const { deposit, change } = await db.transaction(async (tx) => {
    let row = await insertDeposit(tx, {
      id,
      playerId,
      accountId: account.id,
      currency: body.currency,
      amount,
      outcome: body.outcome,
      status,
      quick: body.quick ?? false,
      returnUrl: returnUrls.base,
      resolveAt:
        body.outcome === 'pending'
          ? new Date(now.getTime() + config.DEPOSIT_PENDING_SECONDS * 1000)
          : null,
      completedAt: status === 'error' ? now : null,
      createdAt: now,
    });
    let change: BalanceChange | undefined;
    if (body.outcome === 'success') {
      const credited = await creditDeposit(tx, row, now);
      row = credited.deposit;
      change = credited.change;
    }
    return { deposit: row, change };
  });
  return { deposit: depositToWire(deposit), change };
}

/** Books a pending deposit as paid: one ledger transaction, then the deposit row. */
export async function creditDeposit(
  db: Database,
  deposit: DepositRow,
  now: Date,
): Promise<{ deposit: DepositRow; change: BalanceChange }> {
  const payments = await getSystemAccount(db, 'payments', deposit.currency);
  const posted = await postLedgerTransaction(db, {
    kind: 'deposit',
    reference: deposit.id,
    entries: [
      { accountId: payments.id, amount: -deposit.amount },
      { accountId: deposit.accountId, amount: deposit.amount },
    ],
  });
  const updated = await completeDeposit(db, deposit.id, {
    status: 'success',
    ledgerTransactionId: posted.id,
    completedAt: now,
  });
  if (!updated) throw new Error(`Deposit ${deposit.id} was settled concurrently`);
  return {
    deposit: updated,
    change: {
      playerId: deposit.playerId,
      currency: deposit.currency,
      balance: posted.balances.get(deposit.accountId)!,
    },
  };
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
