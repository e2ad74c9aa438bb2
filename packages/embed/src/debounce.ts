/** Timers the SDK uses; a test passes fake ones. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `run` with the latest value once `ms` have passed without a new one: the sportsbook
 * reports its size on every layout change, and resizing the iframe on each would make the host
 * page jump (issue 17 §2: 100 ms).
 */
export function debounce<T>(run: (value: T) => void, ms: number, timers: Timers) {
  let handle: unknown;
  let pending = false;
  return {
    push(value: T) {
      if (pending) timers.clearTimeout(handle);
      pending = true;
      handle = timers.setTimeout(() => {
        pending = false;
        run(value);
      }, ms);
    },
    cancel() {
      if (pending) timers.clearTimeout(handle);
      pending = false;
    },
  };
}
