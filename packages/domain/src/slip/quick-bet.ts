import type { CurrencyCode } from '../money';
import { quickBetBlockers } from './placement-checks';
import { DEFAULT_SLIP_SETTINGS } from './slip-reducer';
import { createSelection } from './slip-selection';
import type { SelectionInput, SlipError, SlipSelection, SlipSettings } from './slip-types';

/**
 * Quick bet (betting-core §4): one click on a price places a single with a stake the player has
 * approved in advance. Approval is a standing consent to that stake in that currency, so any
 * change to either withdraws it.
 */
export type QuickBetPhase = 'idle' | 'warning' | 'processing' | 'success' | 'error';

export interface QuickBetState {
  isEnabled: boolean;
  state: QuickBetPhase;
  selection: SlipSelection | null;
  stake: bigint;
  currency: CurrencyCode;
  isApproved: boolean;
  error: SlipError | null;
  /** Shown while in 'warning' (its reason is the web app's to word). */
  warning: string | null;
}

export type QuickBetEvent =
  | { type: 'toggle' }
  | { type: 'setStake'; stake: bigint }
  | { type: 'currencyChange'; currency: CurrencyCode }
  | { type: 'approve' }
  /** A price clicked while quick bet is on; the outcome already chosen is deselected. */
  | { type: 'select'; selection: SelectionInput; settings?: SlipSettings }
  | { type: 'warn'; warning: string }
  | { type: 'dismissWarning' }
  | { type: 'placing' }
  | { type: 'placed' }
  | { type: 'failed'; error: SlipError };

export interface CreateQuickBetOptions {
  currency?: CurrencyCode;
  isEnabled?: boolean;
  stake?: bigint;
}

export function createQuickBet(options: CreateQuickBetOptions = {}): QuickBetState {
  return {
    isEnabled: options.isEnabled ?? false,
    state: 'idle',
    selection: null,
    stake: options.stake !== undefined && options.stake > 0n ? options.stake : 0n,
    currency: options.currency ?? 'EUR',
    isApproved: false,
    error: null,
    warning: null,
  };
}

/** The outcomes to highlight while quick bet is on. */
export function quickBetSelectedOutcomeIds(state: QuickBetState): string[] {
  return state.selection === null ? [] : [state.selection.id];
}

export function reduceQuickBet(state: QuickBetState, event: QuickBetEvent): QuickBetState {
  const busy = state.state === 'processing';
  switch (event.type) {
    case 'toggle':
      return { ...state, isEnabled: !state.isEnabled, isApproved: false };
    case 'setStake':
      if (busy || event.stake < 0n || event.stake === state.stake) return state;
      return { ...state, stake: event.stake, isApproved: false };
    case 'currencyChange':
      // Subunits of one currency mean nothing in another, so the stake goes with the approval.
      if (event.currency === state.currency) return state;
      return { ...state, currency: event.currency, stake: 0n, isApproved: false };
    case 'approve':
      if (state.stake <= 0n || state.isApproved) return state;
      return { ...state, isApproved: true };
    case 'select': {
      if (busy) return state;
      const selection = createSelection(event.selection, event.settings ?? DEFAULT_SLIP_SETTINGS);
      if (selection === null) return state;
      const again = state.selection?.id === selection.id;
      // A new pick starts over after a result, but does not skip a warning the player must see.
      const phase = state.state === 'warning' ? 'warning' : 'idle';
      return { ...state, selection: again ? null : selection, state: phase, error: null };
    }
    case 'warn':
      return busy ? state : { ...state, state: 'warning', warning: event.warning };
    case 'dismissWarning':
      return state.state === 'warning' ? { ...state, state: 'idle', warning: null } : state;
    case 'placing':
      // Does nothing in warning or processing, without approval, or when the bet cannot win.
      if (quickBetBlockers(state).length > 0) return state;
      return { ...state, state: 'processing', error: null };
    case 'placed':
      if (!busy) return state;
      return { ...state, state: 'success', selection: null };
    case 'failed':
      if (!busy) return state;
      return { ...state, state: 'error', selection: null, error: event.error };
  }
}
