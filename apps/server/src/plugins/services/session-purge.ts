import fp from 'fastify-plugin';
import { deleteExpiredSessions } from '@sportsbook/db';

/**
 * Sessions end lazily when their cookie comes back after the idle timeout or the absolute end;
 * a player who never returns leaves the row behind. On worker nodes, the ended ones are deleted
 * at start and every SESSION_PURGE_SECONDS (decision 038). Realtime nodes already treat them as
 * ended (decision 023), so deleting them changes nothing a player sees.
 */
export const sessionPurgePlugin = fp(
  async (app) => {
    const idleMs = app.config.SESSION_IDLE_MINUTES * 60_000;
    let running = false;
    const purge = async () => {
      if (running) return;
      running = true;
      try {
        const now = new Date();
        const deleted = await deleteExpiredSessions(app.database.db, {
          now,
          idleBefore: new Date(now.getTime() - idleMs),
        });
        if (deleted > 0) app.log.info({ deleted }, 'ended sessions purged');
      } catch (error) {
        app.log.warn({ err: error }, 'ended sessions not purged');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(() => void purge(), app.config.SESSION_PURGE_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'session-purge', dependencies: ['database'] },
);
