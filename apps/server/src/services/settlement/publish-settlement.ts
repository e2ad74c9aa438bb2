import { countUnreadNotifications } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { publishBetChanges } from '../bet-history/publish-bet-changed';
import type { IsProviderActive } from '../cashout/cashout-value';
import { publishNotification } from '../notifications/publish-notification';
import { publishBalanceChange } from '../wallet/create-deposit';
import type { BetSettlementOutcome } from './settle-claimed-bet';

/**
 * After a bet's settlement commits, the player's open pages hear it on their private channel
 * (account-platform §4): `balance changed` when money moved, `bet changed` with the bet as history lists it, and for
 * a new verdict the `notification` with `unread counters changed`.
 */
export async function publishSettlement(options: {
  db: Database;
  realtime: RealtimePublisher;
  outcome: BetSettlementOutcome;
  /** For the cashout value of a bet a rollback reopened. */
  isProviderActive: IsProviderActive;
}): Promise<void> {
  const { db, realtime, outcome } = options;
  if (outcome.change) await publishBalanceChange(realtime, outcome.change);
  await publishBetChanges({
    db,
    realtime,
    betIds: [outcome.bet.id],
    isProviderActive: options.isProviderActive,
  });
  if (outcome.notification) {
    const unread = await countUnreadNotifications(db, outcome.bet.playerId);
    await publishNotification(realtime, outcome.notification, unread);
  }
}
