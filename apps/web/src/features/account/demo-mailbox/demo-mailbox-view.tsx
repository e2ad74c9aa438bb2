'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { getDemoMailbox } from '../api/platform-client';
import styles from './demo-mailbox-view.module.css';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';

/** A link from a message, made same-origin so it works whatever PUBLIC_URL the server has. */
function localLink(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

/**
 * The demo mailbox (decision 021): the mail and SMS sent to the accounts this browser created or
 * signed in to, newest first, with their links (confirmation, unlock, password reset), so a
 * newcomer on the embedded demo can follow them. Nobody sees anyone else's mail here.
 */
function DemoMailboxContent() {
  const t = useTranslations('demoMailbox');
  const format = useFormatter();
  const outbox = useQuery({
    queryKey: ['demoMailbox'],
    queryFn: getDemoMailbox,
    refetchInterval: 3000,
  });

  return (
    <div className={styles.wrap}>
      <div className={styles.notice} data-testid="demo-mailbox-notice">
        <p>{t('notice')}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          onClick={() => void outbox.refetch()}
        >
          {t('refresh')}
        </button>
      </div>
      {outbox.isError ? (
        <EmptyState role="alert" title={t('error')} data-testid="mailbox-error" />
      ) : outbox.data && outbox.data.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} data-testid="mailbox-empty" />
      ) : (
        <ul className={styles.list} data-testid="mailbox-list">
          {(outbox.data ?? []).map((message) => (
            <li
              key={message.id}
              className={styles.message}
              data-testid="mailbox-message"
              data-kind={message.kind}
              data-recipient={message.recipient}
            >
              <div className={styles.head}>
                <span className={styles.channel}>{message.channel}</span>
                <span className={styles.kind}>{message.kind}</span>
                <span className={styles.to}>{message.recipient}</span>
                <time className={styles.time} dateTime={message.createdAt}>
                  {format.dateTime(new Date(message.createdAt), {
                    hour: '2-digit',
                    minute: '2-digit',
                    second: '2-digit',
                    hourCycle: 'h23',
                  })}
                </time>
              </div>
              {message.subject ? <p className={styles.subject}>{message.subject}</p> : null}
              <pre className={styles.body}>{message.body}</pre>
              {message.links.length > 0 ? (
                <div className={styles.links}>
                  {message.links.map((link) => (
                    <a
                      key={link.url}
                      href={localLink(link.url)}
                      className={buttonClass('primary', 'small')}
                      data-testid={`mailbox-link-${message.kind}`}
                    >
                      {link.label}
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The demo mailbox page, with the query client its list needs. */
export function DemoMailboxView() {
  return (
    <IntlScope>
      <QueryProvider>
        <DemoMailboxContent />
      </QueryProvider>
    </IntlScope>
  );
}
