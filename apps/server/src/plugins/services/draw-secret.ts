import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { bookSecretOf } from '@sportsbook/db';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The book's draw secret (decision 066): the virtual arena's and the lotteries' seeds are
     * HMACs under it. DRAW_SECRET when set; otherwise 32 random bytes made once per database and
     * shared by every process, so a restart reveals the seeds its earlier run committed to.
     */
    drawSecret: string;
  }
}

export const DRAW_SECRET_NAME = 'draws';

export const drawSecretPlugin = fp(
  async (app) => {
    const secret =
      app.config.DRAW_SECRET ??
      (await bookSecretOf(app.database.db, DRAW_SECRET_NAME, () =>
        randomBytes(32).toString('hex'),
      ));
    app.decorate('drawSecret', secret);
  },
  { name: 'draw-secret', dependencies: ['database'] },
);
