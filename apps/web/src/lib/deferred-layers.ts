'use client';

import { createStore, useStore } from './create-store';

/**
 * The parts of the page that load on first use (decision 018): the account layer (TanStack Query,
 * the profile load, the modal host, the sign-up reminder) and the slip's layer (the ticket and
 * its runners: placement, quick bet, shared slips, live updates). Whoever needs one asks for it
 * here, and the component that owns it mounts it once asked; asked stays asked for the tab's life.
 * The slip's layer reads the account's cache (currency, balance, stakes), so it brings the
 * account layer with it.
 */
export type DeferredLayer = 'account' | 'slip';

type Wanted = Readonly<Record<DeferredLayer, boolean>>;

const NOTHING: Wanted = { account: false, slip: false };
const store = createStore<Wanted>(() => NOTHING, NOTHING);

export function loadLayer(layer: DeferredLayer): void {
  store.set((current) => {
    const next = layer === 'slip' ? { account: true, slip: true } : { ...current, account: true };
    return current.account === next.account && current.slip === next.slip ? current : next;
  });
}

export function isLayerWanted(layer: DeferredLayer): boolean {
  return store.get()[layer];
}

export function useLayerWanted(layer: DeferredLayer): boolean {
  return useStore(store)[layer];
}
