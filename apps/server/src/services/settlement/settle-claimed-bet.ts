import {
  getPlayerLanguage,
  getSystemAccount,
  insertNotification,
  lockAccountBalance,
  marketResultsOfLines,
  postLedgerTransaction,
  recordBetSettlement,
  selectionsOfBet,
} from '@sportsbook/db';
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
 * what is owed under the current results, posts only the difference from what settlement has
 * paid so far as one ledger transaction (`<bet id>:<settlement version>`), and records the
 * bet's new status, result and settled payout — so a replay posts nothing and a rollback takes
 * back exactly what was paid (decision 013).
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

  let delta = due - bet.settledPayout;
  let shortfall = 0n;
  if (delta < 0n) {
    // The player may have spent the winnings being taken back: take what is there (the row
    // stays locked until commit, so nothing spends it meanwhile) and keep the rest owed.
    const available = await lockAccountBalance(tx, bet.accountId);
    if (available < -delta) {
      shortfall = -delta - available;
      delta = -available;
    }
  }

  let version = bet.settlementVersion;
  let change: BalanceChange | undefined;
  if (delta !== 0n) {
    version += 1;
    const house = await getSystemAccount(tx, 'house', bet.currency);
    const posted = await postLedgerTransaction(tx, {
      kind: 'settlement',
      reference: `${bet.id}:${version}`,
      entries: [
        { accountId: bet.accountId, amount: delta },
        { accountId: house.id, amount: -delta },
      ],
      metadata: { betId: bet.id, due: due.toString(), shortfall: shortfall.toString() },
    });
    const balance = posted.balances.get(bet.accountId);
    if (balance !== undefined) change = { playerId: bet.playerId, currency: bet.currency, balance };
  }

  const settled = decision.kind === 'settled';
  const result = settled ? decision.result : 'no_results';
  // The verdict is the result: a replay, a debt being collected or a re-check of the same
  // results keeps it (and its settled_at); a rollback clears settled_at, so settling again is new.
  const sameAsBefore = bet.settledAt !== null && bet.result === result;
  const updated = await recordBetSettlement(tx, bet.id, {
    // A debt keeps the bet ready: every later pass tries to collect it.
    status: shortfall > 0n ? 'ready_to_process' : settled ? decision.status : 'waiting_results',
    result,
    settledPayout: bet.settledPayout + delta,
    settlementVersion: version,
    settledAt: settled ? (sameAsBefore ? bet.settledAt : now) : null,
  });

  // One notification per new verdict; `bet changed` and `balance changed` still tell any change.
  let notification: NotificationRow | undefined;
  if (settled && !sameAsBefore) {
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
