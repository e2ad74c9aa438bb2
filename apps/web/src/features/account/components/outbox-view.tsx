'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { getOutbox } from '../api/platform-client';
import styles from './outbox-view.module.css';
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
 * The dev outbox (outside production): mail and SMS the platform sent, newest first, with their
 * links (confirmation, unlock, password reset), so a person or an e2e test can follow them.
 */
function OutboxViewContent() {
  const t = useTranslations('devOutbox');
  const format = useFormatter();
  const [recipient, setRecipient] = useState('');
  const outbox = useQuery({
    queryKey: ['devOutbox', recipient],
    queryFn: () => getOutbox(recipient.trim()),
    refetchInterval: 3000,
  });

  return (
    <div className={styles.wrap}>
      <form className={styles.filter} onSubmit={(event) => event.preventDefault()} role="search">
        <label htmlFor="outbox-recipient" className={styles.label}>
          {t('recipient')}
        </label>
        <input
          id="outbox-recipient"
          className={styles.input}
          type="search"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          placeholder="player@example.com"
          data-testid="outbox-recipient"
        />
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          onClick={() => void outbox.refetch()}
        >
          {t('refresh')}
        </button>
      </form>
      {outbox.isError ? (
        <EmptyState role="alert" title={t('error')} data-testid="outbox-error" />
      ) : outbox.data && outbox.data.length === 0 ? (
        <EmptyState title={t('empty')} data-testid="outbox-empty" />
      ) : (
        <ul className={styles.list} data-testid="outbox-list">
          {(outbox.data ?? []).map((message) => (
            <li
              key={message.id}
              className={styles.message}
              data-testid="outbox-message"
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
                      data-testid={`outbox-link-${message.kind}`}
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

/** The dev outbox page, with the query client its list needs. */
export function OutboxView() {
  return (
    <IntlScope>
      <QueryProvider>
        <OutboxViewContent />
      </QueryProvider>
    </IntlScope>
  );
}
