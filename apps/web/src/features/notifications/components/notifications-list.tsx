'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { BellIcon } from '@/components/icons/bell-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { showToast } from '@/lib/toast-store';
import {
  markAllRead,
  markRead,
  notificationKeys,
  type PlayerNotification,
} from '../api/notifications';
import { useNotificationList } from '../hooks/use-notifications';
import styles from './notifications.module.css';

/**
 * The latest notifications (account-platform §7.2): newest first, unread ones marked; opening
 * one marks it read, and all can be marked read at once. Reading is shown at once and put back
 * if the call fails; the counter follows the server's answer.
 */
export function NotificationsList({ unread, onNavigate }: { unread: number; onNavigate(): void }) {
  const t = useTranslations('notifications');
  const format = useFormatter();
  // "5 minutes ago" needs a now; it moves on while the list is open.
  const now = useNow({ updateInterval: 30_000 });
  const queryClient = useQueryClient();
  const list = useNotificationList();

  async function read(ids: number[] | 'all') {
    const previous = queryClient.getQueryData<PlayerNotification[]>(notificationKeys.list);
    queryClient.setQueryData<PlayerNotification[]>(notificationKeys.list, (items) =>
      items?.map((item) =>
        ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item,
      ),
    );
    try {
      const count = ids === 'all' ? await markAllRead() : await markRead(ids);
      queryClient.setQueryData(notificationKeys.counters, count);
    } catch {
      queryClient.setQueryData(notificationKeys.list, previous);
      showToast({ tone: 'error', title: t('readError') });
    }
  }

  return (
    <div className={styles.menu} data-testid="notifications-list">
      <div className={styles.menuHead}>
        <p className={styles.menuTitle}>{t('title')}</p>
        <button
          type="button"
          className={styles.readAll}
          disabled={unread === 0}
          data-testid="notifications-read-all"
          onClick={() => void read('all')}
        >
          {t('readAll')}
        </button>
      </div>
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : list.isError ? (
        <p className={styles.empty} role="alert">
          {t('loadError')}
        </p>
      ) : list.data.length === 0 ? (
        <div className={styles.empty} data-testid="notifications-empty">
          <BellIcon size={22} />
          <p>{t('empty')}</p>
        </div>
      ) : (
        <ul className={styles.items}>
          {list.data.map((item) => (
            <li key={item.id}>
              <LocaleLink
                href={item.objectType === 'bet' ? '/sport/bets-history' : '/sport'}
                className={styles.item}
                data-read={item.read}
                data-type={item.type}
                data-testid="notification"
                onClick={() => {
                  if (!item.read) void read([item.id]);
                  onNavigate();
                }}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.caption ? <span className={styles.caption}>{item.caption}</span> : null}
                  {item.body ? <span className={styles.body}>{item.body}</span> : null}
                  <time className={styles.time} dateTime={item.createdAt}>
                    {format.relativeTime(new Date(item.createdAt), now)}
                  </time>
                </span>
                {!item.read ? <span className={styles.srOnly}>{t('unread')}</span> : null}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
