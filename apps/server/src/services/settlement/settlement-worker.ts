import type { FastifyBaseLogger } from 'fastify';
import { markSettleableBetsReady } from '@sportsbook/db';
import type { Database, LedgerWriter } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import type { IsProviderActive } from '../cashout/cashout-value';
import { settleReadyBets } from './settle-ready-bets';
import type { SettleReadyBetsOptions, SettlementPass } from './settle-ready-bets';

/** The pub/sub topic on which the feed says "bets are ready" after its commit. */
export const SETTLEMENT_READY_TOPIC = 'settlement:ready';

export interface SettlementWorkerOptions {
  db: Database;
  /** The process's ledger writer: settlements commit in its groups (decision 035). */
  ledger: LedgerWriter;
  realtime: RealtimePublisher;
  isProviderActive: IsProviderActive;
  log: FastifyBaseLogger;
  /** The operator's comp point conditions (LOYALTY_CONFIG). */
  loyalty?: SettleReadyBetsOptions['loyalty'];
  /** Tests only: see SettleReadyBetsOptions. */
  beforeSubmit?: SettleReadyBetsOptions['beforeSubmit'];
}

export interface SettlementWorker {
  /** A notice from the feed: run a pass soon. */
  wake(): void;
  /**
   * The poll's full round, also run at start: marks open bets whose legs all have results (the
   * safety net) and settles every ready bet. Resolves when it and any pass before it are done.
   */
  sweep(): Promise<SettlementPass | undefined>;
  close(): Promise<void>;
}

/**
 * Runs settlement passes one at a time in this process. A notice that arrives during a pass
 * queues one more, so no notice is lost and a burst of them costs one extra pass. Whatever a
 * pass leaves behind (a crash, a failed or refused plan) is still `ready_to_process` in the
 * database, where the next poll — here or in another worker — finds it.
 */
export function createSettlementWorker(options: SettlementWorkerOptions): SettlementWorker {
  let chain: Promise<SettlementPass | undefined> = Promise.resolve(undefined);
  let queued = false;
  let sweepWanted = false;
  let closed = false;

  const schedule = (sweep: boolean) => {
    sweepWanted ||= sweep;
    if (closed || queued) return chain;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      const withSweep = sweepWanted;
      sweepWanted = false;
      try {
        if (withSweep) await markSettleableBetsReady(options.db);
        return await settleReadyBets({
          db: options.db,
          ledger: options.ledger,
          realtime: options.realtime,
          isProviderActive: options.isProviderActive,
          log: options.log,
          ...(options.loyalty ? { loyalty: options.loyalty } : {}),
          ...(options.beforeSubmit ? { beforeSubmit: options.beforeSubmit } : {}),
        });
      } catch (error) {
        options.log.error({ err: error }, 'settlement pass failed; the next poll retries');
        return undefined;
      }
    });
    return chain;
  };

  return {
    wake: () => void schedule(false),
    sweep: () => schedule(true),
    close: async () => {
      closed = true;
      await chain;
    },
  };
}
