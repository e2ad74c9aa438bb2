import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './create-db';

/**
 * drizzle-orm 0.45's node-postgres `transaction` sends BEGIN before its try/finally: when BEGIN
 * fails (a pooled connection that PostgreSQL has just ended: a restart, a failover, a killed
 * backend) the client is never released. The pool then shrinks by one for good, and after `max`
 * such failures every query waits forever. This replaces it with the same transaction whose
 * BEGIN is inside the try, and which hands a broken client back as broken (the pool drops it).
 * The ledger model test kills connections under load and caught it (issue 16).
 */
export function releaseOnFailedBegin(db: Database, pool: pg.Pool): void {
  const session = (db as unknown as { session: NodePgSession<never, never> }).session;
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  (session as unknown as { transaction: Database['transaction'] }).transaction = async (
    transaction,
    config,
  ) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const inner = new NodePgSession(client, dialect, schema, options);
      const tx = new NodePgTransaction(dialect, inner, schema);
      await tx.execute(sql`begin${config ? sql` ${configSql(tx, config)}` : undefined}`);
      try {
        const result = await transaction(tx as never);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError as Error;
        });
        throw error;
      }
    } catch (error) {
      broken ??=
        (client as unknown as { _queryable?: boolean })._queryable === false
          ? (error as Error)
          : undefined;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** `isolation level …` and friends, as drizzle writes them (its method is protected). */
const configSql = (tx: unknown, config: unknown): SQL =>
  (tx as { getTransactionConfigSQL(config: unknown): SQL }).getTransactionConfigSQL(config);
