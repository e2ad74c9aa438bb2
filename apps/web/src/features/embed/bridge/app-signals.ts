import { isCurrencyCode, type OddsFormat } from '@sportsbook/domain';
import { accountKeys } from '@/lib/account-keys';
import { setOddsFormat } from '@/features/betslip';
import { ApiError, apiRequest } from '@/lib/api-fetch';
import { loadLayer } from '@/lib/deferred-layers';
import { requestSharedSlip, requestSlipReveal, setModalHandoff } from '@/lib/host-handoff';
import { getQueryClient } from '@/lib/query-provider';
import { settledAuthStatus } from '@/lib/session-store';

/**
 * The one place the embedding bridge touches the rest of the app (decision 039): the query
 * cache (balance), the session status, the account modals (handed to the host), the slip, the
 * odds format and the API. When the app's window events become a typed event bus, this file is
 * the one to change.
 */

export interface ActiveBalance {
  currency: string;
  /** Subunits as text: exact, whatever the currency's size. */
  balance: string;
}

interface CachedAccount {
  currency: string;
  balance: string | number;
  active: boolean;
}

function activeBalance(accounts: unknown): ActiveBalance | undefined {
  if (!Array.isArray(accounts)) return undefined;
  const list = accounts as CachedAccount[];
  const active = list.find((account) => account.active) ?? list[0];
  return active ? { currency: active.currency, balance: String(active.balance) } : undefined;
}

/**
 * Calls `listener` with the active account's balance whenever the account feature's cached
 * accounts change: after a bet, a deposit, a realtime balance event (the account layer patches
 * the cache with it) or a currency switch.
 */
export function watchActiveBalance(listener: (balance: ActiveBalance) => void): () => void {
  const cache = getQueryClient().getQueryCache();
  const key = JSON.stringify(accountKeys.accounts);
  let last = '';
  const check = () => {
    const current = activeBalance(
      cache.find({ queryKey: accountKeys.accounts, exact: true })?.state.data,
    );
    if (!current) return;
    const text = `${current.currency}:${current.balance}`;
    if (text === last) return;
    last = text;
    listener(current);
  };
  check();
  return cache.subscribe((event) => {
    if (JSON.stringify(event.query.queryKey) === key) check();
  });
}

/** Refetches the accounts (a currency switch changes which one is active). */
export function refreshAccounts(): Promise<void> {
  return getQueryClient().invalidateQueries({ queryKey: accountKeys.accounts });
}

export const isSignedIn = async () => (await settledAuthStatus()) === 'loggedIn';

/** Exchanges a host token for the session cookie (POST /platform/api/v1/embed/session). */
export async function exchangeHostToken(token: string): Promise<void> {
  await apiRequest('embedSession', { body: { token } });
}

/**
 * The status of a cheap authenticated call (the profile), or undefined when it did not answer:
 * right after an exchange, a 401 means the browser did not keep the session cookie
 * (decision 073). Quiet: it is not the app's "signed out" signal.
 */
export async function sessionCheckStatus(): Promise<number | undefined> {
  try {
    await apiRequest('player', { quietUnauthorized: true });
    return 200;
  } catch (error) {
    return error instanceof ApiError ? error.status : undefined;
  }
}

/** Makes the player's account in `currency` the active one (the platform API's active account). */
export async function switchActiveCurrency(currency: string): Promise<void> {
  if (!isCurrencyCode(currency)) return;
  await apiRequest('switchAccount', { body: { currency } });
}

export function handAccountModalsTo(handoff: ((modal: string) => boolean) | undefined): void {
  setModalHandoff(handoff);
}

export function revealSlip(): void {
  loadLayer('slip');
  requestSlipReveal();
}

/**
 * Loads a shared bet code into the slip and shows it. The balance is fetched again too: the
 * slip checks stakes against it, and a host's cashier may have changed it meanwhile.
 */
export function openSharedSlip(code: string): void {
  loadLayer('slip');
  requestSharedSlip(code);
  void refreshAccounts();
}

export function chooseOddsFormat(format: OddsFormat): void {
  setOddsFormat(format);
}
