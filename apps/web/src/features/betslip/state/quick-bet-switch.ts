'use client';

import type { QuickBetEvent, QuickBetState } from '@sportsbook/domain';
import { createStore, useStore } from '@/lib/create-store';
import { publish, subscribe } from '@/lib/event-bus';

/**
 * What every page needs of quick bet before its rules load: whether it is on (the switch above
 * the slip, and where an odds click goes) and the switch itself. The rest (the domain's reducer
 * with its checks, the stake and approval: `quick-bet-store.ts`) loads with the slip's layer or
 * when something here needs it; what is asked of quick bet before then waits for it, in order.
 * Quick bet is only on for a signed-in player, whose slip layer loads with the page, so this
 * rarely waits.
 */
export const QUICK_BET_STORAGE_KEY = 'sportsbook.quickBet';

/** What the quick-bet rules give this module once they are loaded. */
export interface QuickBetRules {
  get(): QuickBetState;
  dispatch(event: QuickBetEvent): QuickBetState;
  subscribe(listener: () => void): () => void;
}

/** As `parseQuickBet` reads it: on only when stored as on, and off for anything unreadable. */
export function enabledOfStored(raw: string | null): boolean {
  if (!raw) return false;
  try {
    return (JSON.parse(raw) as { isEnabled?: unknown } | null)?.isEnabled === true;
  } catch {
    return false;
  }
}

function readStorage(): boolean {
  try {
    return enabledOfStored(window.localStorage.getItem(QUICK_BET_STORAGE_KEY));
  } catch {
    return false;
  }
}

const enabled = createStore<boolean>(readStorage, false);
let rules: QuickBetRules | null = null;
let waiting: Array<(rules: QuickBetRules) => void> = [];

/**
 * Called once by the quick-bet rules when they load: they run what waited for them, in order,
 * and the switch follows their state from then on.
 */
export function connectQuickBetRules(loaded: QuickBetRules): void {
  if (rules) return;
  rules = loaded;
  const pending = waiting;
  waiting = [];
  for (const run of pending) run(loaded);
  enabled.set(loaded.get().isEnabled);
  loaded.subscribe(() => enabled.set(loaded.get().isEnabled));
}

/** Runs `run` with the quick-bet rules: at once when they are loaded, else once they are. */
export function withQuickBet(run: (rules: QuickBetRules) => void): void {
  if (rules) {
    run(rules);
    return;
  }
  waiting.push(run);
  void import('./quick-bet-store');
}

export function isQuickBetEnabled(): boolean {
  return enabled.get();
}

export function useQuickBetEnabled(): boolean {
  return useStore(enabled);
}

/** Switches quick bet on or off; the switch moves at once. */
export function toggleQuickBet(): void {
  if (!rules) enabled.set((current) => !current);
  withQuickBet((loaded) => loaded.dispatch({ type: 'toggle' }));
}

/**
 * A pick waiting to be placed: set when a pick is announced, taken by the runner when it places.
 * The runner loads with the slip's layer, so the first pick of a page may come before it exists;
 * it then finds the pick waiting and places it (the click still bets, it is not dropped).
 */
let pickWaiting = false;

/** Tells the runner there is a pick to place now (an odds click, or "place now" after a warning). */
export function announceQuickBetPick(): void {
  pickWaiting = true;
  publish('quick-bet-picked');
}

/** Whether a pick was waiting; it is no longer. */
export function takeQuickBetPick(): boolean {
  const waitingPick = pickWaiting;
  pickWaiting = false;
  return waitingPick;
}

export function onQuickBetPick(listener: () => void): () => void {
  return subscribe('quick-bet-picked', listener);
}
