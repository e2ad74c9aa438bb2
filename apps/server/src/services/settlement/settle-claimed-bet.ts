import {
  executePlans,
  getPlayerLanguage,
  insertNotification,
  lockAccountBalance,
  marketResultsOfLines,
  selectionsOfBet,
} from '@sportsbook/db';
import { planSettlement } from '@sportsbook/domain';
import type { BetRow, BetSelectionRow, Database, NotificationRow } from '@sportsbook/db';
import { notificationLocaleOf } from '../notifications/notification-texts';
import type { BalanceChange } from '../wallet/create-deposit';
import { betNotificationOf } from './bet-notification';
import { decideSettlement } from './decide-settlement';

/** What one bet's settlement transaction did, for the publications after its commit. */
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

/**
 * Settles one claimed (locked, ready_to_process) bet inside the caller's transaction: decides
 * what is owed under the current results, and runs the domain's settlement plan (LED-040…042):
 * only the difference from what settlement has paid so far, as one ledger transaction
 * (`<bet id>:<settlement version>`), with the bet's new status, result and settled payout, and
 * only while the bet is still in the state and version it was read in — so a replay posts
 * nothing and a rollback takes back exactly what was paid (decisions 013, 027).
 */
export async function settleClaimedBet(
  tx: Database,
  bet: BetRow,
  now: Date,
): Promise<BetSettlementOutcome> {
  const selections = await selectionsOfBet(tx, bet.id);
  const results = await marketResultsOfLines(tx, selections);
  const decision = decideSettlement(bet, selections, results);
  const due = decision.kind === 'settled' ? decision.payout : 0n;

  // A reversal takes at most what the player has (LED-042): read under the row lock, which the
  // executor takes again in this transaction, so nothing spends it meanwhile.
  const available = due < bet.settledPayout ? await lockAccountBalance(tx, bet.accountId) : 0n;
  const planned = planSettlement({ bet, verdict: decision, available, now });
  // In the claiming transaction (the bet is locked by it): the executor runs this one plan here.
  const [executed] = await executePlans(tx, [planned.plan]);
  if (executed?.kind !== 'committed') {
    const why = executed?.kind === 'refused' ? executed.refusal.reason : executed?.kind;
    throw new Error(`Settlement of bet ${bet.id} was refused (${why}); retried later`);
  }
  const { delta, shortfall } = planned;
  let change: BalanceChange | undefined;
  const balance = executed.balances.get(bet.accountId);
  if (balance !== undefined) change = { playerId: bet.playerId, currency: bet.currency, balance };
  const updated: BetRow = {
    ...bet,
    ...planned.update,
    result: planned.update.result as BetRow['result'],
  };

  // One notification per new verdict; `bet changed` and `balance changed` still tell any change.
  let notification: NotificationRow | undefined;
  if (planned.newVerdict) {
    // Written once, so in the language the player has now (read in this transaction).
    const locale = notificationLocaleOf(await getPlayerLanguage(tx, bet.playerId));
    notification = await insertNotification(tx, {
      playerId: bet.playerId,
      objectType: 'bet',
      objectId: bet.id,
      createdAt: now,
      ...betNotificationOf({ bet: updated, selections, payout: due, locale }),
    });
  }

  return {
    bet: updated,
    selections,
    posted: delta,
    shortfall,
    ...(change ? { change } : {}),
    ...(notification ? { notification } : {}),
  };
}
