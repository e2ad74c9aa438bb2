/**
 * A schedule that rolls on with simulated time (lotteries, the virtual arena, racing): items up
 * to `aheadMs` ahead are offered; once the last one offered is less than `aheadMs − rollMs` off,
 * the items up to `aheadMs` ahead join. An item less than `leadMs` off when it would join (only
 * after a long jump of the manual clock) is skipped: it could be played before it is written.
 */
export interface RollingWindow<T> {
  /**
   * `undefined` while the window need not move; else the items that join at `now` (perhaps
   * none), in the generator's order — the moment to forget the old ones too.
   */
  roll(now: number): T[] | undefined;
  /** The last start offered so far. */
  readonly horizon: number;
}

export function createRollingWindow<T>(options: {
  /** The last start offered at the beginning (the initial schedule's end). */
  horizon: number;
  aheadMs: number;
  rollMs: number;
  leadMs: number;
  /** The items starting in `(from, to]`. */
  between: (from: number, to: number) => T[];
  startOf: (item: T) => number;
}): RollingWindow<T> {
  let horizon = options.horizon;
  return {
    get horizon() {
      return horizon;
    },
    roll: (now) => {
      if (horizon - now > options.aheadMs - options.rollMs) return undefined;
      const next = now + options.aheadMs;
      const fresh = options
        .between(horizon, next)
        .filter((item) => options.startOf(item) > now + options.leadMs);
      horizon = next;
      return fresh;
    },
  };
}
