'use client';

import type { AccountWire, CamelCased, PlayerWire, SettingsWire } from '@sportsbook/contract';
import {
  isCurrencyCode,
  toSubunits,
  type CurrencyCode,
  type OddsAcceptMode,
} from '@sportsbook/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { accountKeys } from '@/lib/account-keys';
import { useAuthStatus, type AuthStatus } from '@/lib/session-store';

/**
 * What the bet slip needs from the account (currency, balance, bet settings), read from the
 * query cache the account feature fills. Reading the cache instead of running the queries keeps
 * one owner for each call; this only follows what is there.
 */
function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const read = () => client.getQueryData<T>(queryKey);
  return useSyncExternalStore(subscribe, read, () => undefined);
}

export interface PlayerBetting {
  status: AuthStatus;
  /** The active account's currency, else EUR (visitors see stakes in EUR). */
  currency: CurrencyCode;
  /** Whether `currency` is settled: a visitor's EUR, or a signed-in player's loaded account. */
  currencyKnown: boolean;
  /** What a bet may use, in subunits; null when unknown (visitors, not loaded yet). */
  balance: bigint | null;
  /** Quick-stake buttons in subunits, from the settings when the player has set them. */
  stakes: bigint[];
  acceptMode: OddsAcceptMode;
  /** The saved odds type (settings odds_type) of a signed-in player; null for visitors. */
  oddsType: string | null;
  isPve: boolean;
}

type Account = CamelCased<AccountWire>;
type Settings = CamelCased<SettingsWire>;
type Player = CamelCased<PlayerWire>;

function safeSubunits(value: string | undefined): bigint | null {
  if (value === undefined) return null;
  try {
    return toSubunits(value);
  } catch {
    return null;
  }
}

export function usePlayerBetting(): PlayerBetting {
  const locale = useLocale();
  const status = useAuthStatus();
  const accounts = useCachedQueryData<Account[]>(accountKeys.accounts);
  const settings = useCachedQueryData<Settings>(accountKeys.settings(locale));
  const player = useCachedQueryData<Player>(accountKeys.player);
  const loggedIn = status === 'loggedIn';
  const account = loggedIn
    ? (accounts?.find((item) => item.active) ??
      accounts?.find((item) => item.currency === player?.currency) ??
      accounts?.[0])
    : undefined;
  const currency = account && isCurrencyCode(account.currency) ? account.currency : 'EUR';
  const stakes = (settings?.stakes ?? [])
    .map((value) => safeSubunits(value))
    .filter((value): value is bigint => value !== null && value > 0n);
  return {
    status,
    currency,
    currencyKnown: status === 'notLoggedIn' || account !== undefined,
    balance: account ? safeSubunits(account.availableToBet) : null,
    stakes,
    acceptMode: loggedIn ? (settings?.autoAcceptOddsChange ?? 'none') : 'none',
    oddsType: loggedIn ? (settings?.oddsType ?? null) : null,
    isPve: Boolean(loggedIn && player?.serasa?.pve),
  };
}
