import fp from 'fastify-plugin';
import { sweepJackpotHits } from '../../services/jackpots/jackpots';

/**
 * The worker role's jackpot sweep (decision 045): at start and every JACKPOT_SWEEP_MS, a level
 * whose pool reached its hit point without a hit (its placement's process died before checking)
 * is hit by the bet that reached it, and an approved hit at or under JACKPOT_AUTO_PAY_LIMIT that a
 * crash left unpaid is paid (decision 057). One sweep at a time per process; the plans' row-state
 * checks keep it to one hit per cycle and one payment per hit across processes.
 */
export const jackpotSweeperPlugin = fp(
  async (app) => {
    let running = false;
    const sweep = async () => {
      if (running) return;
      running = true;
      try {
        const hits = await sweepJackpotHits({
          db: app.database.db,
          ledger: app.ledger,
          realtime: app.realtime,
          now: new Date(),
          autoPayLimit: app.config.JACKPOT_AUTO_PAY_LIMIT,
        });
        for (const hit of hits)
          app.log.warn(
            { hitId: hit.hitId, levelId: hit.levelId, paid: hit.paid },
            'jackpot hit recorded or paid by sweep',
          );
      } catch (error) {
        app.log.warn({ err: error }, 'jackpot sweep failed');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), app.config.JACKPOT_SWEEP_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'jackpot-sweeper', dependencies: ['database', 'realtime-publisher'] },
);
