import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, databaseTargets } from '@sportsbook/db/testing';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { SETTLEMENT_READY_TOPIC } from '../src/services/settlement/settlement-worker';
import { APP_HEADER } from './platform-helpers';
import {
  applyMessages,
  balanceOf,
  expectLedgerBalanced,
  feed,
  getBet,
  insertTestPlayer,
  placeTestBet,
  someEventIds,
} from './settlement-helpers';

/**
 * A process marks bets ready and dies before settling them; a worker process started later on
 * the same database settles them at start, and wakes on the feed's notice.
 */
describe.each(databaseTargets())('settlement worker resumes on %s', (target) => {
  let storage: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (target === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'settlement-resume-'));
      storage = { DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      // Its pool stays open until destroy() drops the database (`with (force)`).
      const database = await createTestDatabase('postgres');
      storage = { DATABASE_URL: database.url! };
      cleanup = () => database.destroy();
    }
  });
  afterAll(() => cleanup());

  it('settles on start what a dead process left ready, then on every notice', async () => {
    // The first process: the feed and the API, no worker. It stores results and dies.
    const first = await buildApp(testEnv({ ROLE: 'api,feed', ...storage }));
    await first.ready();
    const db1 = first.database.db;
    const [eventId] = (await someEventIds(db1, 1)) as [number];
    const player = await insertTestPlayer(db1, 10_000n);
    const leg = (marketId: number) => ({
      eventId,
      marketId,
      specifier: '',
      outcomeId: '1',
      odds: 2_000,
    });
    const id = await placeTestBet(db1, player, {
      type: 'single',
      stake: 1_000n,
      legs: [leg(80_001)],
    });
    const later = await placeTestBet(db1, player, {
      type: 'single',
      stake: 1_000n,
      legs: [leg(80_002)],
    });
    const win = (marketId: number) =>
      feed.settle(eventId, [
        { marketId, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]);
    await applyMessages(db1, [win(80_001)]);
    expect((await getBet(db1, id)).status).toBe('ready_to_process');
    // FEED_CONTROL is off by default: the dev route does not exist.
    const finish = await first.inject({
      method: 'POST',
      url: `/sportsbook/api/v2/dev/matches/${eventId}/finish`,
      headers: APP_HEADER,
    });
    expect(finish.statusCode).toBe(404);
    await first.close();

    // The worker process: its poll is far away, so only its start and the notice can settle.
    let worker: FastifyInstance | undefined;
    try {
      worker = await buildApp(
        testEnv({ ROLE: 'worker', SETTLEMENT_POLL_MS: '600000', ...storage }),
      );
      await worker.ready();
      const db2 = worker.database.db;
      await vi.waitFor(async () => expect((await getBet(db2, id)).status).toBe('done'), {
        timeout: 20_000,
        interval: 50,
      });
      expect(await getBet(db2, id)).toMatchObject({ settledPayout: 2_000n, settlementVersion: 1 });

      // Results stored elsewhere (the feed process) and its notice over pub/sub.
      await applyMessages(db2, [win(80_002)]);
      await worker.pubsub.publish(SETTLEMENT_READY_TOPIC, { bets: 1 });
      await vi.waitFor(async () => expect((await getBet(db2, later)).status).toBe('done'), {
        timeout: 20_000,
        interval: 50,
      });
      expect(await balanceOf(db2, player.accountId)).toBe(10_000n - 2_000n + 4_000n);
      await expectLedgerBalanced(db2);
    } finally {
      await worker?.close();
    }
  }, 180_000);
});
