import fp from 'fastify-plugin';
import {
  SETTLEMENT_READY_TOPIC,
  createSettlementWorker,
} from '../../services/settlement/settlement-worker';
import type { SettlementWorker } from '../../services/settlement/settlement-worker';

declare module 'fastify' {
  interface FastifyInstance {
    settlementWorker: SettlementWorker;
  }
}

/**
 * The worker role's settlement (decision 013): a pass whenever the feed says bets are ready
 * (pub/sub, so the feed may run in another process), and a sweep every SETTLEMENT_POLL_MS and
 * at start, so bets a dead process left ready are settled.
 */
export const settlementWorkerPlugin = fp(
  async (app) => {
    const worker = createSettlementWorker({
      db: app.database.db,
      ledger: app.ledger,
      realtime: app.realtime,
      isProviderActive: app.providerStatus.isActive,
      log: app.log,
      loyalty: app.config.LOYALTY_CONFIG,
    });
    app.decorate('settlementWorker', worker);
    const unsubscribe = await app.pubsub.subscribe(SETTLEMENT_READY_TOPIC, () => worker.wake());
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void worker.sweep();
      timer = setInterval(() => void worker.sweep(), app.config.SETTLEMENT_POLL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await unsubscribe();
      await worker.close();
    });
  },
  {
    name: 'settlement-worker',
    dependencies: ['database', 'pubsub', 'realtime-publisher', 'provider-status'],
  },
);
