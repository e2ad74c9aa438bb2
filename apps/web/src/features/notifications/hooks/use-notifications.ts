'use client';

import {
  RealtimeEventName,
  toCamelCase,
  type NotificationCountersWire,
  type NotificationWire,
} from '@sportsbook/contract/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClientIntlData } from '@/i18n/client-intl-data';
import { subscribePrivateEvent } from '@/lib/event-bus';
import { useRealtimeResync } from '@/lib/realtime/realtime-provider';
import { useAuthStatus } from '@/lib/session-store';
import {
  NOTIFICATIONS_LIMIT,
  fetchNotifications,
  fetchUnreadCount,
  notificationKeys,
  type PlayerNotification,
} from '../api/notifications';

/**
 * The unread counter for the bell, kept live by `unread counters changed`; a `notification`
 * joins the list at the top and is handed to `onNew` (the bell toasts bet results). After a
 * reconnect both are fetched again, since events sent meanwhile are gone.
 */
export function useUnreadCount(onNew?: (notification: PlayerNotification) => void): number {
  const queryClient = useQueryClient();
  const loggedIn = useAuthStatus() === 'loggedIn';
  const counters = useQuery({
    queryKey: notificationKeys.counters,
    queryFn: fetchUnreadCount,
    enabled: loggedIn,
  });
  useEffect(() => {
    if (!loggedIn) return;
    const offCounters = subscribePrivateEvent(
      RealtimeEventName.unreadCountersChanged,
      (message) => {
        queryClient.setQueryData(
          notificationKeys.counters,
          (message as NotificationCountersWire).unread,
        );
      },
    );
    const offNotification = subscribePrivateEvent(RealtimeEventName.notification, (message) => {
      const notification = toCamelCase(message as NotificationWire);
      queryClient.setQueryData<PlayerNotification[]>(notificationKeys.list, (list) =>
        list
          ? [notification, ...list.filter((item) => item.id !== notification.id)].slice(
              0,
              NOTIFICATIONS_LIMIT,
            )
          : list,
      );
      onNew?.(notification);
    });
    return () => {
      offCounters();
      offNotification();
    };
  }, [loggedIn, onNew, queryClient]);
  useRealtimeResync(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
  return loggedIn ? (counters.data ?? 0) : 0;
}

export function useNotificationList() {
  const loggedIn = useAuthStatus() === 'loggedIn';
  const { locale } = useClientIntlData();
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => fetchNotifications(locale, signal),
    enabled: loggedIn,
  });
}
