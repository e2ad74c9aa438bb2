'use client';

import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useSessionStore, type AuthStatus } from '@/lib/session-store';
import { DEFAULT_CURRENCIES, type CurrencyInfo } from '../api/currencies';
import {
  getAccounts,
  getCompPoints,
  getPlayer,
  getSettings,
  getStatusGroups,
  type Account,
  type CallContext,
  type Player,
  type Settings,
} from '../api/platform-client';
import { accountKeys } from '@/lib/account-keys';
import { isApiError } from '@/lib/api-fetch';
import { SessionHintContext, useSessionHint } from '../session/session-hint';
import { IS_REGISTERED_KEY } from '../modals/use-reminder-due';

// Shared with features that read the account's cache (the bet slip); re-exported for this one.
export { accountKeys };

// The hint is light (the header reads it in the first load); re-exported for this feature.
export { SessionHintContext, useSessionHint };

export { IS_REGISTERED_KEY };

/** A 401 is "no session", not an error; the query's context (its signal) goes to the call. */
const quiet401 =
  <T>(load: (context: CallContext) => Promise<T>) =>
  async (context: CallContext): Promise<T | undefined> => {
    try {
      return await load(context);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return undefined;
      throw error;
    }
  };

/**
 * Profile load (account-platform §4): player, settings, accounts, comp points and status groups
 * are fetched together, each under its own query key so a deposit can refetch accounts alone and
 * realtime can patch a balance. Mounted once by the account provider; components read the
 * pieces with the hooks below (TanStack Query deduplicates).
 */
export function useProfileLoader(): AuthStatus {
  const locale = useLocale();
  const { hint, setHint } = useSessionHint();
  const setSession = useSessionStore((state) => state.setSession);
  const [player] = useQueries({
    queries: [
      { queryKey: accountKeys.player, queryFn: getPlayer, enabled: hint, staleTime: 30_000 },
      {
        queryKey: accountKeys.settings(locale),
        queryFn: quiet401((context) => getSettings(locale, context)),
        staleTime: 5 * 60_000,
      },
      { queryKey: accountKeys.accounts, queryFn: quiet401(getAccounts), enabled: hint },
      { queryKey: accountKeys.compPoints, queryFn: getCompPoints, enabled: hint },
      { queryKey: accountKeys.statusGroups, queryFn: quiet401(getStatusGroups), enabled: hint },
    ],
  });

  const status: AuthStatus = !hint
    ? 'notLoggedIn'
    : player.isPending
      ? 'pending'
      : player.data
        ? 'loggedIn'
        : 'notLoggedIn';

  useEffect(() => {
    setSession(status, player.data ? String(player.data.id) : undefined);
    if (status === 'loggedIn') {
      try {
        window.localStorage.setItem(IS_REGISTERED_KEY, 'true');
      } catch {
        // Storage can be disabled; the mark only tunes the sign-up reminder.
      }
    }
  }, [status, player.data, setSession]);

  useEffect(() => {
    // The cookie was stale: stop asking until the next sign-in.
    if (hint && player.isSuccess && !player.data) setHint(false);
  }, [hint, player.isSuccess, player.data, setHint]);

  return status;
}

export function usePlayer(): Player | undefined {
  const { hint } = useSessionHint();
  const { data } = useQuery({ queryKey: accountKeys.player, queryFn: getPlayer, enabled: hint });
  return hint ? data : undefined;
}

export function useAccounts(): Account[] {
  const { hint } = useSessionHint();
  const { data } = useQuery({
    queryKey: accountKeys.accounts,
    queryFn: quiet401(getAccounts),
    enabled: hint,
  });
  return (hint && data) || [];
}

export function useSettings(): Settings | undefined {
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: accountKeys.settings(locale),
    queryFn: quiet401((context) => getSettings(locale, context)),
    staleTime: 5 * 60_000,
  });
  return data;
}

/** Currencies from settings (subunits as digits on the wire), else the domain's table. */
export function useCurrencies(): ReadonlyMap<string, CurrencyInfo> {
  const settings = useSettings();
  if (!settings?.currencies.length) return DEFAULT_CURRENCIES;
  return new Map(
    settings.currencies.map((currency) => [
      currency.code,
      { code: currency.code, subunits: BigInt(currency.subunits), fiat: currency.fiat },
    ]),
  );
}

/** The account whose currency the header shows: the active one, else the player's currency. */
export function activeAccountOf(accounts: Account[], player: Player | undefined) {
  return (
    accounts.find((account) => account.active) ??
    accounts.find((account) => account.currency === player?.currency) ??
    accounts[0]
  );
}

/** After sign-in, sign-out or an ended session: forget every private answer. */
export function resetPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.player });
  queryClient.removeQueries({ queryKey: accountKeys.accounts });
  queryClient.removeQueries({ queryKey: accountKeys.compPoints });
  queryClient.removeQueries({ queryKey: accountKeys.statusGroups });
  queryClient.removeQueries({ queryKey: accountKeys.phone });
  queryClient.removeQueries({ queryKey: ['favourites'] });
  // Settings answer visitors too, with defaults: after a sign-in or out they are someone else's.
  void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'settings'] });
}
