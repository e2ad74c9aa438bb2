import type { FeedMessage } from './provider';

/** How often the wall-clock driver advances a provider. */
export const TICK_MS = 250;

export interface SimulatedClockOptions {
  /** `manual`: only `advanceBy` moves time (tests). `wall` (default): the wall clock × speed. */
  clock?: 'wall' | 'manual' | undefined;
  speed?: number | undefined;
  /** Where simulated time begins on the manual clock, before anything ran. */
  origin: number;
  /** Simulated time for a candidate start: never before what an earlier run had reached. */
  firstTime: (candidate: number) => number;
  /** Where the provider's simulated time is; null before it first ran. */
  now: () => number | null;
  /** Plays the provider on to simulated epoch ms `to` and answers the messages it sent. */
  advance: (to: number) => FeedMessage[];
}

export interface SimulatedClock {
  /**
   * Plays simulated time on by `ms`. On the manual clock that is the only way time moves; while
   * the wall drives, it is a jump (the e2e dev route): later ticks go on from there, so simulated
   * time never runs backwards.
   */
  advanceBy(ms: number): FeedMessage[];
  /** Plays on zero time: messages queued by a forced finish go out now. */
  playNow(): FeedMessage[];
  /** The wall drives time from now on (a no-op on the manual clock or when already driving). */
  start(): void;
  stop(): void;
}

/**
 * The one clock driver of the simulated providers (matches, racing, lotteries, virtuals): they
 * differ in what `advance` plays, not in how time moves.
 */
export function createSimulatedClock(options: SimulatedClockOptions): SimulatedClock {
  let timer: ReturnType<typeof setInterval> | undefined;
  let tick: (() => FeedMessage[]) | undefined;
  let jumpedMs = 0;
  const current = () => options.now() ?? options.firstTime(options.origin);

  return {
    advanceBy: (ms) => {
      if (!tick) return options.advance(current() + ms);
      jumpedMs += ms;
      return tick();
    },
    playNow: () => options.advance(current()),
    start: () => {
      if (options.clock === 'manual' || timer) return;
      const wallStart = Date.now();
      const simStart = options.now() ?? options.firstTime(wallStart);
      const speed = options.speed ?? 1;
      jumpedMs = 0;
      tick = () => options.advance(simStart + jumpedMs + (Date.now() - wallStart) * speed);
      tick();
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      tick = undefined;
    },
  };
}
