'use client';

import { ODDS_FORMATS, formatOdds, isValidOdds, type OddsFormat } from '@sportsbook/domain';
import { useCallback } from 'react';
import { createStore, useStore } from '@/lib/create-store';

/**
 * The odds format the player picked (betting-core §3 "activeOddsType, remembered in local
 * storage"). Shared by the catalogue (odds buttons, market board) and the bet slip, which cannot
 * import each other, so it lives here. The server renders European; the stored choice applies
 * right after hydration.
 */
export const ODDS_FORMAT_STORAGE_KEY = 'sportsbook.oddsFormat';
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'european';

export function parseOddsFormat(raw: string | null): OddsFormat {
  return (ODDS_FORMATS as readonly (string | null)[]).includes(raw)
    ? (raw as OddsFormat)
    : DEFAULT_ODDS_FORMAT;
}

function readStorage(): OddsFormat {
  try {
    return parseOddsFormat(window.localStorage.getItem(ODDS_FORMAT_STORAGE_KEY));
  } catch {
    // Blocked storage: European every visit is still correct, just not remembered.
    return DEFAULT_ODDS_FORMAT;
  }
}

const store = createStore<OddsFormat>(readStorage, DEFAULT_ODDS_FORMAT);

export function setOddsFormat(format: OddsFormat): void {
  store.set(format);
  try {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, format);
  } catch {
    // Not remembering the choice is acceptable.
  }
}

export function getOddsFormat(): OddsFormat {
  return store.get();
}

export function useOddsFormat(): OddsFormat {
  return useStore(store);
}

/** Formats a decimal price; a price no format can show (below 1.001) is shown as a dash. */
export function showOdds(odds: number, format: OddsFormat, options?: { cap?: boolean }): string {
  return isValidOdds(odds) ? formatOdds(odds, format, options) : '–';
}

/** A formatter bound to the player's format, for components that show many prices. */
export function useShowOdds(): (odds: number, options?: { cap?: boolean }) => string {
  const format = useOddsFormat();
  return useCallback((odds, options) => showOdds(odds, format, options), [format]);
}
