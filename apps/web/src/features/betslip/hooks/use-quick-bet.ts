'use client';

import {
  betReference,
  formatMoney,
  quickBetBlockers,
  type QuickBetBlocker,
  type QuickBetState,
} from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { accountKeys } from '@/lib/account-keys';
import { betKeys } from '@/lib/bet-keys';
import { isApiError } from '@/lib/api-fetch';
import { publish } from '@/lib/event-bus';
import { showOdds, getOddsFormat } from '../state/odds-format-store';
import type { PlayerBetting } from '../state/player-betting';
import { dispatchQuickBet, getQuickBet, useQuickBet } from '../state/quick-bet-store';
import { onQuickBetPick, takeQuickBetPick } from '../state/quick-bet-switch';
import { showToast } from '@/lib/toast-store';
import { deviceId, placeBets } from '../api/place-bets';
import {
  nextAttempt,
  placementErrorKey,
  placementFailureOf,
  quickBetBody,
  type PlacementAttempt,
} from '../api/placement';
import { betslipActions } from './use-betslip-ui';

/** Module-wide like the slip's: a retry after a lost answer reuses the idempotency key. */
let attempt: PlacementAttempt | null = null;

/** Why a quick bet cannot be placed now, with what is known about the player's account. */
export function quickBlockersFor(quick: QuickBetState, player: PlayerBetting): QuickBetBlocker[] {
  const loggedIn = player.status === 'loggedIn';
  return quickBetBlockers(quick, {
    isPve: player.isPve,
    balance: loggedIn ? player.balance : null,
    currency: loggedIn ? player.currency : null,
  });
}

/**
 * Quick bet's behaviour (betting-core §4 "Quick bet", account-platform §4 "Quick bet and
 * balance"): a pick from an odds button is placed at once as a single with the approved stake, the
 * result shows as a toast; quick bet switches itself off when the balance is below the stake (or
 * zero); the light panel switches it off when the player signs out. Mounted once, by the slip's
 * layer.
 */
export function useQuickBetRunner(player: PlayerBetting): { place(): Promise<void> } {
  const t = useTranslations('betslip.quickBet');
  const tError = useTranslations('error');
  const queryClient = useQueryClient();
  const locale = useLocale();
  const quick = useQuickBet();
  const { status, balance } = player;
  // The latest account data without re-subscribing the pick listener on every render.
  const latestPlayer = useRef(player);
  useEffect(() => {
    latestPlayer.current = player;
  });

  const place = useCallback(async () => {
    const current = getQuickBet();
    if (!current.isEnabled || current.selection === null) return;
    if (latestPlayer.current.status !== 'loggedIn') {
      publish('modal-requested', { modal: 'signIn' });
      return;
    }
    const blockers = quickBlockersFor(current, latestPlayer.current);
    if (blockers.length > 0) {
      // Shown in the quick-bet panel until dismissed; placing waits for it (QB-004).
      dispatchQuickBet({ type: 'warn', warning: blockers[0]! });
      betslipActions.selectTab('BET_SLIP');
      betslipActions.setOpen(true);
      showToast({
        tone: 'warning',
        title: t('notPlaced'),
        description: t(`blockers.${blockers[0]!}`),
      });
      return;
    }
    const state = dispatchQuickBet({ type: 'placing' });
    const body = quickBetBody(state, { deviceId: deviceId(), locale });
    const selection = state.selection;
    if (state.state !== 'processing' || !body || !selection) return;
    attempt = nextAttempt(attempt, body, () => crypto.randomUUID());
    try {
      const answer = await placeBets({ body, idempotencyKey: attempt.key });
      attempt = null;
      dispatchQuickBet({ type: 'placed' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
      const placed = answer.data[0];
      const odds = Number(placed?.odds ?? selection.acceptedOdds);
      showToast({
        tone: 'success',
        title: t('placed'),
        description: t('receipt', {
          outcome: selection.outcome.outcomeName,
          stake: formatMoney(state.stake, state.currency, locale),
          odds: showOdds(odds, getOddsFormat(), { cap: false }),
          ref: placed ? betReference(placed.bet_id) : '—',
        }),
      });
    } catch (error) {
      const failure = placementFailureOf(
        isApiError(error)
          ? error
          : { status: 0, code: 'network', message: (error as Error).message },
        [],
      );
      if (failure.decided) attempt = null;
      dispatchQuickBet({ type: 'failed', error: failure.error });
      if (failure.unauthorized) {
        publish('modal-requested', { modal: 'signIn' });
        return;
      }
      // The catalogue's codes have our wording; any other refusal says why in its own message.
      const key = placementErrorKey(failure.error);
      showToast({
        tone: 'error',
        title: t('failed'),
        description:
          key === 'place_bets.default' ? failure.error.message || tError(key) : tError(key),
      });
    }
  }, [locale, queryClient, t, tError]);

  // A pick is placed once the account is known: the runner may load with the first click, before
  // the profile (or the balance) has; the pick waits for it rather than being refused.
  const ready = status === 'notLoggedIn' || (status === 'loggedIn' && player.currencyKnown);
  const readyNow = useRef(ready);
  useEffect(() => {
    readyNow.current = ready;
    if (ready && takeQuickBetPick()) void place();
  }, [ready, place]);
  useEffect(
    () =>
      onQuickBetPick(() => {
        if (readyNow.current && takeQuickBetPick()) void place();
      }),
    [place],
  );

  // Balance below the stake, or none at all: quick bet goes off rather than fail every click.
  const { isEnabled, stake } = quick;
  useEffect(() => {
    if (!isEnabled || status !== 'loggedIn' || balance === null) return;
    if (balance > 0n && balance >= stake) return;
    dispatchQuickBet({ type: 'toggle' });
    showToast({ tone: 'warning', title: t('switchedOff'), description: t('lowBalance') });
  }, [isEnabled, stake, balance, status, t]);

  return { place };
}
