'use client';

import type { SlipState } from '@sportsbook/domain';
import { useEffect } from 'react';
import { effectiveBonuses, type SlipBetBonus } from '../api/slip-bonuses';
import { useSlipBonusStore } from './slip-bonus-store';
import { useUsableBonuses } from './use-slip-bonuses';

/**
 * The slip's bonuses (issue 19): per bet, the bonuses it may carry and the one chosen (one bet, or
 * each of several singles, decision 063). A change of the slip's currency resets every choice
 * (betting-core §4).
 */
export function useSlipBonus(slip: SlipState, loggedIn: boolean): SlipBetBonus[] {
  const usable = useUsableBonuses(loggedIn);
  const chosen = useSlipBonusStore((state) => state.chosen);
  const chosenIn = useSlipBonusStore((state) => state.currency);
  const reset = useSlipBonusStore((state) => state.reset);
  useEffect(() => {
    if (chosenIn !== slip.currency) reset(slip.currency);
  }, [chosenIn, slip.currency, reset]);
  if (!loggedIn) return [];
  return effectiveBonuses(slip.bets, usable, chosenIn === slip.currency ? chosen : {});
}
