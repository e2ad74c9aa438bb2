import {
  toCamelCase,
  type CamelCased,
  type NotificationCountersWire,
  type NotificationWire,
  type PaginationWire,
} from '@sportsbook/contract/browser';
import { apiFetch } from '@/lib/api-fetch';

/** The player's notifications (account-platform §3 Notification, §7.2), sportsbook v2. */
const BASE = '/sportsbook/api/v2/notifications';

export type PlayerNotification = CamelCased<NotificationWire>;

export const notificationKeys = {
  all: ['notifications'] as const,
  counters: ['notifications', 'counters'] as const,
  list: ['notifications', 'list'] as const,
};

/** The drop-down shows the latest ones; older news is not what a bell is for. */
export const NOTIFICATIONS_LIMIT = 20;

export async function fetchUnreadCount(): Promise<number> {
  const body = (await apiFetch(`${BASE}/counters`)) as NotificationCountersWire | null;
  return body?.unread ?? 0;
}

/** In the page's language: the server writes each bet's caption in it (issue 15 §3). */
export async function fetchNotifications(locale: string): Promise<PlayerNotification[]> {
  const body = (await apiFetch(BASE, {
    query: { page: 1, limit: NOTIFICATIONS_LIMIT },
    headers: { 'Accept-Language': locale },
  })) as {
    data?: NotificationWire[];
    pagination?: PaginationWire;
  } | null;
  return toCamelCase(body?.data ?? []);
}

/** POST /notifications/read {ids}: answers the unread count after it. */
export async function markRead(ids: number[]): Promise<number> {
  const body = (await apiFetch(`${BASE}/read`, {
    method: 'POST',
    body: { ids },
  })) as NotificationCountersWire | null;
  return body?.unread ?? 0;
}

export async function markAllRead(): Promise<number> {
  const body = (await apiFetch(`${BASE}/read-all`, {
    method: 'POST',
  })) as NotificationCountersWire | null;
  return body?.unread ?? 0;
}
