/** After a failed load, the next tries wait this long (unless the browser was offline). */
export const RETRY_DELAYS_MS = [5_000, 30_000] as const;

export interface Reachability {
  isOnline(): boolean;
  /** Calls `then` once when the browser is back online; returns how to stop waiting. */
  whenOnline(then: () => void): () => void;
  /** Calls `then` after `ms`; returns how to cancel. */
  after(ms: number, then: () => void): () => void;
}

/** The browser's own: `navigator.onLine`, the `online` event and timers. */
export const browserReachability: Reachability = {
  isOnline: () => navigator.onLine !== false,
  whenOnline(then) {
    window.addEventListener('online', then, { once: true });
    return () => window.removeEventListener('online', then);
  },
  after(ms, then) {
    const id = window.setTimeout(then, ms);
    return () => window.clearTimeout(id);
  },
};

/**
 * Runs `load` until it succeeds, a few times at most: a chunk that fails to load (the visitor
 * went offline, a flaky network) is tried again as soon as the browser is back online, or after
 * a pause when it never noticed being offline. A load that fails for good is dropped quietly:
 * nothing depends on it but the reporting it would have started, and an unhandled rejection
 * would only be one more error for the page. Returns how to stop trying.
 */
export function loadWhenReachable(
  load: () => Promise<void>,
  reachability: Reachability = browserReachability,
): () => void {
  let stopped = false;
  let cancelWait: (() => void) | undefined;
  const attempt = (failures: number) => {
    load().catch(() => {
      if (stopped || failures >= RETRY_DELAYS_MS.length) return;
      const retry = () => attempt(failures + 1);
      cancelWait = reachability.isOnline()
        ? reachability.after(RETRY_DELAYS_MS[failures]!, retry)
        : reachability.whenOnline(retry);
    });
  };
  attempt(0);
  return () => {
    stopped = true;
    cancelWait?.();
  };
}
