import { WALLET_DEFAULT_RANGE_DAYS, WALLET_MAX_RANGE_DAYS } from '@sportsbook/contract';
import type { WalletTransactionWire, WalletTransactionsQuery } from '@sportsbook/contract';
import { listWalletTransactions } from '@sportsbook/db';
import type { Database, WalletTransactionRow } from '@sportsbook/db';
import { currencyOf, formatAmount, walletTransactionTypeOf } from '@sportsbook/domain';
import { unprocessable } from '../accounts/http-errors';

const DAY_MS = 86_400_000;

/** The day range a query asks for, defaults applied: `to` inclusive, as [from, toExclusive). */
export function rangeOf(query: Pick<WalletTransactionsQuery, 'from' | 'to'>, now: Date) {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const toDate = new Date(`${to}T00:00:00Z`);
  const from =
    query.from ??
    new Date(toDate.getTime() - WALLET_DEFAULT_RANGE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const fromDate = new Date(`${from}T00:00:00Z`);
  if ((toDate.getTime() - fromDate.getTime()) / DAY_MS >= WALLET_MAX_RANGE_DAYS)
    throw unprocessable('from', `the range may cover at most ${WALLET_MAX_RANGE_DAYS} days`);
  return { from, to, start: fromDate, end: new Date(toDate.getTime() + DAY_MS) };
}

/** One page of the player's own wallet transactions, newest first (issue 16 §3). */
export async function walletTransactionsPage(
  db: Database,
  playerId: number,
  query: WalletTransactionsQuery,
  now = new Date(),
) {
  const range = rangeOf(query, now);
  const rows = await listWalletTransactions(db, {
    playerId,
    ...(query.type ? { types: query.type } : {}),
    ...(query.currency ? { currency: query.currency } : {}),
    ...(query.cursor !== undefined ? { before: query.cursor } : {}),
    from: range.start,
    to: range.end,
    // One more than asked tells whether an older page exists.
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(walletTransactionToWire),
    next_cursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
    from: range.from,
    to: range.to,
  };
}

export function walletTransactionToWire(row: WalletTransactionRow): WalletTransactionWire {
  return {
    id: String(row.id),
    type: walletTransactionTypeOf(row.kind, row.amount),
    amount: row.amount.toString(),
    currency: row.currency as WalletTransactionWire['currency'],
    balance_after: row.balanceAfter.toString(),
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

/** The CSV export serves at most this many rows (a year of a busy player's movements). */
export const CSV_MAX_ROWS = 20_000;

/**
 * The same filter as a CSV file: amounts as decimals of their currency (all its decimals, so the
 * sums are exact), RFC 4180 quoting, and cells that a spreadsheet would run as a formula
 * prefixed with an apostrophe (CSV injection).
 */
export async function walletTransactionsCsv(
  db: Database,
  playerId: number,
  query: WalletTransactionsQuery,
  now = new Date(),
): Promise<{ filename: string; body: string }> {
  const range = rangeOf(query, now);
  const rows = await listWalletTransactions(db, {
    playerId,
    ...(query.type ? { types: query.type } : {}),
    ...(query.currency ? { currency: query.currency } : {}),
    from: range.start,
    to: range.end,
    limit: CSV_MAX_ROWS,
  });
  const lines = [['date', 'type', 'amount', 'currency', 'balance_after', 'reference']];
  for (const row of rows) {
    const exact = { decimals: currencyOf(row.currency).decimals };
    lines.push([
      row.createdAt.toISOString(),
      walletTransactionTypeOf(row.kind, row.amount),
      formatAmount(row.amount, row.currency, exact),
      row.currency,
      formatAmount(row.balanceAfter, row.currency, exact),
      row.reference,
    ]);
  }
  return {
    filename: `wallet-transactions-${range.from}-to-${range.to}.csv`,
    body: lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n',
  };
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
