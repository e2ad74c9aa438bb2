import { countUnreadNotifications } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { publishBetChanges } from '../bet-history/publish-bet-changed';
import type { IsProviderActive } from '../cashout/cashout-value';
import { publishNotification } from '../notifications/publish-notification';
import { publishBalanceChange } from '../wallet/create-deposit';
import type { BetSettlementOutcome } from './settle-ready-bets';

/**
 * After bets' settlements commit, the players' open pages hear it on their private channels
 * (account-platform §4): `balance changed` when money moved, `bet changed` with each bet as
 * history lists it (read together: a pass settles many), and for a new verdict the
 * `notification` with `unread counters changed`.
 */
export async function publishSettlements(options: {
  db: Database;
  realtime: RealtimePublisher;
  outcomes: BetSettlementOutcome[];
  /** For the cashout value of a bet a rollback reopened. */
  isProviderActive: IsProviderActive;
}): Promise<void> {
  const { db, realtime, outcomes } = options;
  if (outcomes.length === 0) return;
  for (const outcome of outcomes)
    if (outcome.change) await publishBalanceChange(realtime, outcome.change);
  await publishBetChanges({
    db,
    realtime,
    betIds: outcomes.map((outcome) => outcome.bet.id),
    isProviderActive: options.isProviderActive,
  });
  const unread = new Map<number, number>();
  for (const { notification } of outcomes) {
    if (!notification) continue;
    const playerId = notification.playerId;
    if (!unread.has(playerId)) unread.set(playerId, await countUnreadNotifications(db, playerId));
    await publishNotification(realtime, notification, unread.get(playerId)!);
  }
}
