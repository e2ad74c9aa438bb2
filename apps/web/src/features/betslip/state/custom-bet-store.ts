'use client';

import { createStore, useStore } from '@/lib/create-store';
import { loadLayer } from '@/lib/deferred-layers';
import { betslipActions } from '../hooks/use-betslip-ui';
import {
  CUSTOM_SLIP_STORAGE_KEY,
  EMPTY_CUSTOM_SLIP,
  parseCustomSlip,
  reduceCustomSlip,
  serializeCustomSlip,
  type CustomBetInput,
  type CustomSlipEvent,
  type CustomSlipState,
} from './custom-bets';

/**
 * The slip's custom bets (decision 053) behind a tiny store, saved to sessionStorage after every
 * change and read back on load, like the rest of the slip. Light on purpose: the panel's count
 * and the bet builder's "Add bet" read it before the slip's layer loads.
 */
function readStorage(): CustomSlipState {
  try {
    return parseCustomSlip(window.sessionStorage.getItem(CUSTOM_SLIP_STORAGE_KEY));
  } catch {
    return EMPTY_CUSTOM_SLIP;
  }
}

function writeStorage(state: CustomSlipState): void {
  try {
    window.sessionStorage.setItem(CUSTOM_SLIP_STORAGE_KEY, serializeCustomSlip(state));
  } catch {
    // Quota or privacy settings: losing the slip on reload is acceptable.
  }
}

const store = createStore<CustomSlipState>(readStorage, EMPTY_CUSTOM_SLIP);

export function dispatchCustomSlip(event: CustomSlipEvent): CustomSlipState {
  store.set((current) => {
    const next = reduceCustomSlip(current, event);
    if (next !== current) writeStorage(next);
    return next;
  });
  return store.get();
}

export function getCustomSlip(): CustomSlipState {
  return store.get();
}

/** Told after every change of the slip's custom bets (the host's bet-slip-changed, decision 059). */
export function subscribeCustomSlip(listener: () => void): () => void {
  return store.subscribe(listener);
}

export function useCustomSlip(): CustomSlipState {
  return useStore(store);
}

/**
 * The bet builder's "Add bet": the combination goes into the slip as one custom bet, and the slip
 * shows (the column on desktop, the sheet on mobile).
 */
export function addCustomBetToSlip(bet: CustomBetInput): void {
  dispatchCustomSlip({ type: 'add', bet });
  loadLayer('slip');
  betslipActions.reveal('BET_SLIP');
}
