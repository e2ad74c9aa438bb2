import type { FastifyBaseLogger } from 'fastify';
import type { AdvisoryLock } from '@sportsbook/db';

export interface FeedLeadershipOptions {
  /** The leader lock: undefined when another process holds it; rejects when unreachable. */
  tryLock(): Promise<AdvisoryLock | undefined>;
  /** Starts the feed in this process; resolves to how to stop it. */
  lead(): Promise<() => Promise<void>>;
  log: FastifyBaseLogger;
  /** How often a standby asks for the lock. */
  pollMs: number;
}

export interface FeedLeadership {
  /** One attempt: leads (and resolves after the feed started) if the lock is free. */
  start(): Promise<void>;
  isLeader(): boolean;
  close(): Promise<void>;
}

/**
 * One feed leader among several feed processes (DESIGN §2): the process holding a PostgreSQL
 * advisory lock plays the simulated feed; the others stand by and ask again every `pollMs`, so
 * when the leader dies (its session ends and PostgreSQL frees the lock) another takes over.
 *
 * When the lock's connection drops while the leader lives (PostgreSQL restarted), the leader keeps
 * playing — the database it would write to is down, so nobody else writes either — and asks for
 * the lock again at four times the standby rate; if another process got it first, it stops.
 */
export function createFeedLeadership(options: FeedLeadershipOptions): FeedLeadership {
  let closed = false;
  let lock: AdvisoryLock | undefined;
  let stopLeading: (() => Promise<void>) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (closed || lock) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        running = running.then(() => tick(false));
      },
      stopLeading ? Math.max(options.pollMs / 4, 50) : options.pollMs,
    );
  };

  const tick = async (first: boolean) => {
    if (closed || lock) return;
    let taken: AdvisoryLock | undefined;
    try {
      taken = await options.tryLock();
    } catch {
      schedule();
      return;
    }
    if (!taken) {
      if (stopLeading) {
        options.log.warn('another process leads the feed now; this one stands by');
        const stop = stopLeading;
        stopLeading = undefined;
        await stop();
      }
      schedule();
      return;
    }
    if (closed) {
      await taken.release();
      return;
    }
    lock = taken;
    void taken.lost.then(() => {
      if (lock !== taken || closed) return;
      lock = undefined;
      options.log.warn('the feed leader lock was lost; asking for it again');
      schedule();
    });
    if (stopLeading) return;
    try {
      stopLeading = await options.lead();
      options.log.info('this process leads the feed');
    } catch (error) {
      if (first) throw error;
      options.log.error({ err: error }, 'the feed could not start; standing by');
      lock = undefined;
      await taken.release();
      schedule();
    }
  };

  return {
    start: () => {
      running = tick(true);
      return running;
    },
    isLeader: () => stopLeading !== undefined,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
      if (stopLeading) await stopLeading();
      stopLeading = undefined;
      await lock?.release();
      lock = undefined;
    },
  };
}
