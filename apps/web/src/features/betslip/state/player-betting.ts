'use client';

import type { CamelCased, SettingsWire } from '@sportsbook/contract';
import {
  isCurrencyCode,
  toSubunits,
  type CurrencyCode,
  type OddsAcceptMode,
} from '@sportsbook/domain';
import { useLocale } from 'next-intl';
import { accountKeys } from '@/lib/account-keys';
import {
  activeAccountOf,
  useCachedQueryData,
  type CachedAccount,
  type CachedPlayer,
} from '@/lib/cached-account';
import { useAuthStatus, type AuthStatus } from '@/lib/session-store';

/**
 * What the bet slip needs from the account (currency, balance, bet settings), read from the
 * query cache the account feature fills (lib/cached-account.ts).
 */
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

type Settings = CamelCased<SettingsWire>;

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
  const accounts = useCachedQueryData<CachedAccount[]>(accountKeys.accounts);
  const settings = useCachedQueryData<Settings>(accountKeys.settings(locale));
  const player = useCachedQueryData<CachedPlayer>(accountKeys.player);
  const loggedIn = status === 'loggedIn';
  const account = loggedIn ? activeAccountOf(accounts, player) : undefined;
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
