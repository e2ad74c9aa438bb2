'use client';

import {
  createSlip,
  reduceSlip,
  selectedOutcomeIds,
  type SlipEvent,
  type SlipState,
} from '@sportsbook/domain';
import { BETSLIP_STORAGE_KEY, connectSlipRules, type SlipSummary } from './betslip-picks';
import { parseSlip, serializeSlip } from './betslip-storage';
import { createStore, useStore } from '@/lib/create-store';

/**
 * The bet slip's state: the domain's pure reducer (`reduceSlip`) behind a tiny store, saved to
 * sessionStorage after every change and read back on load (betting-core §4 "Session restore").
 * It lives in lib because the catalogue's odds buttons add to it and the bet slip feature shows
 * it, and features do not import each other. It loads with the slip's ticket (decision 019): the
 * odds buttons and the count read `betslip-picks.ts`, which queues their clicks until this is
 * here. The server (and hydration) sees an empty slip.
 */
const SERVER_SLIP = createSlip();

function readStorage(): SlipState {
  try {
    return parseSlip(window.sessionStorage.getItem(BETSLIP_STORAGE_KEY));
  } catch {
    // Blocked storage: the slip still works for this page, it is just not remembered.
    return createSlip();
  }
}

function writeStorage(state: SlipState): void {
  try {
    window.sessionStorage.setItem(BETSLIP_STORAGE_KEY, serializeSlip(state));
  } catch {
    // Quota or privacy settings: losing the slip on reload is acceptable.
  }
}

const store = createStore<SlipState>(readStorage, SERVER_SLIP);

export function dispatchSlip(event: SlipEvent): SlipState {
  store.set((current) => {
    const next = reduceSlip(current, event);
    if (next !== current) writeStorage(next);
    return next;
  });
  return store.get();
}

export function getSlip(): SlipState {
  return store.get();
}

export function useSlip(): SlipState {
  return useStore(store);
}

/** What the odds buttons and the count read of a slip. */
export function summaryOf(state: SlipState): SlipSummary {
  return {
    selected: new Set(selectedOutcomeIds(state)),
    hasContent:
      state.bets.length > 0 || state.placedBets.length > 0 || state.ticketState !== 'initial',
  };
}

// The clicks made before the rules loaded are applied now, in order; the odds buttons and the
// count follow this store from here on.
connectSlipRules({
  dispatch: dispatchSlip,
  summary: () => summaryOf(store.get()),
  settings: () => store.get().settings,
  subscribe: store.subscribe,
});
