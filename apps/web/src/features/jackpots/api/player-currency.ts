'use client';

import { accountKeys } from '@/lib/account-keys';
import {
  activeAccountOf,
  useCachedQueryData,
  type CachedAccount,
  type CachedPlayer,
} from '@/lib/cached-account';
import { useAuthStatus } from '@/lib/session-store';

/**
 * The signed-in player's currency (the active account's, as the header and the slip show it),
 * read from the cache the account feature fills; null for visitors and until it is loaded: the
 * jackpots are then shown in their own currency only (decision 071).
 */
export function usePlayerCurrency(): string | null {
  const status = useAuthStatus();
  const accounts = useCachedQueryData<CachedAccount[]>(accountKeys.accounts);
  const player = useCachedQueryData<CachedPlayer>(accountKeys.player);
  if (status !== 'loggedIn') return null;
  return activeAccountOf(accounts, player)?.currency ?? null;
}
