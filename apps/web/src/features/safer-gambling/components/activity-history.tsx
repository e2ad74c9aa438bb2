'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { formatDuration, formatLimitValue, formatNetResult } from '../api/rg-format';
import { useActivityHistory } from '../hooks/use-rg-data';
import styles from './safer-gambling.module.css';

const PAGE_SIZE = 10;

/** Sessions of the last three months with their length, stakes, winnings and net result. */
export function ActivityHistory() {
  const t = useTranslations('saferGambling.history');
  const format = useFormatter();
  const locale = useLocale();
  const history = useActivityHistory();
  const [page, setPage] = useState(0);
  const sessions = history.data ?? [];
  const pages = Math.max(1, Math.ceil(sessions.length / PAGE_SIZE));
  const shown = sessions.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <section className={styles.card} aria-labelledby="rg-history" data-testid="rg-history">
      <h2 id="rg-history" className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      {history.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : history.isError ? (
        <p className={styles.alert} role="alert">
          {t('failed')}
        </p>
      ) : sessions.length === 0 ? (
        <p className={styles.muted} data-testid="history-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('started')}</th>
                <th scope="col">{t('duration')}</th>
                <th scope="col" className={styles.number}>
                  {t('stakes')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('wins')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((session) => {
                const net = BigInt(/^-?\d+$/.test(session.net_result) ? session.net_result : '0');
                return (
                  <tr key={session.id} data-testid="history-row">
                    <td>
                      {format.dateTime(new Date(session.started_at), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                      {session.ended_at === null ? ` · ${t('open')}` : ''}
                    </td>
                    <td data-label={`${t('duration')}:`}>
                      {formatDuration(session.duration_seconds, locale)}
                    </td>
                    <td className={styles.number} data-label={`${t('stakes')}:`}>
                      <bdi>
                        {formatLimitValue('wager', session.stakes_sum, session.currency, locale)}
                      </bdi>
                    </td>
                    <td className={styles.number} data-label={`${t('wins')}:`}>
                      <bdi>
                        {formatLimitValue('wager', session.wins_sum, session.currency, locale)}
                      </bdi>
                    </td>
                    <td
                      className={[
                        styles.number,
                        net > 0n ? styles.positive : net < 0n ? styles.negative : '',
                      ].join(' ')}
                      data-label={`${t('net')}:`}
                    >
                      <bdi>{formatNetResult(session.net_result, session.currency, locale)}</bdi>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('pages')}>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                {t('previous')}
              </button>
              <span>{t('pageOf', { page: page + 1, pages })}</span>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
