'use client';

import {
  isValidOdds,
  selectionIdOf,
  type SelectionInput,
  type SlipEvent,
  type SlipSettings,
} from '@sportsbook/domain';
import { createStore, useStore } from '@/lib/create-store';
import { loadLayer } from '@/lib/deferred-layers';
import { publish, type BetSlipCustomBet } from '@/lib/event-bus';
import { getCustomSlip, subscribeCustomSlip } from './custom-bet-store';
import { announceQuickBetPick, isQuickBetEnabled, withQuickBet } from './quick-bet-switch';

/**
 * What every page needs of the bet slip before its ticket loads: which outcomes are in it (the
 * odds buttons' pressed state), how many (the count), whether there is anything for the ticket to
 * show, and the odds buttons' click. The slip's rules (the domain's reducer, its checks and
 * returns: `betslip-store.ts`) load on first use with the ticket (decision 019); a click before
 * they are there is queued and applied by them in order, and the pressed state and the count
 * change at once (an odds click toggles exactly that outcome, so the result is known without the
 * rules). Once the rules are there, this summary follows their state.
 */
export const BETSLIP_STORAGE_KEY = 'sportsbook.betslip';

/**
 * The clicks waiting for the rules, kept beside the slip so that a reload (or a full navigation)
 * before the rules arrive keeps them, as it kept a slip saved at once before the rules loaded
 * on first use. The rules apply them after the stored slip and remove them.
 */
export const BETSLIP_CLICKS_KEY = 'sportsbook.betslip.clicks';

export interface SlipSummary {
  /** The outcomes in the slip (each once): the odds buttons' keys. */
  selected: ReadonlySet<string>;
  /** A selection, a receipt or a ticket state other than initial: the ticket has work. */
  hasContent: boolean;
}

/** What the slip's rules give this module once they are loaded. */
export interface SlipRules {
  dispatch(event: SlipEvent): void;
  summary(): SlipSummary;
  settings(): SlipSettings;
  subscribe(listener: () => void): () => void;
}

const EMPTY: SlipSummary = { selected: new Set(), hasContent: false };

/**
 * The stored slip's outcomes, read without the rules: a slip with content loads them at once
 * (the panel asks for the ticket), and they read it again properly; this only has to be right
 * for a sound stored slip, and never throws.
 */
export function summaryOfStored(raw: string | null): SlipSummary {
  if (!raw) return EMPTY;
  try {
    const stored = JSON.parse(raw) as {
      version?: unknown;
      ticketState?: unknown;
      bets?: Array<{ selections?: Array<{ id?: unknown }> }>;
      placedBets?: unknown;
    } | null;
    if (!stored || stored.version !== 1 || !Array.isArray(stored.bets)) return EMPTY;
    const selected = new Set<string>();
    for (const bet of stored.bets) {
      for (const selection of bet.selections ?? []) {
        if (typeof selection.id === 'string') selected.add(selection.id);
      }
    }
    const ticketState = stored.ticketState ?? 'initial';
    const placed = Array.isArray(stored.placedBets) && stored.placedBets.length > 0;
    return {
      selected,
      hasContent:
        selected.size > 0 || placed || (ticketState !== 'initial' && ticketState !== 'processing'),
    };
  } catch {
    return EMPTY;
  }
}

/**
 * An odds click's effect on the summary, as the reducer's `toggleSelection` has it: a click on a
 * price that cannot be bet on at all does nothing (not even take the outcome out); otherwise the
 * outcome leaves the slip when it is in it, else joins it.
 */
export function toggledSummary(summary: SlipSummary, selection: SelectionInput): SlipSummary {
  if (!isValidOdds(selection.odds)) return summary;
  const id = selectionIdOf(selection);
  const selected = new Set(summary.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { selected, hasContent: selected.size > 0 || summary.hasContent };
}

/** The clicks a page left waiting for the rules; nothing for anything unreadable. */
export function clicksOfStored(raw: string | null): SelectionInput[] {
  if (!raw) return [];
  try {
    const clicks = JSON.parse(raw) as unknown;
    return Array.isArray(clicks) ? (clicks as SelectionInput[]) : [];
  } catch {
    return [];
  }
}

let rules: SlipRules | null = null;
/** Clicks made before the rules loaded, in order (with those a previous page left). */
let queued: SelectionInput[] = [];

function saveClicks(): void {
  try {
    if (queued.length === 0) window.sessionStorage.removeItem(BETSLIP_CLICKS_KEY);
    else window.sessionStorage.setItem(BETSLIP_CLICKS_KEY, JSON.stringify(queued));
  } catch {
    // Blocked storage: the clicks still apply on this page, they are just not remembered.
  }
}

function readStorage(): SlipSummary {
  try {
    const storage = window.sessionStorage;
    queued = clicksOfStored(storage.getItem(BETSLIP_CLICKS_KEY));
    return queued.reduce(toggledSummary, summaryOfStored(storage.getItem(BETSLIP_STORAGE_KEY)));
  } catch {
    return EMPTY;
  }
}

// Read on first use in the browser, with the clicks waiting (so before anything is queued).
const store = createStore<SlipSummary>(readStorage, EMPTY);

// The slip's state for whoever listens on the bus (a host page, through the embed feature): told
// on every change of the outcomes or the content, whether the rules are loaded or not.
// The slip's custom bets ride along (decision 059): told when one is added, removed, re-priced or
// accepted, not on every stake typed.
let lastCustomBets = '[]';

function customBetsSummary(): BetSlipCustomBet[] {
  return getCustomSlip().bets.map((bet) => ({
    id: bet.id,
    matchId: bet.match.matchId,
    selectionIds: bet.parts.map(
      (part) => `${bet.match.matchId}/${part.marketId}/${part.specifier}/${part.outcomeId}`,
    ),
    odds: bet.acceptedOdds,
  }));
}

function publishSlipChanged(): void {
  const { selected, hasContent } = store.get();
  const customBets = customBetsSummary();
  lastCustomBets = JSON.stringify(customBets);
  publish('bet-slip-changed', { selectionIds: [...selected], hasContent, customBets });
}

store.subscribe(publishSlipChanged);
subscribeCustomSlip(() => {
  if (JSON.stringify(customBetsSummary()) !== lastCustomBets) publishSlipChanged();
});

function sameSummary(a: SlipSummary, b: SlipSummary): boolean {
  return (
    a.hasContent === b.hasContent &&
    a.selected.size === b.selected.size &&
    [...a.selected].every((id) => b.selected.has(id))
  );
}

function follow(next: SlipSummary): void {
  // Unchanged outcomes keep the same summary, so a stake typed in the ticket does not re-render
  // every odds button of the page.
  store.set((current) => (sameSummary(current, next) ? current : next));
}

/**
 * Called once by the slip's rules when they load: they apply what was clicked before them, in
 * order, and the summary follows their state from then on.
 */
export function connectSlipRules(loaded: SlipRules): void {
  if (rules) return;
  store.get();
  rules = loaded;
  const pending = queued;
  queued = [];
  for (const selection of pending) loaded.dispatch({ type: 'toggleSelection', selection });
  if (pending.length > 0) saveClicks();
  follow(loaded.summary());
  loaded.subscribe(() => follow(loaded.summary()));
}

/** The slip's settings, as the rules have them; none until they load (the defaults apply). */
export function slipSettings(): SlipSettings | undefined {
  return rules?.settings();
}

export function useSlipSummary(): SlipSummary {
  return useStore(store);
}

export function useSlipSelected(selectionId: string): boolean {
  return useStore(store).selected.has(selectionId);
}

/**
 * Adds the outcome, or removes it when it is already in the slip. The pressed state and the count
 * change at once; the ticket (the slip's layer, which brings the rules) loads with the first one.
 */
export function toggleSlipSelection(selection: SelectionInput): void {
  if (rules) {
    rules.dispatch({ type: 'toggleSelection', selection });
  } else {
    store.set((current) => toggledSummary(current, selection));
    queued.push(selection);
    saveClicks();
    // The ticket brings the rules too; asking here keeps the queue from depending on it.
    void import('./betslip-store');
  }
  loadLayer('slip');
}

/**
 * What an odds button calls. With quick bet on, the click is a one-click bet (betting-core §4
 * "Quick bet"): the outcome goes to quick bet, and the bet slip feature, which listens for the
 * pick, places it. Otherwise the outcome goes into the slip, or out when it is already there.
 */
export function pickSelection(selection: SelectionInput): void {
  if (!isQuickBetEnabled()) {
    toggleSlipSelection(selection);
    return;
  }
  withQuickBet((quickBet) => {
    // Read when the pick is made, as before: quick bet may have been switched off meanwhile.
    if (!quickBet.get().isEnabled) {
      toggleSlipSelection(selection);
      return;
    }
    const select = { type: 'select', selection, settings: slipSettings() } as const;
    const before = quickBet.get();
    let after = quickBet.dispatch(select);
    // Clicking a shown pick again takes it back (QB-006), but a pick left from an earlier attempt
    // is not on screen: the click means "place this", so the outcome is picked anew.
    if (after.selection === null && before.selection !== null && before.state !== 'warning') {
      after = quickBet.dispatch(select);
    }
    if (after !== before && after.selection !== null) {
      // The runner is in the slip's layer: loaded now if it is not yet, it then places the pick.
      loadLayer('slip');
      announceQuickBetPick();
    }
  });
}

/**
 * An each-way bet (issue 22, decision 048): the win and the place parts go into the slip as two
 * singles of the same stake (the slip's single splits keep the first bet's stake). Pressing it
 * again with both parts in takes them out.
 */
export function pickEachWay(win: SelectionInput, place: SelectionInput): void {
  void import('./betslip-store').then(({ dispatchSlip, getSlip }) => {
    const ids = new Set(getSlip().bets.flatMap((bet) => bet.selections.map((s) => s.id)));
    const both = ids.has(selectionIdOf(win)) && ids.has(selectionIdOf(place));
    if (both) {
      dispatchSlip({ type: 'removeSelection', selectionId: selectionIdOf(win) });
      dispatchSlip({ type: 'removeSelection', selectionId: selectionIdOf(place) });
      return;
    }
    dispatchSlip({ type: 'addSelection', selection: win });
    dispatchSlip({ type: 'addSelection', selection: place });
    dispatchSlip({ type: 'changeBetType', betType: 'single' });
    loadLayer('slip');
  });
}
