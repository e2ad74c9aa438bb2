'use client';

import type { BetBonusInput, BonusWire } from '@sportsbook/contract';
import {
  placementBlockers,
  type PlacementBlocker,
  type SlipBet,
  type SlipState,
} from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { accountKeys } from '@/lib/account-keys';
import { bonusKeys } from '@/lib/bonus-keys';
import { bonusInputOf, effectiveBonuses } from '../api/slip-bonuses';
import { useSlipBonusStore } from './slip-bonus-store';
import { betKeys } from '@/lib/bet-keys';
import { isApiError } from '@/lib/api-fetch';
import { dispatchSlip } from '../state/betslip-store';
import { publish } from '@/lib/event-bus';
import { usePlayerBetting, type PlayerBetting } from '../state/player-betting';
import { deviceId, placeBets } from '../api/place-bets';
import {
  nextAttempt,
  placeBetsBody,
  placementFailureOf,
  placementResultsOf,
  refusedBetsOf,
  type PlacementAttempt,
} from '../api/placement';

/**
 * The last attempt, module-wide: a retry after a lost answer must carry the same idempotency key
 * even if the panel re-mounted (mobile sheet closed and opened) in between.
 */
let attempt: PlacementAttempt | null = null;

/** The bonus of each bet being placed: the slip's choice, as the ticket shows it. */
function slipBonusInputs(
  bets: readonly SlipBet[],
  usable: readonly BonusWire[],
): Record<string, BetBonusInput> {
  const store = useSlipBonusStore.getState();
  const current = effectiveBonuses(
    bets,
    usable,
    store.currency === bets[0]?.currency ? store.chosen : {},
  );
  return Object.fromEntries(
    current.flatMap(({ bet, bonus }) => (bonus ? [[bet.id, bonusInputOf(bet, bonus)]] : [])),
  );
}

/**
 * Why the place button is disabled, with what is known about the player's account. Stakes that
 * freebets pay are limited by neither the balance nor the max stake (CHECK-014).
 */
export function blockersFor(
  state: SlipState,
  player: PlayerBetting,
  maxStake: bigint | null = null,
  stakedByBonus?: ReadonlySet<string>,
): PlacementBlocker[] {
  const loggedIn = player.status === 'loggedIn';
  return placementBlockers(state, {
    isPve: player.isPve,
    balance: loggedIn ? player.balance : null,
    currency: loggedIn ? player.currency : null,
    maxStake: loggedIn ? maxStake : null,
    ...(stakedByBonus ? { stakedByBonus } : {}),
  });
}

/** The place button (betting-core §4 Ticket state, §8 errors). */
export function usePlaceBets(): () => Promise<void> {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const player = usePlayerBetting();
  const loggedIn = player.status === 'loggedIn';
  return useCallback(async () => {
    if (!loggedIn) {
      // A visitor may fill a slip but not place it: sign in first, the slip stays as it is.
      dispatchSlip({ type: 'placing', loggedIn: false });
      publish('modal-requested', { modal: 'signIn' });
      return;
    }
    const state = dispatchSlip({ type: 'placing', loggedIn: true });
    if (state.ticketState !== 'processing') return;
    const sent = state.processingBets;
    const bonuses = slipBonusInputs(sent, queryClient.getQueryData(bonusKeys.usable) ?? []);
    const body = placeBetsBody(state, { deviceId: deviceId(), locale, bonuses });
    attempt = nextAttempt(attempt, body, () => crypto.randomUUID());
    try {
      const answer = await placeBets({ body, idempotencyKey: attempt.key });
      attempt = null;
      dispatchSlip({
        type: 'placed',
        results: placementResultsOf(sent, answer),
        refused: refusedBetsOf(sent, answer),
      });
      // The stake left the balance: the header and the slip's balance check read it again.
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
      if (Object.keys(bonuses).length > 0) {
        // A freebet is used up; the slip's next bets start without a choice.
        useSlipBonusStore.getState().reset(state.currency);
        void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      }
    } catch (error) {
      const failure = placementFailureOf(
        isApiError(error)
          ? error
          : { status: 0, code: 'network', message: (error as Error).message },
        sent,
      );
      if (failure.decided) attempt = null;
      dispatchSlip({ type: 'failed', error: failure.error, unauthorized: failure.unauthorized });
      for (const update of failure.oddsUpdates) dispatchSlip({ type: 'marketUpdate', update });
      if (failure.unauthorized) publish('modal-requested', { modal: 'signIn' });
    }
  }, [loggedIn, locale, queryClient]);
}
