import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CashoutErrorCode } from '@sportsbook/contract';
import type { CashoutBody, CashoutResponse, HistoryBetWire } from '@sportsbook/contract';
import {
  listLossLimitsOf,
  findIdempotentAnswer,
  getBetsWithSelections,
  getPlayerLanguage,
  releaseCashout,
  startCashout,
} from '@sportsbook/db';
import type {
  BetCashoutRow,
  BetRow,
  BetWithSelections,
  Database,
  LedgerWriter,
  NotificationRow,
} from '@sportsbook/db';
import { lossReturnCounters, planCashout } from '@sportsbook/domain';
import { HttpError, notFound } from '../../errors';
import { loadHistoryBets } from '../bet-history/load-history-bets';
import { cashoutNotificationOf } from '../notifications/cashout-notification';
import {
  committedNotification,
  notificationInsert,
  plannedNotification,
} from '../notifications/notification-insert';
import { notificationLocaleOf } from '../notifications/notification-texts';
import { toRgLimit } from '../responsible-gambling/limits-of';
import type { BalanceChange } from '../wallet/create-deposit';
import { replayStoredAnswer, requestHashOf } from '../wallet/with-idempotency';
import { CASHABLE_STATUS } from './cashout-value';
import type { IsProviderActive } from './cashout-value';
import { quoteCashout, valueChanged, withinTolerance } from './quote-cashout';

export interface CashOutBetOptions {
  db: Database;
  /** The process's ledger writer: the cashout commits in its groups (decision 035). */
  ledger: LedgerWriter;
  playerId: number;
  body: CashoutBody;
  idempotencyKey: string;
  /** In-play delay (BET_DELAY_LIVE_MS), as for placement. */
  liveDelayMs: number;
  isProviderActive: IsProviderActive;
}

export interface CashOutBetResult {
  body: CashoutResponse;
  replayed: boolean;
  /** Set when this request moved the money: publish these after the commit. */
  committed?: {
    change: BalanceChange;
    playerId: number;
    bet: HistoryBetWire;
    notification: NotificationRow;
  };
}

/**
 * POST /bets/cashout (betting-core §7, issue 7). The bet goes to cashout_in_progress (so neither
 * another cashout nor settlement can touch it), waits the in-play delay when a leg is live and
 * is priced again; then the domain's cashout plan goes to the ledger writer (LED-030: house →
 * player, kind `cashout`, referenced by the bet_cashouts id, so it can never be posted twice; the
 * bet cashed_out, or open again with a smaller stake after a partial cashout) with the
 * notification and the idempotent answer as rows of the same plan (decision 035): all commit
 * together in the writer's group, or nothing does. The player's amount is taken when it is
 * within CASHOUT_TOLERANCE_PERMILLE of the value now; the lower of the two is paid.
 */
export async function cashOutBet(options: CashOutBetOptions): Promise<CashOutBetResult> {
  const { db, playerId, body } = options;
  const requested = BigInt(body.to_cashout);
  const part = body.partial_stake === undefined ? undefined : BigInt(body.partial_stake);
  let bet: BetWithSelections | undefined;
  let cashout: BetCashoutRow | undefined;

  const quoteAndCheck = async () => {
    const quote = await quoteCashout({
      db,
      bet: bet!,
      part,
      isProviderActive: options.isProviderActive,
    });
    if (!withinTolerance(requested, quote.value)) throw valueChanged(quote.value);
    return quote;
  };

  const prepare = async () => {
    bet = await ownBet(db, playerId, body.bet_id);
    if (bet.status !== CASHABLE_STATUS) throw notOpen(bet.status);
    const quote = await quoteAndCheck();
    cashout = await startCashout(db, {
      id: randomUUID(),
      betId: bet.id,
      playerId,
      stake: quote.stake,
      amount: minOf(requested, quote.value),
      now: new Date(),
    });
    if (!cashout) throw notOpen('cashout_in_progress');
    if (quote.live && options.liveDelayMs > 0) {
      // In play, the price may lag the game: pay only if the value still stands after the delay.
      await sleep(options.liveDelayMs);
      const again = await quoteAndCheck();
      cashout = { ...cashout, amount: minOf(requested, again.value) };
    }
  };

  const scope = 'bets/cashout';
  const key = options.idempotencyKey;
  const requestHash = requestHashOf(body);
  const stored = await findIdempotentAnswer(db, { playerId, scope, key });
  if (stored) {
    const replay = replayStoredAnswer<CashoutResponse>(stored, requestHash);
    return { body: replay.body, replayed: true };
  }

  try {
    await prepare();
    const { id: cashoutId, stake } = cashout!;
    // Priced once more right before the plan goes out; the plan's line checks then hold, at
    // commit, every open leg at no more than this price, open, and without a result (issue 14):
    // a result, a suspension or a decided match that came after this quote refuses the cashout.
    const atCommit = await quoteCashout({
      db,
      bet: bet!,
      part,
      isProviderActive: options.isProviderActive,
    });
    if (!withinTolerance(requested, atCommit.value)) throw valueChanged(atCommit.value);
    const amount = minOf(cashout!.amount, atCommit.value);
    const now = new Date();
    // The domain's plan (LED-030): paid only while the bet and this cashout are still in
    // progress and every open leg is priced no longer than now.
    const { selections, ...row } = bet!;
    const plan = planCashout({
      cashoutId,
      bet: row,
      part: stake,
      amount,
      openLegs: atCommit.openLegs,
      now,
    });
    // A cashout returns money: it lowers the use of the player's loss limits (RG-012).
    const lossLimits = (await listLossLimitsOf(db, [playerId])).map(toRgLimit);
    const lossCounters = lossReturnCounters({
      playerId,
      limits: lossLimits,
      returned: amount,
      now,
    });
    if (lossCounters.length > 0) plan.counters = [...(plan.counters ?? []), ...lossCounters];
    const betUpdate = plan.updates!.find((update) => update.table === 'bets')!;
    const updated = { ...row, ...betUpdate.set } as BetRow;
    // In the player's language, not the request's locale: notifications are the account's.
    const locale = notificationLocaleOf(await getPlayerLanguage(db, playerId));
    const notification = plannedNotification(
      cashoutNotificationOf({ bet: updated, selections, amount, stake, locale }),
      now,
    );
    plan.inserts.push(notificationInsert(notification));
    const [wire] = await loadHistoryBets({
      db,
      bets: [{ ...updated, selections }],
      locale: body.locale ?? 'en',
      isProviderActive: options.isProviderActive,
    });
    const response: CashoutResponse = {
      data: {
        cashout_id: cashoutId,
        amount: amount.toString(),
        stake: stake.toString(),
        bet: wire!,
      },
    };
    plan.idempotency = { playerId, scope, key, requestHash, statusCode: 200, response };

    const executed = await options.ledger.submit(plan);
    if (executed.kind === 'replayed') {
      // A twin request with the same key won the race: ours paid nothing, give the bet back.
      await releaseCashout(db, cashoutId);
      const replay = replayStoredAnswer<CashoutResponse>(executed.answer, requestHash);
      return { body: replay.body, replayed: true };
    }
    if (executed.kind === 'refused') {
      if (executed.refusal.reason === 'check-failed' && executed.refusal.check.type === 'line-open')
        throw valueChanged(atCommit.value);
      throw notOpen('cashout_in_progress');
    }
    return {
      body: response,
      replayed: false,
      committed: {
        change: {
          playerId,
          currency: row.currency,
          balance: executed.balances.get(row.accountId)!,
        },
        playerId,
        bet: wire!,
        notification: await committedNotification(db, notification),
      },
    };
  } catch (error) {
    // Refused (before or at commit) or failed: nothing was paid, the bet is open again.
    if (cashout) await releaseCashout(db, cashout.id);
    throw error;
  }
}

async function ownBet(db: Database, playerId: number, betId: string): Promise<BetWithSelections> {
  const [bet] = await getBetsWithSelections(db, [betId]);
  // Another player's bet is answered exactly like a missing one: ids are not to be probed.
  if (!bet || bet.playerId !== playerId) throw notFound(`No bet ${betId}`);
  return bet;
}

function notOpen(status: string): HttpError {
  return new HttpError(
    409,
    CashoutErrorCode.notOpen,
    status === 'cashout_in_progress'
      ? 'A cashout of this bet is already in progress'
      : `This bet is ${status.replace(/_/g, ' ')} and can no longer be cashed out`,
  );
}

const minOf = (a: bigint, b: bigint) => (a < b ? a : b);
