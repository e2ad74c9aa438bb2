'use client';

import type { AccountWire, CamelCased, PlayerWire } from '@sportsbook/contract/browser';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { accountKeys } from '@/lib/account-keys';
import { useAuthStatus } from '@/lib/session-store';

type Account = CamelCased<AccountWire>;
type Player = CamelCased<PlayerWire>;

function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryData<T>(queryKey),
    () => undefined,
  );
}

/**
 * The signed-in player's currency (the active account's, as the header and the slip show it),
 * read from the cache the account feature fills; null for visitors and until it is loaded: the
 * jackpots are then shown in their own currency only (decision 071).
 */
export function usePlayerCurrency(): string | null {
  const status = useAuthStatus();
  const accounts = useCachedQueryData<Account[]>(accountKeys.accounts);
  const player = useCachedQueryData<Player>(accountKeys.player);
  if (status !== 'loggedIn') return null;
  const account =
    accounts?.find((item) => item.active) ??
    accounts?.find((item) => item.currency === player?.currency) ??
    accounts?.[0];
  return account?.currency ?? null;
}
