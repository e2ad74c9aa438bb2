import { RealtimeEventName, channels } from '@sportsbook/contract';
import type { NotificationCountersWire } from '@sportsbook/contract';
import type { NotificationRow } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { notificationToWire } from './notification-to-wire';

/**
 * Pushes a committed notification to the player's open pages (account-platform §4): first the
 * `notification` itself, then `unread counters changed` with the count after it, so a header
 * badge never shows fewer than the list. Call it after the transaction that inserted the row;
 * `unread` is countUnreadNotifications of that player.
 */
export async function publishNotification(
  realtime: RealtimePublisher,
  row: NotificationRow,
  unread: number,
): Promise<void> {
  const channel = channels.user(row.playerId);
  await realtime.publish({
    channel,
    event_name: RealtimeEventName.notification,
    message: notificationToWire(row),
  });
  await publishUnreadCounters(realtime, row.playerId, unread);
}

/** `unread counters changed`, also after the player reads notifications on another page. */
export async function publishUnreadCounters(
  realtime: RealtimePublisher,
  playerId: number,
  unread: number,
): Promise<void> {
  const message: NotificationCountersWire = { unread };
  await realtime.publish({
    channel: channels.user(playerId),
    event_name: RealtimeEventName.unreadCountersChanged,
    message,
  });
}
