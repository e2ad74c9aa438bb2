import fp from 'fastify-plugin';
import { demoModeOn } from '../../env';
import { payEndedTournaments } from '../../services/bonuses/hunting';
import { seedDemoTournament } from '../../services/bonuses/seed-demo-bonuses';

/** How often the worker looks for tournaments that ended. */
const EVERY_MS = 15_000;

/**
 * Hunting tournaments end at their campaign's valid_to (decision 055): on worker nodes, at
 * start and every 15 s, the ended ones pay their ranks' prizes as freebets and are marked ended.
 * The prizes' ids make the payout exactly once across workers and restarts. In demo mode the
 * weekly demo tournament then opens its next week.
 */
export const tournamentPayoutPlugin = fp(
  async (app) => {
    let running = false;
    const pay = async () => {
      if (running) return;
      running = true;
      try {
        const now = new Date();
        const issued = await payEndedTournaments(app.database.db, app.realtime, now);
        if (issued.length > 0) app.log.info({ prizes: issued.length }, 'tournament prizes paid');
        // The demo's weekly tournament goes on: the next week opens once the last one ended.
        if (demoModeOn(app.config) && (await seedDemoTournament(app.database.db, now)))
          app.log.info('a new week of the demo tournament opened');
      } catch (error) {
        app.log.warn({ err: error }, 'tournament prizes not paid; the next run retries');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void pay();
      timer = setInterval(() => void pay(), EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'tournament-payout', dependencies: ['database', 'realtime-publisher'] },
);
