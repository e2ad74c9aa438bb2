import type { FastifyBaseLogger } from 'fastify';
import { getBetsWithSelections, listReadyBetIds } from '@sportsbook/db';
import { DEFAULT_LOYALTY } from '@sportsbook/domain';
import type { LoyaltyConfig } from '@sportsbook/domain';
import type {
  BetRow,
  BetSelectionRow,
  Database,
  LedgerWriter,
  NotificationRow,
} from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import type { IsProviderActive } from '../cashout/cashout-value';
import { committedNotification } from '../notifications/notification-insert';
import type { BalanceChange } from '../wallet/create-deposit';
import { planBetSettlements } from './plan-bet-settlements';
import type { PlannedBetSettlement } from './plan-bet-settlements';
import { publishSettlements } from './publish-settlement';
import { convertHuntingsOfBets } from '../bonuses/hunting';

/** What one bet's settlement did, for the publications after its commit. */
export interface BetSettlementOutcome {
  bet: BetRow;
  selections: BetSelectionRow[];
  /** Net amount posted to the player now (negative: taken back after a rollback). */
  posted: bigint;
  /** Owed after a reversal the player's balance could not cover; retried on later passes. */
  shortfall: bigint;
  change?: BalanceChange;
  notification?: NotificationRow;
}

export interface SettleReadyBetsOptions {
  db: Database;
  /** The process's ledger writer (`app.ledger`): settlements commit in its groups. */
  ledger: LedgerWriter;
  realtime: RealtimePublisher;
  /** For the cashout value `bet changed` carries when a rollback reopened a bet; default all up. */
  isProviderActive?: IsProviderActive;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Ready bets read and submitted together (the writer groups them). */
  batchSize?: number;
  /** The operator's comp point conditions (LOYALTY_CONFIG); the product's defaults if absent. */
  loyalty?: LoyaltyConfig;
  /**
   * Runs for each planned settlement before its plan is submitted. Tests throw here to play a
   * crash of the worker between reading a bet and its commit.
   */
  beforeSubmit?: (planned: PlannedBetSettlement) => Promise<void>;
}

export interface SettlementPass {
  outcomes: BetSettlementOutcome[];
  /** Bets whose plan failed with an error; they stay ready and the next pass tries again. */
  failed: number;
  /**
   * Plans the executor refused: the bet was settled or cashed out meanwhile by someone else (a
   * lost race, not a failure), or a reversal found the balance spent; it stays as it is.
   */
  refused: number;
}

/**
 * One pass of the settlement worker (decision 035): every bet that is ready_to_process now, in
 * id order, read a batch at a time without a lock. Each batch's plans are submitted at once to
 * the ledger writer, which commits them in groups, and published together after their commits.
 * A plan commits only while its bet is in the state and version it was read in, so several
 * workers may read the same bets: the slower one's plan is refused and pays nothing. A bet marked
 * ready again while the pass runs is taken by the next pass; the worker runs one whenever the
 * feed says so.
 */
export async function settleReadyBets(options: SettleReadyBetsOptions): Promise<SettlementPass> {
  const { db } = options;
  const batchSize = options.batchSize ?? 200;
  const pass: SettlementPass = { outcomes: [], failed: 0, refused: 0 };
  let afterId = '';
  for (;;) {
    const ids = await listReadyBetIds(db, afterId, batchSize);
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1]!;
    const ready = (await getBetsWithSelections(db, ids)).filter(
      (bet) => bet.status === 'ready_to_process',
    );
    const planned = await planBetSettlements(
      db,
      ready,
      options.now?.() ?? new Date(),
      options.loyalty ?? DEFAULT_LOYALTY,
    );
    const settled = (await Promise.all(planned.map((one) => settleOne(options, one, pass)))).filter(
      (outcome) => outcome !== undefined,
    );
    pass.outcomes.push(...settled);
    try {
      await publishSettlements({
        db,
        realtime: options.realtime,
        outcomes: settled,
        isProviderActive: options.isProviderActive ?? (() => true),
      });
    } catch (error) {
      // The money is settled; a lost publication only delays what the pages show.
      options.log?.warn({ err: error }, 'settlement publication failed');
    }
    try {
      // Huntings convert the points the settled bets made available (decision 055); a miss here
      // is made up the next time the hunting is listed (the freebets' ids make it once only).
      await convertHuntingsOfBets(
        db,
        options.realtime,
        settled.map((o) => o.bet.id),
        options.now?.() ?? new Date(),
      );
    } catch (error) {
      options.log?.warn({ err: error }, 'hunting conversion failed');
    }
  }
  return pass;
}

async function settleOne(
  options: SettleReadyBetsOptions,
  one: PlannedBetSettlement,
  pass: SettlementPass,
): Promise<BetSettlementOutcome | undefined> {
  const { db, log } = options;
  const betId = one.bet.id;
  let outcome: BetSettlementOutcome;
  try {
    await options.beforeSubmit?.(one);
    const executed = await options.ledger.submit(one.planned.plan);
    if (executed.kind !== 'committed') {
      pass.refused += 1;
      log?.info(
        { betId, why: executed.kind === 'refused' ? executed.refusal.reason : executed.kind },
        'bet settlement refused at commit; the bet is as another settlement or cashout left it',
      );
      return undefined;
    }
    const balance = executed.balances.get(one.bet.accountId);
    outcome = {
      bet: one.bet,
      selections: one.selections,
      posted: one.planned.delta,
      shortfall: one.planned.shortfall,
      ...(balance !== undefined
        ? { change: { playerId: one.bet.playerId, currency: one.bet.currency, balance } }
        : {}),
    };
  } catch (error) {
    pass.failed += 1;
    log?.error({ err: error, betId }, 'bet settlement failed; retried later');
    return undefined;
  }
  if (outcome.shortfall > 0n) {
    log?.warn(
      { betId, shortfall: outcome.shortfall.toString() },
      'settlement reversal exceeds the balance; the rest stays owed',
    );
  }
  if (one.notification) {
    try {
      outcome.notification = await committedNotification(db, one.notification);
    } catch (error) {
      log?.warn({ err: error, betId }, 'settled bet notification not found for publication');
    }
  }
  return outcome;
}
