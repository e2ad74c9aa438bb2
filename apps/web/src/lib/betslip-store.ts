'use client';

import {
  createSlip,
  reduceSlip,
  selectedOutcomeIds,
  type SelectionInput,
  type SlipEvent,
  type SlipState,
} from '@sportsbook/domain';
import { useMemo } from 'react';
import { BETSLIP_STORAGE_KEY, parseSlip, serializeSlip } from './betslip-storage';
import { createStore, useStore } from './create-store';
import { loadLayer } from './deferred-layers';
import { announceQuickBetPick, dispatchQuickBet, getQuickBet } from './quick-bet-store';

/**
 * The bet slip's state: the domain's pure reducer (`reduceSlip`) behind a tiny store, saved to
 * sessionStorage after every change and read back on load (betting-core §4 "Session restore").
 * It lives in lib because the catalogue's odds buttons add to it and the bet slip feature shows
 * it, and features do not import each other. The server (and hydration) sees an empty slip.
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

/**
 * What an odds button calls: adds the outcome, or removes it when it is already in the slip. The
 * store and the count update at once; the ticket (the slip's layer) loads with the first one.
 */
export function toggleSlipSelection(selection: SelectionInput): void {
  dispatchSlip({ type: 'toggleSelection', selection });
  loadLayer('slip');
}

/**
 * What an odds button calls. With quick bet on, the click is a one-click bet (betting-core §4
 * "Quick bet"): the outcome goes to quick bet, and the bet slip feature, which listens for the
 * pick, places it. Otherwise the outcome goes into the slip, or out when it is already there.
 */
export function pickSelection(selection: SelectionInput): void {
  if (!getQuickBet().isEnabled) {
    toggleSlipSelection(selection);
    return;
  }
  const select = { type: 'select', selection, settings: getSlip().settings } as const;
  const before = getQuickBet();
  let after = dispatchQuickBet(select);
  // Clicking a shown pick again takes it back (QB-006), but a pick left from an earlier attempt
  // is not on screen: the click means "place this", so the outcome is picked anew.
  if (after.selection === null && before.selection !== null && before.state !== 'warning') {
    after = dispatchQuickBet(select);
  }
  if (after !== before && after.selection !== null) {
    // The runner is in the slip's layer: loaded now if it is not yet, it then places the pick.
    loadLayer('slip');
    announceQuickBetPick();
  }
}

/** Selected outcome ids; memoised per state so every odds button does not rebuild the set. */
let cachedFor: SlipState | undefined;
let cachedIds: ReadonlySet<string> = new Set();
function selectedIdsOf(state: SlipState): ReadonlySet<string> {
  if (cachedFor !== state) {
    cachedFor = state;
    cachedIds = new Set(selectedOutcomeIds(state));
  }
  return cachedIds;
}

export function useSlipSelected(selectionId: string): boolean {
  const state = useSlip();
  return useMemo(() => selectedIdsOf(state).has(selectionId), [state, selectionId]);
}
