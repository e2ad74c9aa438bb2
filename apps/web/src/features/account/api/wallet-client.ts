import {
  toCamelCase,
  type CamelCased,
  type WalletTransactionType,
  type WalletTransactionWire,
  type WalletTransactionsList,
  type WithdrawalWire,
} from '@sportsbook/contract/browser';
import { WALLET_TRANSACTION_TYPES } from '@sportsbook/domain';
import { apiFetch } from '@/lib/api-fetch';
import { PAYMENTS_BASE, PAYMENTS_PATHS } from './platform-paths';

/** Withdrawals and wallet transactions (issue 16 §3, decision 028) at /payments/api. */

export type Withdrawal = CamelCased<WithdrawalWire>;
export type WalletTransaction = CamelCased<WalletTransactionWire>;

/** The filter types, in the page's order (the domain's list: no zod in the page). */
export const WALLET_TYPES: readonly WalletTransactionType[] = WALLET_TRANSACTION_TYPES;

export const walletKeys = {
  all: ['wallet'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  transactions: (filter: WalletFilter) => ['wallet', 'transactions', filter] as const,
};

export interface WalletFilter {
  types: WalletTransactionType[];
  /** YYYY-MM-DD, inclusive; empty for the server's default (three months). */
  from: string;
  to: string;
  currency: string;
}

export async function requestWithdrawal(input: {
  amount: bigint;
  currency: string;
  idempotencyKey: string;
}): Promise<Withdrawal> {
  const body = await apiFetch(`${PAYMENTS_BASE}${PAYMENTS_PATHS.withdrawals}`, {
    method: 'POST',
    headers: { 'idempotency-key': input.idempotencyKey },
    body: { amount: input.amount.toString(), currency: input.currency },
  });
  return toCamelCase(body as WithdrawalWire);
}

export async function listWithdrawals(): Promise<Withdrawal[]> {
  const body = await apiFetch(`${PAYMENTS_BASE}${PAYMENTS_PATHS.withdrawals}`, {
    query: { limit: 20 },
  });
  return toCamelCase(body as { data: WithdrawalWire[] }).data;
}

export async function cancelWithdrawal(id: string): Promise<Withdrawal> {
  const body = await apiFetch(`${PAYMENTS_BASE}${PAYMENTS_PATHS.cancelWithdrawal(id)}`, {
    method: 'POST',
  });
  return toCamelCase(body as WithdrawalWire);
}

function filterQuery(filter: WalletFilter): Record<string, string | undefined> {
  return {
    type: filter.types.length > 0 ? filter.types.join(',') : undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    currency: filter.currency || undefined,
  };
}

export async function listWalletTransactions(
  filter: WalletFilter,
  cursor: string | undefined,
): Promise<CamelCased<WalletTransactionsList>> {
  const body = await apiFetch(`${PAYMENTS_BASE}${PAYMENTS_PATHS.walletTransactions}`, {
    query: { ...filterQuery(filter), cursor, limit: 50 },
  });
  return toCamelCase(body as WalletTransactionsList);
}

/** The CSV download of the same filter: a plain link (the session cookie goes with it). */
export function walletTransactionsCsvHref(filter: WalletFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filter)))
    if (value !== undefined) params.set(key, value);
  const query = params.toString();
  return `${PAYMENTS_BASE}${PAYMENTS_PATHS.walletTransactionsCsv}${query ? `?${query}` : ''}`;
}
