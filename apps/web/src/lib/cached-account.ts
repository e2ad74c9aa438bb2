'use client';

import type { AccountWire, CamelCased, PlayerWire } from '@sportsbook/contract/browser';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The account's data as other features read it (the bet slip, the jackpots): from the query
 * cache the account feature fills (`accountKeys`), without running its queries, so each call
 * keeps one owner and these only follow what is there.
 */

export type CachedAccount = CamelCased<AccountWire>;
export type CachedPlayer = CamelCased<PlayerWire>;

export function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const read = () => client.getQueryData<T>(queryKey);
  return useSyncExternalStore(subscribe, read, () => undefined);
}

/**
 * The account the player bets and sees amounts in: the active one, else the one of the player's
 * currency, else the first; undefined until the accounts are loaded.
 */
export function activeAccountOf(
  accounts: readonly CachedAccount[] | undefined,
  player: CachedPlayer | undefined,
): CachedAccount | undefined {
  return (
    accounts?.find((item) => item.active) ??
    accounts?.find((item) => item.currency === player?.currency) ??
    accounts?.[0]
  );
}
