import {
  toCamelCase,
  type CamelCased,
  type WalletTransactionType,
  type WalletTransactionWire,
  type WalletTransactionsList,
  type WithdrawalWire,
} from '@sportsbook/contract/browser';
import type { CurrencyCode } from '@sportsbook/domain';
import { WALLET_TRANSACTION_TYPES } from '@sportsbook/domain';
import { apiRequest, apiUrl } from '@/lib/api-fetch';

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
  const body = await apiRequest('createWithdrawal', {
    headers: { 'idempotency-key': input.idempotencyKey },
    body: { amount: input.amount.toString(), currency: input.currency as CurrencyCode },
  });
  return toCamelCase(body);
}

/** Takes React Query's context as is: its signal cancels the call (sign-out cancels it). */
export async function listWithdrawals(
  context: { signal?: AbortSignal } = {},
): Promise<Withdrawal[]> {
  const body = await apiRequest('withdrawals', { query: { limit: 20 }, signal: context.signal });
  return toCamelCase(body).data;
}

export async function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return toCamelCase(await apiRequest('cancelWithdrawal', { params: { id } }));
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
  signal?: AbortSignal,
): Promise<CamelCased<WalletTransactionsList>> {
  const body = await apiRequest('walletTransactions', {
    query: { ...filterQuery(filter), cursor, limit: 50 },
    signal,
  });
  return toCamelCase(body);
}

/** The CSV download of the same filter: a plain link (the session cookie goes with it). */
export function walletTransactionsCsvHref(filter: WalletFilter): string {
  return apiUrl('walletTransactionsCsv', { query: filterQuery(filter) });
}
