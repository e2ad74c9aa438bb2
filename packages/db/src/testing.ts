import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from './create-db';
import type { DatabaseHandle } from './create-db';

/**
 * Test databases. Every suite runs on an in-memory PGlite; when DATABASE_URL is set it runs on
 * PostgreSQL as well, each test file in a database of its own that is dropped afterwards, so test
 * workers never see each other's rows.
 */
export type DatabaseTarget = 'pglite' | 'postgres';

export function databaseTargets(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** The URL of the dedicated PostgreSQL database, for tests that start another process. */
  url?: string;
  destroy(): Promise<void>;
}

export async function createTestDatabase(target: DatabaseTarget): Promise<TestDatabase> {
  if (target === 'pglite') {
    const handle = await createDb();
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is required for the postgres target');
  const name = `sb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await createDb({ url, maxConnections: 20 });
  await handle.migrate();
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
