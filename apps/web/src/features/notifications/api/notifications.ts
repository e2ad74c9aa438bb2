import { toCamelCase, type CamelCased, type NotificationWire } from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

/** The player's notifications (account-platform §3 Notification, §7.2), sportsbook v2. */

export type PlayerNotification = CamelCased<NotificationWire>;

export const notificationKeys = {
  all: ['notifications'] as const,
  counters: ['notifications', 'counters'] as const,
  list: ['notifications', 'list'] as const,
};

/** The drop-down shows the latest ones; older news is not what a bell is for. */
export const NOTIFICATIONS_LIMIT = 20;

/** Takes React Query's context as is: its signal cancels the call (sign-out cancels it). */
export async function fetchUnreadCount(context: { signal?: AbortSignal } = {}): Promise<number> {
  const body = await apiRequest('notificationCounters', { signal: context.signal });
  return body?.unread ?? 0;
}

/** In the page's language: the server writes each bet's caption in it (issue 15 §3). */
export async function fetchNotifications(
  locale: string,
  signal?: AbortSignal,
): Promise<PlayerNotification[]> {
  const body = await apiRequest('notifications', {
    query: { page: 1, limit: NOTIFICATIONS_LIMIT },
    headers: { 'Accept-Language': locale },
    signal,
  });
  return toCamelCase(body?.data ?? []);
}

/** POST /notifications/read {ids}: answers the unread count after it. */
export async function markRead(ids: number[]): Promise<number> {
  const body = await apiRequest('readNotifications', { body: { ids } });
  return body?.unread ?? 0;
}

export async function markAllRead(): Promise<number> {
  const body = await apiRequest('readAllNotifications');
  return body?.unread ?? 0;
}
