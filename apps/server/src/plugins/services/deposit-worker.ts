import fp from 'fastify-plugin';
import { resolvePendingDeposits } from '../../services/wallet/resolve-pending-deposits';
import { resolvePendingWithdrawals } from '../../services/wallet/resolve-pending-withdrawals';

/**
 * The demo provider's delayed answer: on worker nodes, pending deposits and withdrawals whose
 * time has come are settled once a second (only with DEMO_PAYMENTS).
 */
export const depositWorkerPlugin = fp(
  async (app) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const provider = app.payments.demo;
        if (provider) {
          await resolvePendingDeposits({
            db: app.database.db,
            ledger: app.ledger,
            realtime: app.realtime,
            provider,
          });
          await resolvePendingWithdrawals({
            db: app.database.db,
            ledger: app.ledger,
            realtime: app.realtime,
            provider,
          });
        }
      } catch (error) {
        app.log.warn({ err: error }, 'pending deposits not resolved');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'deposit-worker', dependencies: ['database', 'realtime-publisher', 'payments'] },
);
