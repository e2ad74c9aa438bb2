import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { releaseOnFailedBegin } from './release-on-failed-begin';
import * as schema from './schema';

/** Whatever engine is behind it, the app sees one drizzle API over PostgreSQL semantics. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: connections in node-postgres's pipeline mode for the ledger writer, which
   * sends a group's BEGIN with its first statement and its COMMIT with its last, so a group is
   * two round trips instead of four (docs/decisions/036). Opened on first use.
   */
  pipelined?: pg.Pool;
  /** Applies every pending migration; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** A cheap round trip, for /readyz. */
  ping(): Promise<void>;
  /**
   * Takes a session-level advisory lock on a connection of its own, or undefined when another
   * session holds it; rejects when the database is unreachable. Used for the one feed leader among several processes (DESIGN §2). On
   * PGlite (one process) it is always granted.
   */
  tryAdvisoryLock(key: number): Promise<AdvisoryLock | undefined>;
  close(): Promise<void>;
}

export interface AdvisoryLock {
  /** Resolves when the lock's connection is gone (the server restarted): the lock may be lost. */
  lost: Promise<void>;
  release(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres://… → PostgreSQL. Without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory; `memory://` (or omitted) keeps everything in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number | undefined;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any constant works; it only has to be the same for every process running migrations. */
const MIGRATION_LOCK_ID = 724_311;

export async function createDb(options: CreateDbOptions = {}): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.maxConnections ?? 10)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite is single-connection and in-process: no other process can migrate concurrently.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    tryAdvisoryLock: async () => ({
      lost: new Promise<void>(() => undefined),
      release: async () => {},
    }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // jit=off: the planner's cost of a statement over a jsonb array of n requests (the ledger
  // executor's, the batched placement contexts') assumes 100 rows per array and crosses
  // jit_above_cost, and compiling the plan costs milliseconds at every execution; statements of
  // this app are short and never gain from JIT (docs/decisions/036).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client whose connection the server ends (a restart, a failover, a dropped test
  // database) is discarded by the pool, which then emits 'error': without a listener that error
  // would crash the process. Queries in flight still reject to their callers.
  pool.on('error', () => undefined);
  // A client checked out of the pool (a transaction between two statements, a held lock) gets
  // the same 'error' event when its connection drops; the pool listens only to idle clients, so
  // without this a PostgreSQL restart during a transaction would end the whole process. The
  // transaction's next statement fails instead and its caller answers 503.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePostgres({ client: pool, schema });
  releaseOnFailedBegin(db, pool);
  const pipelined = new pg.Pool({
    connectionString: url,
    // As many as the writer runs groups at once (LEDGER_PARALLEL_GROUPS ≤ 32), opened lazily.
    max: 32,
    pipeline: true,
    options: '-c jit=off',
  });
  pipelined.on('error', () => undefined);
  pipelined.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return {
    db,
    kind: 'postgres',
    pipelined,
    migrate: async () => {
      // Several server processes may start together; the advisory lock makes one migrate and
      // the others wait, then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    tryAdvisoryLock: async (key) => {
      // Not a pooled connection: the lock lives as long as this session, and the pool recycles
      // idle clients. A process killed with -9 closes the socket, so PostgreSQL frees the lock.
      const client = new pg.Client({ connectionString: url });
      let markLost: () => void = () => undefined;
      const lost = new Promise<void>((resolve) => (markLost = resolve));
      client.on('error', () => markLost());
      client.on('end', () => markLost());
      try {
        await client.connect();
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1) as ok',
          [key],
        );
        if (rows[0]?.ok) return { lost, release: () => client.end().catch(() => undefined) };
      } catch (error) {
        // Unreachable: the caller cannot tell who holds the lock, which differs from "held".
        await client.end().catch(() => undefined);
        throw error;
      }
      await client.end().catch(() => undefined);
      return undefined;
    },
    close: async () => {
      await Promise.all([pool.end(), pipelined.end()]);
    },
  };
}
