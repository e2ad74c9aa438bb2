'use client';

import {
  RealtimeEventName,
  toCamelCase,
  type BetCashoutChangedMessage,
  type HistoryBetWire,
} from '@sportsbook/contract/browser';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { betKeys } from '@/lib/bet-keys';
import { subscribePrivateEvent } from '@/lib/event-bus';
import { useRealtimeResync } from '@/lib/realtime/realtime-provider';
import { useAuthStatus } from '@/lib/session-store';
import {
  fetchBetHistory,
  type BetHistoryPage,
  type BetHistoryQuery,
  type HistoryBet,
} from '../api/bet-history';
import { applyBetChanged, applyCashoutChanged } from '../api/bet-view';

/** Applies `update` to the bets of every bet list in the cache. */
function patchLists(
  queryClient: ReturnType<typeof useQueryClient>,
  update: (bets: readonly HistoryBet[]) => HistoryBet[],
): void {
  queryClient.setQueriesData<BetHistoryPage>({ queryKey: betKeys.all }, (page) => {
    if (!page) return page;
    const bets = update(page.bets);
    return bets === page.bets ? page : { ...page, bets };
  });
}

/**
 * Keeps every bet list in the cache current (betting-core §4 "cashout update", "bet update"):
 * `bet changed` replaces a bet (a rejected one leaves), `bet cashout changed` sets the value the
 * cashout button offers. After a reconnect the lists are fetched again.
 */
export function useBetUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offBet = subscribePrivateEvent(RealtimeEventName.betChanged, (message) => {
      const changed = toCamelCase(message as HistoryBetWire);
      patchLists(queryClient, (bets) => applyBetChanged(bets, changed));
    });
    const offCashout = subscribePrivateEvent(RealtimeEventName.betCashoutChanged, (message) => {
      const { bet_id: betId, to_cashout: toCashout } = message as BetCashoutChangedMessage;
      patchLists(queryClient, (bets) => applyCashoutChanged(bets, { betId, toCashout }));
    });
    return () => {
      offBet();
      offCashout();
    };
  }, [queryClient]);
  useRealtimeResync(() => void queryClient.invalidateQueries({ queryKey: betKeys.all }));
}

/** One page of the player's bets (fetched only when signed in, betting-core §6). */
export function useBetHistory(query: BetHistoryQuery) {
  const status = useAuthStatus();
  useBetUpdates();
  return useQuery({
    queryKey: betKeys.list(query),
    queryFn: ({ signal }) => fetchBetHistory(query, signal),
    enabled: status === 'loggedIn',
    // Another filter or page keeps the list on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

/** Replaces one bet in every list (a cashout's answer carries the bet as it is now). */
export function usePatchBet(): (bet: HistoryBet) => void {
  const queryClient = useQueryClient();
  return (bet) => patchLists(queryClient, (bets) => applyBetChanged(bets, bet));
}
