import { afterAll, describe, expect, it } from 'vitest';
import { lotteriesOverviewSchema } from '@sportsbook/contract';
import { createTestDatabase, databaseTargets } from '@sportsbook/db/testing';
import { drawHashOf, drawSeedOf } from '@sportsbook/domain';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { buildTestApp } from './helpers';

/**
 * Decision 066: the seeds of the book's own draws (lotteries, the virtual arena) come from a
 * secret nobody outside can work out. They came from FEED_SEED, which the README publishes: anyone
 * could compute every draw's balls and every virtual result before betting on them.
 */

const LOTTERIES = { LOTTERY_ENABLED: 'true', ROLE: 'api,feed' };

/** The hashes the lotteries page publishes for its next draws, by draw id. */
async function publishedHashes(app: Awaited<ReturnType<typeof buildApp>>) {
  const response = await app.inject({ method: 'GET', url: '/sportsbook/api/v2/lotteries' });
  expect(response.statusCode, response.body).toBe(200);
  const overview = lotteriesOverviewSchema.parse(response.json());
  return new Map(overview.next_draws.map((draw) => [draw.id, draw.hash]));
}

describe.each(databaseTargets())('the draw secret on %s', (target) => {
  it('is random per book: the same FEED_SEED publishes other hashes for the same draws', async () => {
    const one = await buildTestApp(target, LOTTERIES);
    const two = await buildTestApp(target, LOTTERIES);
    try {
      expect(one.app.drawSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(two.app.drawSecret).not.toBe(one.app.drawSecret);
      const first = await publishedHashes(one.app);
      const second = await publishedHashes(two.app);
      const shared = [...first.keys()].filter((id) => second.has(id));
      expect(shared.length).toBeGreaterThan(0);
      for (const id of shared) {
        // Each hash is the book's own secret's commitment, and the two books differ.
        expect(first.get(id)).toBe(drawHashOf(drawSeedOf(one.app.drawSecret, id)));
        expect(second.get(id)).not.toBe(first.get(id));
      }
    } finally {
      await one.close();
      await two.close();
    }
  }, 120_000);

  it('DRAW_SECRET, when set, is the secret', async () => {
    const secret = 'an-operator-managed-secret-of-40-characters';
    const { app, close } = await buildTestApp(target, { ...LOTTERIES, DRAW_SECRET: secret });
    try {
      expect(app.drawSecret).toBe(secret);
      for (const [id, hash] of await publishedHashes(app))
        expect(hash).toBe(drawHashOf(drawSeedOf(secret, id)));
    } finally {
      await close();
    }
  }, 120_000);
});

describe.skipIf(!databaseTargets().includes('postgres'))(
  'the draw secret on one PostgreSQL',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('is one for every process, made once, and the same after a restart', async () => {
      const database = await createTestDatabase('postgres');
      await database.close();
      cleanups.push(() => database.destroy().catch(() => undefined));
      const start = async () => {
        const app = await buildApp(testEnv({ DATABASE_URL: database.url, ...LOTTERIES }));
        await app.ready();
        return app;
      };
      // Two processes starting at once race to make it: one insert wins, both read it.
      const [a, b] = await Promise.all([start(), start()]);
      expect(b.drawSecret).toBe(a.drawSecret);
      const before = await publishedHashes(a);
      await Promise.all([a.close(), b.close()]);
      const restarted = await start();
      try {
        expect(restarted.drawSecret).toBe(a.drawSecret);
        // What the earlier run committed to is what the restarted one will reveal.
        const after = await publishedHashes(restarted);
        for (const [id, hash] of after) if (before.has(id)) expect(hash).toBe(before.get(id));
      } finally {
        await restarted.close();
      }
    }, 120_000);
  },
);
