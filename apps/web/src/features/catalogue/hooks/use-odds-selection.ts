'use client';

import { createStore, useStore } from '@/lib/create-store';

/**
 * The odds the player has picked, by selection key. A stand-in until the bet slip owns the
 * selections: it only remembers what is highlighted while the page stays open.
 */
const selectionStore = createStore<ReadonlySet<string>>(() => new Set(), new Set());

export function useOddsSelected(key: string): boolean {
  return useStore(selectionStore).has(key);
}

export function toggleOddsSelection(key: string): void {
  selectionStore.set((current) => {
    const next = new Set(current);
    if (!next.delete(key)) next.add(key);
    return next;
  });
}
