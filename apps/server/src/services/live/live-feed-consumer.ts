import type { FastifyBaseLogger } from 'fastify';
import type { FeedMessage } from '@sportsbook/feed';
import { isServiceUnavailable } from '../../service-unavailable';
import type { FeedBatchChanges } from './apply-feed-batch';

export interface LiveFeedConsumerOptions {
  /** Writes one batch in one transaction and reports what changed. */
  apply(messages: FeedMessage[]): Promise<FeedBatchChanges>;
  /** Runs after the commit: cache invalidation and publications. */
  afterCommit(changes: FeedBatchChanges): Promise<void>;
  log: FastifyBaseLogger;
  /** How long messages gather before a batch is written. */
  batchMs?: number;
  /** First wait before writing a batch again when the database is unreachable; doubles to 2 s. */
  retryMs?: number;
}

export interface LiveFeedConsumer {
  push(message: FeedMessage): void;
  /** Resolves once everything pushed so far is committed and published. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Gathers provider messages for `batchMs` and writes them as one batch, one batch at a time, so
 * a burst of a thousand market updates a second is a few transactions a second on PGlite.
 */
export function createLiveFeedConsumer(options: LiveFeedConsumerOptions): LiveFeedConsumer {
  const batchMs = options.batchMs ?? 100;
  let queue: FeedMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const retryMs = options.retryMs ?? 100;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timeout);
        resolve();
      };
    });

  const drain = async () => {
    let failures = 0;
    while (queue.length > 0 && !closed) {
      const batch = queue;
      queue = [];
      let changes: FeedBatchChanges;
      try {
        changes = await options.apply(batch);
      } catch (error) {
        if (!isServiceUnavailable(error)) {
          options.log.error({ err: error, messages: batch.length }, 'live feed batch failed');
          continue;
        }
        // PostgreSQL is away (a restart, a failover): the batch was not written, and dropping it
        // would leave the books behind the feed — a market open that the feed suspended, a
        // result never stored, a finished match still live. Keep it, in order, ahead of what
        // arrives meanwhile, and write it again once the database answers.
        queue = [...batch, ...queue];
        if (failures === 0) {
          options.log.warn({ err: error, messages: queue.length }, 'database away; feed waits');
        }
        await pause(Math.min(retryMs * 2 ** failures++, 2_000));
        continue;
      }
      failures = 0;
      try {
        await options.afterCommit(changes);
      } catch (error) {
        // Committed already: what failed is a publication or a cache notice, not the books.
        options.log.error({ err: error, messages: batch.length }, 'live feed publication failed');
      }
    }
  };

  const schedule = () => {
    timer = undefined;
    running = running.then(drain);
  };

  return {
    push: (message) => {
      if (closed) return;
      queue.push(message);
      timer ??= setTimeout(schedule, batchMs);
    },
    flush: async () => {
      if (timer) {
        clearTimeout(timer);
        schedule();
      }
      await running;
      if (queue.length > 0) {
        running = running.then(drain);
        await running;
      }
    },
    close: async () => {
      closed = true;
      wake?.();
      if (timer) clearTimeout(timer);
      timer = undefined;
      queue = [];
      await running;
    },
  };
}
