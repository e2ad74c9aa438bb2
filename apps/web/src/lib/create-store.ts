import { useSyncExternalStore } from 'react';

/**
 * A minimal external store for UI state shared by components that are far apart in the tree
 * (a tab bar button and the panel it opens). The client value is created lazily on first read,
 * so it can come from sessionStorage; the server (and hydration) always sees `serverState`.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  serverState: T;
}

export function createStore<T>(init: () => T, serverState: T): Store<T> {
  let state: { value: T } | undefined;
  const listeners = new Set<() => void>();
  const get = () => (state ??= { value: init() }).value;
  return {
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      if (Object.is(value, get())) return;
      state = { value };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverState,
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.serverState);
}
