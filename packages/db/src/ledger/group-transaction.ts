import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../create-db';
import { queryPrepared } from '../repositories/prepared';
import * as schema from '../schema';

/**
 * The transaction one group of plans runs in. `query` runs a named prepared statement in it;
 * `queryAndCommit` runs the group's last statement and commits: nothing may follow it. `tx` is
 * the same transaction for code that builds its statements with drizzle.
 */
export interface GroupTransaction {
  tx: Database;
  query<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
  queryAndCommit<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
}

/** In a drizzle transaction (PGlite, or inside a caller's transaction): one statement at a time. */
export function inDrizzleTransaction<R>(
  db: Database,
  body: (group: GroupTransaction) => Promise<R>,
): Promise<R> {
  return db.transaction((tx) => {
    const query = <T>(name: string, text: string, params: unknown[]) =>
      queryPrepared<T>(tx, name, text, params);
    return body({ tx, query, queryAndCommit: query });
  });
}

const drizzleOfClient = new WeakMap<pg.PoolClient, Database>();

/**
 * On a connection in node-postgres's pipeline mode: BEGIN is sent together with the group's
 * first statement and COMMIT right behind its last one, without waiting for either answer, so a
 * group of read-and-lock then write costs two round trips instead of four (docs/decisions/036).
 * Order is the connection's order, so nothing changes in what PostgreSQL executes. If the last
 * statement fails, PostgreSQL answers the COMMIT queued behind it by rolling back, so nothing of
 * the group is written and the statement's error is thrown. The caller is answered only after
 * the COMMIT's answer, as before.
 */
export async function inPipelinedTransaction<R>(
  pool: pg.Pool,
  body: (group: GroupTransaction) => Promise<R>,
): Promise<R> {
  const client = await pool.connect();
  let tx = drizzleOfClient.get(client);
  if (!tx) {
    tx = drizzle({ client, schema }) as unknown as Database;
    drizzleOfClient.set(client, tx);
  }
  let committed = false;
  const send = <T>(name: string, text: string, params: unknown[]) => {
    // A statement after the COMMIT would run outside the group's transaction: a bug, said loudly.
    if (committed) throw new Error(`${name} was sent after the group's COMMIT`);
    return client.query({ name, text, values: params }).then((result) => result.rows as T[]);
  };
  const begun = client.query('begin');
  // Observed below; a failure here fails the first statement too.
  begun.catch(() => undefined);
  try {
    const result = await body({
      tx,
      query: send,
      queryAndCommit: async <T>(name: string, text: string, params: unknown[]) => {
        const rows = send<T>(name, text, params);
        const commit = client.query('commit');
        commit.catch(() => undefined);
        committed = true;
        let value: T[];
        try {
          value = await rows;
        } catch (error) {
          await commit.catch(() => undefined);
          throw error;
        }
        await commit;
        return value;
      },
    });
    await begun;
    if (!committed) await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // After a failed last statement the queued COMMIT has already rolled back; otherwise the
    // transaction may still be open. A connection that cannot even roll back is dropped.
    const rolledBack = await client.query('rollback').then(
      () => true,
      () => false,
    );
    client.release(rolledBack ? undefined : true);
    throw error;
  }
}
