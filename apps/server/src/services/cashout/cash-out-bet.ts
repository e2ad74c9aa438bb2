import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CashoutErrorCode } from '@sportsbook/contract';
import type { CashoutBody, CashoutResponse, HistoryBetWire } from '@sportsbook/contract';
import {
  executePlans,
  getBetsWithSelections,
  getPlayerLanguage,
  insertNotification,
  releaseCashout,
  startCashout,
} from '@sportsbook/db';
import type {
  BetCashoutRow,
  BetRow,
  BetWithSelections,
  Database,
  NotificationRow,
} from '@sportsbook/db';
import { planCashout } from '@sportsbook/domain';
import { HttpError, notFound } from '../../errors';
import { loadHistoryBets } from '../bet-history/load-history-bets';
import { cashoutNotificationOf } from '../notifications/cashout-notification';
import { notificationLocaleOf } from '../notifications/notification-texts';
import type { BalanceChange } from '../wallet/create-deposit';
import { withIdempotency } from '../wallet/with-idempotency';
import { CASHABLE_STATUS } from './cashout-value';
import type { IsProviderActive } from './cashout-value';
import { quoteCashout, valueChanged, withinTolerance } from './quote-cashout';

export interface CashOutBetOptions {
  db: Database;
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
 * is priced again; then one transaction runs the domain's cashout plan (LED-030: house → player,
 * kind `cashout`, referenced by the bet_cashouts id, so it can never be posted twice; the bet
 * cashed_out, or open again with a smaller stake after a partial cashout), writes the
 * notification and stores the idempotent answer. The player's amount is taken when it is within
 * CASHOUT_TOLERANCE_PERMILLE of the value now; the lower of the two is paid.
 */
export async function cashOutBet(options: CashOutBetOptions): Promise<CashOutBetResult> {
  const { db, playerId, body } = options;
  const requested = BigInt(body.to_cashout);
  const part = body.partial_stake === undefined ? undefined : BigInt(body.partial_stake);
  let bet: BetWithSelections | undefined;
  let cashout: BetCashoutRow | undefined;
  let committed: CashOutBetResult['committed'];

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

  const run = async (database: Database): Promise<CashoutResponse> =>
    // A transaction of its own even when withIdempotency runs without a key (a savepoint inside
    // its transaction otherwise): the payment and the bet's new state commit together.
    database.transaction(async (tx) => {
      const { id: cashoutId, stake } = cashout!;
      // The commit-time check (issue 14): priced once more in this transaction, so a result, a
      // suspension or a decided match that came after the quote refuses the cashout (the bet
      // is released by the catch below) instead of paying it.
      const atCommit = await quoteCashout({
        db: tx,
        bet: bet!,
        part,
        isProviderActive: options.isProviderActive,
      });
      if (!withinTolerance(requested, atCommit.value)) throw valueChanged(atCommit.value);
      const amount = minOf(cashout!.amount, atCommit.value);
      const now = new Date();
      // The domain's plan (LED-030): paid only while the bet and this cashout are still in
      // progress and every open leg is priced no longer than now; run by the one executor in this
      // transaction, which also holds the idempotent answer.
      const { selections, ...row } = bet!;
      const plan = planCashout({
        cashoutId,
        bet: row,
        part: stake,
        amount,
        openLegs: atCommit.openLegs,
        now,
      });
      const [executed] = await executePlans(tx, [plan]);
      if (executed?.kind !== 'committed') {
        if (executed?.kind === 'refused' && executed.refusal.reason === 'check-failed') {
          if (executed.refusal.check.type === 'line-open') throw valueChanged(atCommit.value);
        }
        throw notOpen('cashout_in_progress');
      }
      const betUpdate = plan.updates!.find((update) => update.table === 'bets')!;
      const updated = { ...row, ...betUpdate.set } as BetRow;
      const posted = { balances: executed.balances };
      const after = { ...updated, selections };
      // In the player's language, not the request's locale: notifications are the account's.
      const locale = notificationLocaleOf(await getPlayerLanguage(tx, playerId));
      const notification = await insertNotification(tx, {
        ...cashoutNotificationOf({
          bet: updated,
          selections,
          amount,
          stake,
          locale,
        }),
        createdAt: now,
      });
      const [wire] = await loadHistoryBets({
        db: tx,
        bets: [after],
        locale: body.locale ?? 'en',
        isProviderActive: options.isProviderActive,
      });
      committed = {
        change: {
          playerId,
          currency: bet!.currency,
          balance: posted.balances.get(bet!.accountId)!,
        },
        playerId,
        bet: wire!,
        notification,
      };
      return {
        data: {
          cashout_id: cashoutId,
          amount: amount.toString(),
          stake: stake.toString(),
          bet: wire!,
        },
      };
    });

  try {
    const result = await withIdempotency<CashoutResponse>({
      db,
      playerId,
      scope: 'bets/cashout',
      key: options.idempotencyKey,
      request: body,
      statusCode: 200,
      prepare,
      run,
    });
    // A twin request with the same key won the race: ours paid nothing, give the bet back.
    if (result.replayed && cashout) await releaseCashout(db, cashout.id);
    return {
      body: result.body,
      replayed: result.replayed,
      ...(committed && !result.replayed ? { committed } : {}),
    };
  } catch (error) {
    // Refused after the delay, or the transaction failed: nothing was paid, the bet is open again.
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
