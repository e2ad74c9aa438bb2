'use client';

import { slipBetType, systemTypeId, type SlipState } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/lib/api-fetch';
import { dispatchSlip, getSlip } from '../state/betslip-store';
import { showToast } from '@/lib/toast-store';
import { fetchMaxStake } from '../api/max-stake';
import { deviceId } from '../api/place-bets';
import { maxStakeBody } from '../api/placement';

/** What the max stake depends on: the bets' kind, selections and prices, and the currency. */
export function maxStakeKey(state: SlipState): string {
  return JSON.stringify([
    slipBetType(state),
    state.currency,
    state.bets.map((bet) => [
      bet.systemType ? systemTypeId(bet.systemType) : null,
      bet.selections.map((selection) => [selection.id, selection.acceptedOdds]),
    ]),
  ]);
}

/**
 * The "Max" quick stake (betting-core §7 POST /bets/max-stake): asks the server for the largest
 * stake per bet its limits, the payout cap and the balance allow, and puts it in the slip. The
 * answer is kept for the slip it was asked for, so a stake typed above it shows why the place
 * button is off before the server has to refuse it.
 */
export function useMaxStake(slip: SlipState): {
  maxStake: bigint | null;
  busy: boolean;
  applyMax(): Promise<void>;
} {
  const t = useTranslations('betslip.stake');
  const locale = useLocale();
  const [known, setKnown] = useState<{ key: string; value: bigint } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = maxStakeKey(slip);

  async function applyMax() {
    const state = getSlip();
    const askedFor = maxStakeKey(state);
    setBusy(true);
    try {
      const value = await fetchMaxStake(maxStakeBody(state, { deviceId: deviceId(), locale }));
      setKnown({ key: askedFor, value });
      if (maxStakeKey(getSlip()) === askedFor) dispatchSlip({ type: 'setStake', stake: value });
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('maxFailed'),
        description: isApiError(error) ? error.displayMessage : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return { maxStake: known?.key === key ? known.value : null, busy, applyMax };
}
