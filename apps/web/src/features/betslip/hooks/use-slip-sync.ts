'use client';

import type { OddsAcceptMode } from '@sportsbook/domain';
import { useEffect } from 'react';
import { dispatchSlip, getSlip } from '../state/betslip-store';
import type { PlayerBetting } from '../state/player-betting';
import { dispatchQuickBet, getQuickBet } from '../state/quick-bet-store';

/**
 * Keeps the slip and quick bet in step with the account: the accept mode (the player's saved one,
 * or a visitor's from this browser; 'none' until chosen, every change needs an accept), and the
 * active account's currency (a currency change resets stakes and quick-bet approval,
 * betting-core §4).
 */
export function useSlipSync(player: PlayerBetting, acceptMode: OddsAcceptMode): void {
  const { currency, currencyKnown } = player;
  useEffect(() => {
    if (getSlip().settings.oddsAcceptMode !== acceptMode) {
      dispatchSlip({ type: 'settingsChange', settings: { oddsAcceptMode: acceptMode } });
    }
  }, [acceptMode]);
  useEffect(() => {
    // While the session or the accounts load, EUR is only a stand-in: not a currency change.
    if (!currencyKnown) return;
    if (getSlip().currency !== currency) dispatchSlip({ type: 'currencyChange', currency });
    if (getQuickBet().currency !== currency) dispatchQuickBet({ type: 'currencyChange', currency });
  }, [currency, currencyKnown]);
}
