'use client';

import { useEffect } from 'react';
import { dispatchSlip, getSlip } from '@/lib/betslip-store';
import type { PlayerBetting } from '@/lib/player-betting';

/**
 * Keeps the slip in step with the account: the accept mode from the player's settings (visitors
 * and players without one get 'none', every change needs an accept), and the active account's
 * currency (a currency change resets stakes, betting-core §4).
 */
export function useSlipSync(player: PlayerBetting): void {
  const { acceptMode, currency, currencyKnown } = player;
  useEffect(() => {
    if (getSlip().settings.oddsAcceptMode !== acceptMode) {
      dispatchSlip({ type: 'settingsChange', settings: { oddsAcceptMode: acceptMode } });
    }
  }, [acceptMode]);
  useEffect(() => {
    // While the session or the accounts load, EUR is only a stand-in: not a currency change.
    if (!currencyKnown) return;
    if (getSlip().currency !== currency) dispatchSlip({ type: 'currencyChange', currency });
  }, [currency, currencyKnown]);
}
