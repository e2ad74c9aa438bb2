'use client';

import type { FavouriteWire } from '@sportsbook/contract';
import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { publish } from '@/lib/event-bus';
import { useAuthStatus, useSessionStore } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';

/**
 * Favourite matches (betting-core §6, account-platform §4 Favourites): fetched only when logged
 * in; the toggle is optimistic and reverts on error. Shared by the match rows (catalogue) and the
 * favourites page, so it lives here rather than in either feature. A small store, not a query:
 * the star sits in every row of every list, and TanStack Query stays out of the first load.
 */
export const favouriteKeys = {
  /** The favourites page's list of matches (a query of its own, on that page only). */
  matches: ['favourites', 'match', 'list'] as const,
};

/**
 * The API client, loaded with the first call: a visitor's stars never make one, and it is not
 * needed to draw a page (so it stays out of the first load, decision 018).
 */
const loadApiClient = () => import('@/lib/api-fetch').then((module) => module.apiRequest);

/** Like the query it replaces: ids older than this are fetched again when a star mounts. */
const STALE_MS = 60_000;

interface LoadedIds {
  ids: readonly number[];
  at: number;
}

interface FavouritesState {
  /** Whose favourites these are; another player's (or none) means nothing is known. */
  userId: string | undefined;
  byType: Readonly<Record<string, LoadedIds | undefined>>;
  /** Counts finished toggles, so the favourites page knows to fetch its list again. */
  changes: number;
}

const useFavouritesStore = create<FavouritesState>(() => ({
  userId: undefined,
  byType: {},
  changes: 0,
}));

const loading = new Map<string, Promise<void>>();
/** Toggles under way per type: a load that started before one must not overwrite it. */
const writes = new Map<string, number>();

function setIds(userId: string, type: string, ids: readonly number[]): void {
  useFavouritesStore.setState((state) => ({
    userId,
    byType: { ...(state.userId === userId ? state.byType : {}), [type]: { ids, at: Date.now() } },
  }));
}

async function fetchFavouriteIds(type: string): Promise<number[]> {
  // Typed by the contract, not parsed with its zod schema: zod stays out of the page bundles.
  const apiRequest = await loadApiClient();
  const body = (await apiRequest('favourites', { params: { type } })) as
    { data?: FavouriteWire[] } | undefined;
  return (body?.data ?? []).map((favourite) => favourite.id);
}

function loadIds(type: string, userId: string, force = false): Promise<void> {
  const state = useFavouritesStore.getState();
  const loaded = state.userId === userId ? state.byType[type] : undefined;
  if (!force && loaded && Date.now() - loaded.at < STALE_MS) return Promise.resolve();
  const key = `${userId}:${type}`;
  const running = loading.get(key);
  if (running && !force) return running;
  const startedAt = writes.get(type) ?? 0;
  const load = fetchFavouriteIds(type)
    .then((ids) => {
      const stillTheirs = useSessionStore.getState().userId === userId;
      if (stillTheirs && (writes.get(type) ?? 0) === startedAt) setIds(userId, type, ids);
    })
    .catch((error: unknown) => console.warn('[favourites] load failed', error))
    .finally(() => {
      if (loading.get(key) === load) loading.delete(key);
    });
  loading.set(key, load);
  return load;
}

const NONE: ReadonlySet<number> = new Set();

export function useFavouriteIds(type = 'match'): ReadonlySet<number> {
  const status = useAuthStatus();
  const userId = useSessionStore((state) => state.userId);
  const ids = useFavouritesStore((state) =>
    state.userId === userId ? state.byType[type]?.ids : undefined,
  );
  const loggedIn = status === 'loggedIn' && userId !== undefined;
  useEffect(() => {
    if (loggedIn && userId) void loadIds(type, userId);
  }, [loggedIn, userId, type]);
  return useMemo(() => (loggedIn && ids ? new Set(ids) : NONE), [loggedIn, ids]);
}

/** Finished toggles so far: the favourites page fetches its list again when this moves. */
export function useFavouriteChanges(): number {
  return useFavouritesStore((state) => state.changes);
}

async function toggleFavourite(options: {
  type: string;
  id: number;
  on: boolean;
  userId: string;
  error: string;
}): Promise<void> {
  const { type, id, on, userId } = options;
  const state = useFavouritesStore.getState();
  const previous = state.userId === userId ? state.byType[type]?.ids : undefined;
  const current = previous ?? [];
  writes.set(type, (writes.get(type) ?? 0) + 1);
  setIds(userId, type, on ? [...new Set([...current, id])] : current.filter((item) => item !== id));
  try {
    const apiRequest = await loadApiClient();
    await apiRequest(on ? 'addFavourite' : 'removeFavourite', { params: { type, id } });
  } catch {
    setIds(userId, type, previous ?? []);
    showToast({ tone: 'error', title: options.error });
  } finally {
    writes.set(type, (writes.get(type) ?? 0) + 1);
    useFavouritesStore.setState((latest) => ({ changes: latest.changes + 1 }));
    void loadIds(type, userId, true);
  }
}

export function useToggleFavourite(type = 'match', labels: { error: string }) {
  const status = useAuthStatus();
  const userId = useSessionStore((state) => state.userId);
  return (id: number, on: boolean) => {
    if (status !== 'loggedIn' || !userId) {
      publish('modal-requested', { modal: 'signIn', reason: 'signInFirst' });
      return;
    }
    void toggleFavourite({ type, id, on, userId, error: labels.error });
  };
}
