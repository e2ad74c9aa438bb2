'use client';

import type { OddsAcceptMode, OddsFormat } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { accountKeys } from '@/lib/account-keys';
import { getOddsFormat, setOddsFormat } from '../state/odds-format-store';
import type { PlayerBetting } from '../state/player-betting';
import { showToast } from '@/lib/toast-store';
import {
  formatFromSettings,
  oddsTypeOf,
  saveBetSettings,
  type BetSettingsChange,
  type Settings,
} from '../api/bet-settings';
import { setVisitorAcceptMode, useVisitorAcceptMode } from './accept-mode-store';

export interface BetSettings {
  /** How odds movements in the slip are taken: the player's saved mode, or this browser's. */
  acceptMode: OddsAcceptMode;
  setAcceptMode(mode: OddsAcceptMode): void;
  setOddsFormat(format: OddsFormat): void;
}

/**
 * The bet settings the slip lets a player change (betting-core §3 "Bet settings", §7 POST
 * /settings): the odds format and the acceptance mode. A signed-in player's are saved in their
 * settings (odds_type, auto_accept_odds_change) and follow them to other browsers; a visitor's
 * stay in localStorage. Changes show at once and are put back if saving fails.
 */
export function useBetSettings(player: PlayerBetting): BetSettings {
  const t = useTranslations('betslip.preferences');
  const queryClient = useQueryClient();
  const locale = useLocale();
  const visitorMode = useVisitorAcceptMode();
  const loggedIn = player.status === 'loggedIn';

  const save = useCallback(
    async (change: BetSettingsChange) => {
      const key = accountKeys.settings(locale);
      const previous = queryClient.getQueryData<Settings>(key);
      queryClient.setQueryData<Settings>(key, (current) =>
        current
          ? {
              ...current,
              ...(change.odds_type ? { oddsType: change.odds_type } : {}),
              ...(change.auto_accept_odds_change
                ? { autoAcceptOddsChange: change.auto_accept_odds_change }
                : {}),
            }
          : current,
      );
      try {
        queryClient.setQueryData<Settings>(key, await saveBetSettings(change));
      } catch {
        queryClient.setQueryData<Settings>(key, previous);
        showToast({ tone: 'error', title: t('saveError') });
      }
    },
    [locale, queryClient, t],
  );

  // account-platform §4: once the profile is loaded, a signed-in player's odds type applies.
  const applied = useRef<string | null>(null);
  const { oddsType } = player;
  useEffect(() => {
    if (!loggedIn || !oddsType) {
      applied.current = null;
      return;
    }
    if (applied.current === oddsType) return;
    applied.current = oddsType;
    const next = formatFromSettings(oddsType, getOddsFormat());
    if (next && next !== getOddsFormat()) setOddsFormat(next);
  }, [loggedIn, oddsType]);

  return {
    acceptMode: loggedIn ? player.acceptMode : visitorMode,
    setAcceptMode: (mode) => {
      if (loggedIn) void save({ auto_accept_odds_change: mode });
      else setVisitorAcceptMode(mode);
    },
    setOddsFormat: (format) => {
      setOddsFormat(format);
      if (loggedIn && oddsTypeOf(format) !== oddsType) void save({ odds_type: oddsTypeOf(format) });
    },
  };
}
