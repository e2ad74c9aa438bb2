import fp from 'fastify-plugin';
import { createDb, createLedgerWriter } from '@sportsbook/db';
import type { DatabaseHandle, LedgerWriter } from '@sportsbook/db';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Executes money plans, committed in groups (DESIGN §4, issue 16). */
    ledger: LedgerWriter;
  }
}

/**
 * Opens PGlite or PostgreSQL (by DATABASE_URL), applies migrations, closes on shutdown; and the
 * process's ledger writer, which commits money plans in groups on it.
 */
export const databasePlugin = fp(
  async (app) => {
    const { DATABASE_URL, DATA_DIR } = app.config;
    const database = await createDb({ url: DATABASE_URL, dataDir: DATA_DIR });
    await database.migrate();
    app.log.info({ kind: database.kind }, 'database ready');
    app.decorate('database', database);
    const ledger = createLedgerWriter({
      db: database.db,
      parallel: database.kind === 'postgres' ? app.config.LEDGER_PARALLEL_GROUPS : 1,
      pipelined: database.pipelined,
    });
    app.decorate('ledger', ledger);
    app.addHook('onClose', async () => {
      await ledger.close();
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
