import { ODDS_ACCEPT_MODE_NAMES, type OddsAcceptMode } from '@sportsbook/domain';
import { createStore, useStore } from '@/lib/create-store';

/**
 * A visitor's odds acceptance mode (betting-core §3 "oddsAcceptMode"), kept in localStorage like
 * the odds format; a signed-in player's is in their settings (auto_accept_odds_change).
 */
export const ACCEPT_MODE_STORAGE_KEY = 'sportsbook.oddsAcceptMode';

export function parseAcceptMode(raw: string | null): OddsAcceptMode {
  return (ODDS_ACCEPT_MODE_NAMES as readonly (string | null)[]).includes(raw)
    ? (raw as OddsAcceptMode)
    : 'none';
}

function readStorage(): OddsAcceptMode {
  try {
    return parseAcceptMode(window.localStorage.getItem(ACCEPT_MODE_STORAGE_KEY));
  } catch {
    return 'none';
  }
}

const store = createStore<OddsAcceptMode>(readStorage, 'none');

export function setVisitorAcceptMode(mode: OddsAcceptMode): void {
  store.set(mode);
  try {
    window.localStorage.setItem(ACCEPT_MODE_STORAGE_KEY, mode);
  } catch {
    // Not remembering the choice is acceptable.
  }
}

export function useVisitorAcceptMode(): OddsAcceptMode {
  return useStore(store);
}
