import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedMessage } from '@sportsbook/feed';
import type { FeedBatchChanges } from './apply-feed-batch';
import { createLiveFeedConsumer } from './live-feed-consumer';

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const message = (n: number) => ({ type: 'alive', n }) as unknown as FeedMessage;
const changes = {} as FeedBatchChanges;

describe('live feed consumer', () => {
  it('writes a batch again, in order, when the database was unreachable (PostgreSQL restart)', async () => {
    const written: number[] = [];
    let refusals = 2;
    const consumer = createLiveFeedConsumer({
      log,
      batchMs: 1,
      retryMs: 1,
      apply: async (messages) => {
        if (refusals-- > 0) {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
        }
        written.push(...messages.map((m) => (m as unknown as { n: number }).n));
        return changes;
      },
      afterCommit: async () => undefined,
    });
    consumer.push(message(1));
    consumer.push(message(2));
    await consumer.flush();
    consumer.push(message(3));
    await consumer.flush();
    expect(written).toEqual([1, 2, 3]);
    await consumer.close();
  });

  it('drops a batch that fails for another reason, and goes on', async () => {
    const written: number[] = [];
    let failures = 1;
    const consumer = createLiveFeedConsumer({
      log,
      batchMs: 1,
      apply: async (messages) => {
        if (failures-- > 0) throw new Error('a bug');
        written.push(...messages.map((m) => (m as unknown as { n: number }).n));
        return changes;
      },
      afterCommit: async () => undefined,
    });
    consumer.push(message(1));
    await consumer.flush();
    consumer.push(message(2));
    await consumer.flush();
    expect(written).toEqual([2]);
    await consumer.close();
  });
});
