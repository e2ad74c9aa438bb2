'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { MyBetsIcon } from '@/components/icons/my-bets-icon';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import type { BetHistoryQuery } from '../api/bet-history';
import { useBetHistory } from '../hooks/use-bet-history';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';

/** A page of bets with its loading, error and empty states and, when asked, a pager. */
export function BetList({
  query,
  onPage,
  empty,
}: {
  query: BetHistoryQuery;
  /** Shows previous/next page buttons. */
  onPage?: (page: number) => void;
  empty: { title: string; hint?: string; action?: ReactNode };
}) {
  const t = useTranslations('myBets');
  const bets = useBetHistory(query);

  if (bets.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="bets-loading">
        <span />
        <span />
      </div>
    );
  }
  if (bets.isError) {
    return (
      <EmptyState
        role="alert"
        title={t('loadError')}
        data-testid="bets-error"
        action={
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => void bets.refetch()}
          >
            <RefreshIcon size={16} />
            {t('retry')}
          </button>
        }
      />
    );
  }
  const { bets: list, page, lastPage } = bets.data;
  if (list.length === 0) {
    return (
      <EmptyState
        data-testid="bets-empty"
        icon={<MyBetsIcon size={26} />}
        title={empty.title}
        description={empty.hint}
        action={empty.action}
      />
    );
  }
  return (
    <div className={styles.listWrap} aria-busy={bets.isPlaceholderData}>
      <ul className={styles.list} data-testid="bets-list">
        {list.map((bet) => (
          <li key={bet.id}>
            <BetCard bet={bet} />
          </li>
        ))}
      </ul>
      {onPage && lastPage > 1 ? (
        <nav className={styles.pager} aria-label={t('pager.label')} data-testid="bets-pager">
          <button
            type="button"
            className={styles.pagerButton}
            disabled={page <= 1}
            data-testid="bets-prev"
            onClick={() => onPage(page - 1)}
          >
            {t('pager.previous')}
          </button>
          <span className={styles.pagerText}>{t('pager.page', { page, lastPage })}</span>
          <button
            type="button"
            className={styles.pagerButton}
            disabled={page >= lastPage}
            data-testid="bets-next"
            onClick={() => onPage(page + 1)}
          >
            {t('pager.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
