'use client';

import {
  createQuickBet,
  isCurrencyCode,
  reduceQuickBet,
  type QuickBetEvent,
  type QuickBetState,
} from '@sportsbook/domain';
import { createStore, useStore } from '@/lib/create-store';
import { connectQuickBetRules, QUICK_BET_STORAGE_KEY } from './quick-bet-switch';

/**
 * Quick bet (betting-core §3 "Quick bet", §4): the domain's reducer behind a small store. It
 * lives in lib because the catalogue's odds buttons route a click to it while it is on, and the
 * bet slip feature shows its controls and places the bet; features do not import each other.
 * It loads with the slip's layer (decision 019); the first load has only the switch
 * (`quick-bet-switch.ts`), which hands what it is asked to this store once it is here.
 *
 * What the player set up is kept in localStorage (§9 "local storage holds … quick bet"): on or
 * off, the stake, its currency and the approval. Approval is a standing consent to that stake in
 * that currency, which is why it survives a reload but not a change to either (QB-002). The pick
 * and the placement state are the page's only.
 */
interface StoredQuickBet {
  isEnabled: boolean;
  stake: string;
  currency: string;
  isApproved: boolean;
}

export function parseQuickBet(raw: string | null): QuickBetState {
  if (!raw) return createQuickBet();
  try {
    const stored = JSON.parse(raw) as Partial<StoredQuickBet>;
    const currency =
      typeof stored.currency === 'string' && isCurrencyCode(stored.currency)
        ? stored.currency
        : 'EUR';
    const stake =
      typeof stored.stake === 'string' && /^\d{1,40}$/.test(stored.stake)
        ? BigInt(stored.stake)
        : 0n;
    const base = createQuickBet({ currency, stake, isEnabled: stored.isEnabled === true });
    // Approval of nothing is no approval (QB-003).
    return { ...base, isApproved: stored.isApproved === true && base.stake > 0n };
  } catch {
    return createQuickBet();
  }
}

export function serializeQuickBet(state: QuickBetState): string {
  const stored: StoredQuickBet = {
    isEnabled: state.isEnabled,
    stake: state.stake.toString(),
    currency: state.currency,
    isApproved: state.isApproved,
  };
  return JSON.stringify(stored);
}

function readStorage(): QuickBetState {
  try {
    return parseQuickBet(window.localStorage.getItem(QUICK_BET_STORAGE_KEY));
  } catch {
    return createQuickBet();
  }
}

function writeStorage(state: QuickBetState): void {
  try {
    window.localStorage.setItem(QUICK_BET_STORAGE_KEY, serializeQuickBet(state));
  } catch {
    // Not remembering the set-up is acceptable; quick bet still works on this page.
  }
}

const store = createStore<QuickBetState>(readStorage, createQuickBet());

export function dispatchQuickBet(event: QuickBetEvent): QuickBetState {
  store.set((current) => {
    const next = reduceQuickBet(current, event);
    if (next !== current) writeStorage(next);
    return next;
  });
  return store.get();
}

export function getQuickBet(): QuickBetState {
  return store.get();
}

export function useQuickBet(): QuickBetState {
  return useStore(store);
}

// Whatever waited for the rules (a switch, a pick made while they loaded) runs now, in order.
connectQuickBetRules({ get: getQuickBet, dispatch: dispatchQuickBet, subscribe: store.subscribe });
