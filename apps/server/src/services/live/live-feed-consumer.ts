import type { FastifyBaseLogger } from 'fastify';
import type { FeedMessage } from '@sportsbook/feed';
import type { FeedBatchChanges } from './apply-feed-batch';

export interface LiveFeedConsumerOptions {
  /** Writes one batch in one transaction and reports what changed. */
  apply(messages: FeedMessage[]): Promise<FeedBatchChanges>;
  /** Runs after the commit: cache invalidation and publications. */
  afterCommit(changes: FeedBatchChanges): Promise<void>;
  log: FastifyBaseLogger;
  /** How long messages gather before a batch is written. */
  batchMs?: number;
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

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const changes = await options.apply(batch);
        await options.afterCommit(changes);
      } catch (error) {
        options.log.error({ err: error, messages: batch.length }, 'live feed batch failed');
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
      if (timer) clearTimeout(timer);
      timer = undefined;
      queue = [];
      await running;
    },
  };
}
