import fp from 'fastify-plugin';
import { createDb } from '@sportsbook/db';
import type { DatabaseHandle } from '@sportsbook/db';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Opens PGlite or PostgreSQL (by DATABASE_URL), applies migrations, closes on shutdown. */
export const databasePlugin = fp(
  async (app) => {
    const { DATABASE_URL, DATA_DIR } = app.config;
    const database = await createDb({ url: DATABASE_URL, dataDir: DATA_DIR });
    await database.migrate();
    app.log.info({ kind: database.kind }, 'database ready');
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
