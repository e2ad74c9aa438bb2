import type { FastifyBaseLogger } from 'fastify';
import { claimReadyBet, listReadyBetIds } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import type { IsProviderActive } from '../cashout/cashout-value';
import { publishSettlement } from './publish-settlement';
import { settleClaimedBet } from './settle-claimed-bet';
import type { BetSettlementOutcome } from './settle-claimed-bet';

export interface SettleReadyBetsOptions {
  db: Database;
  realtime: RealtimePublisher;
  /** For the cashout value `bet changed` carries when a rollback reopened a bet; default all up. */
  isProviderActive?: IsProviderActive;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Ready bets read per query; each is still settled in a transaction of its own. */
  batchSize?: number;
  /**
   * Runs inside each bet's transaction just before it commits. Tests throw here to play a crash
   * in the middle of a settlement.
   */
  beforeCommit?: (outcome: BetSettlementOutcome) => Promise<void>;
}

export interface SettlementPass {
  outcomes: BetSettlementOutcome[];
  /** Bets whose transaction failed; they stay ready and the next pass tries again. */
  failed: number;
}

/**
 * One pass of the settlement worker: every bet that is ready_to_process now, in id order, each in
 * its own transaction that locks it (SKIP LOCKED: several workers share the work, a bet another
 * one holds is left to it). Publications go out after each commit. A bet marked ready again while
 * the pass runs is taken by the next pass; the worker runs one whenever the feed says so.
 */
export async function settleReadyBets(options: SettleReadyBetsOptions): Promise<SettlementPass> {
  const { db } = options;
  const batchSize = options.batchSize ?? 50;
  const outcomes: BetSettlementOutcome[] = [];
  let failed = 0;
  let afterId = '';
  for (;;) {
    const ids = await listReadyBetIds(db, afterId, batchSize);
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1]!;
    for (const id of ids) {
      let outcome: BetSettlementOutcome | undefined;
      try {
        outcome = await db.transaction(async (tx) => {
          const bet = await claimReadyBet(tx, id);
          if (!bet) return undefined;
          const settled = await settleClaimedBet(tx, bet, options.now?.() ?? new Date());
          await options.beforeCommit?.(settled);
          return settled;
        });
      } catch (error) {
        failed += 1;
        options.log?.error({ err: error, betId: id }, 'bet settlement failed; retried later');
        continue;
      }
      if (!outcome) continue;
      outcomes.push(outcome);
      if (outcome.shortfall > 0n) {
        options.log?.warn(
          { betId: id, shortfall: outcome.shortfall.toString() },
          'settlement reversal exceeds the balance; the rest stays owed',
        );
      }
      try {
        await publishSettlement({
          db,
          realtime: options.realtime,
          outcome,
          isProviderActive: options.isProviderActive ?? (() => true),
        });
      } catch (error) {
        // The money is settled; a lost publication only delays what the page shows.
        options.log?.warn({ err: error, betId: id }, 'settlement publication failed');
      }
    }
  }
  return { outcomes, failed };
}
