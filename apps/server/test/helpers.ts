import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseTarget } from '@sportsbook/db/testing';
import { createTestDatabase } from '@sportsbook/db/testing';
import { buildApp } from '../src/app';
import type { BuildAppOptions } from '../src/app';
import { testEnv } from '../src/env';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Builds the real app against a test database of the given target (in-memory PGlite, or a fresh
 * PostgreSQL database when the suite runs against DATABASE_URL).
 */
export async function buildTestApp(
  target: DatabaseTarget,
  overrides: Record<string, string | undefined> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  if (target === 'pglite') {
    const app = await buildApp(testEnv(overrides), options);
    await app.ready();
    return { app, close: () => app.close() };
  }
  const database = await createTestDatabase('postgres');
  await database.close();
  const app = await buildApp(testEnv({ DATABASE_URL: database.url, ...overrides }), options);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.destroy().catch(() => undefined);
    },
  };
}

/**
 * Settings for a group of test processes that share the real Redis (REDIS_URL): a namespace of
 * their own, so test files running in parallel on the same Redis never hear each other's changes.
 */
export function sharedRedis(): { REDIS_URL: string | undefined; REDIS_PREFIX: string } {
  return { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}` };
}
