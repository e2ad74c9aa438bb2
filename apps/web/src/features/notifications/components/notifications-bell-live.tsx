'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { BellIcon } from '@/components/icons/bell-icon';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { showToast } from '@/lib/toast-store';
import { useDropdown } from '@/lib/use-dropdown';
import type { PlayerNotification } from '../api/notifications';
import { useUnreadCount } from '../hooks/use-notifications';
import styles from './notifications.module.css';

/** The list loads on first open: the bell itself is only a counter. */
const NotificationsList = dynamic(
  () => import('./notifications-list').then((module) => module.NotificationsList),
  { ssr: false },
);

/** Results worth interrupting for: money came back. A lost bet waits in the list. */
const TOASTED = new Set(['bet_won', 'bet_refunded']);

/** Loaded once a player is signed in (NotificationsBell), with the query client it needs. */
export function LiveNotificationsBell() {
  return (
    <IntlScope>
      <QueryProvider>
        <Bell />
      </QueryProvider>
    </IntlScope>
  );
}

/**
 * The header's notifications (account-platform §3 Notification, §4 realtime): a bell with the
 * unread counter, live over the private channel, opening the latest notifications.
 */
function Bell() {
  const t = useTranslations('notifications');
  const onNew = useCallback((notification: PlayerNotification) => {
    if (TOASTED.has(notification.type)) {
      showToast({ tone: 'success', title: notification.title, description: notification.caption });
    }
  }, []);
  const unread = useUnreadCount(onNew);
  const { open, setOpen, root, trigger } = useDropdown();
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.bell}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('label', { count: unread })}
        data-testid="notifications-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon size={20} />
        {unread > 0 ? (
          <span className={styles.count} data-testid="notifications-unread" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? <NotificationsList unread={unread} onNavigate={() => setOpen(false)} /> : null}
    </div>
  );
}
