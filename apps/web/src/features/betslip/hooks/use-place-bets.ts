'use client';

import { placementBlockers, type PlacementBlocker, type SlipState } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { accountKeys } from '@/lib/account-keys';
import { betKeys } from '@/lib/bet-keys';
import { isApiError } from '@/lib/api-fetch';
import { dispatchSlip } from '@/lib/betslip-store';
import { requestModal } from '@/lib/modal-events';
import { usePlayerBetting, type PlayerBetting } from '@/lib/player-betting';
import { deviceId, placeBets } from '../api/place-bets';
import {
  nextAttempt,
  placeBetsBody,
  placementFailureOf,
  placementResultsOf,
  type PlacementAttempt,
} from '../api/placement';

/**
 * The last attempt, module-wide: a retry after a lost answer must carry the same idempotency key
 * even if the panel re-mounted (mobile sheet closed and opened) in between.
 */
let attempt: PlacementAttempt | null = null;

/** Why the place button is disabled, with what is known about the player's account. */
export function blockersFor(
  state: SlipState,
  player: PlayerBetting,
  maxStake: bigint | null = null,
): PlacementBlocker[] {
  const loggedIn = player.status === 'loggedIn';
  return placementBlockers(state, {
    isPve: player.isPve,
    balance: loggedIn ? player.balance : null,
    currency: loggedIn ? player.currency : null,
    maxStake: loggedIn ? maxStake : null,
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
      requestModal('signIn');
      return;
    }
    const state = dispatchSlip({ type: 'placing', loggedIn: true });
    if (state.ticketState !== 'processing') return;
    const sent = state.processingBets;
    const body = placeBetsBody(state, { deviceId: deviceId(), locale });
    attempt = nextAttempt(attempt, body, () => crypto.randomUUID());
    try {
      const answer = await placeBets({ body, idempotencyKey: attempt.key });
      attempt = null;
      dispatchSlip({ type: 'placed', results: placementResultsOf(sent, answer) });
      // The stake left the balance: the header and the slip's balance check read it again.
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
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
      if (failure.unauthorized) requestModal('signIn');
    }
  }, [loggedIn, locale, queryClient]);
}
