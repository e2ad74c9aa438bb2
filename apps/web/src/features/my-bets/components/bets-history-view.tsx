'use client';

import { type HistoryOutcomeFilter, type HistoryStatusFilter } from '@sportsbook/contract/browser';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { publish } from '@/lib/event-bus';
import { useAuthStatus } from '@/lib/session-store';
import { BetList } from './bet-list';
import styles from './my-bets.module.css';
import { QueryProvider } from '@/lib/query-provider';

const STATUS_FILTERS: readonly HistoryStatusFilter[] = ['all', 'open', 'settled'];
const OUTCOME_FILTERS: readonly HistoryOutcomeFilter[] = ['all', 'win', 'lose', 'refund'];
const PAGE_SIZE = 20;

/**
 * The bets history page (section bets_history; betting-core §3 history filters): every bet of
 * the player, newest first, filtered by status (all, open, settled) and, for settled bets, by
 * outcome (win, lose, refund), a page at a time.
 */
function BetsHistoryViewContent() {
  const t = useTranslations('myBets');
  const locale = useLocale();
  const status = useAuthStatus();
  const [filter, setFilter] = useState<HistoryStatusFilter>('all');
  const [outcome, setOutcome] = useState<HistoryOutcomeFilter>('all');
  const [page, setPage] = useState(1);

  if (status === 'notLoggedIn') {
    return (
      <EmptyState
        title={t('signedOut.title')}
        description={t('signedOut.hint')}
        data-testid="bets-history-signed-out"
        action={
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => publish('modal-requested', { modal: 'signIn' })}
          >
            {t('signedOut.signIn')}
          </button>
        }
      />
    );
  }
  if (status !== 'loggedIn') {
    return <div className={styles.loading} aria-busy="true" data-testid="bets-loading" />;
  }

  // The outcome narrows settled bets only; open bets have none.
  const shownOutcome = filter === 'open' ? 'all' : outcome;
  return (
    <div className={styles.history} data-testid="bets-history">
      <div className={styles.filters}>
        <div className={styles.segments} role="group" aria-label={t('filters.label')}>
          {STATUS_FILTERS.map((item) => (
            <button
              key={item}
              type="button"
              className={styles.segment}
              aria-pressed={filter === item}
              data-testid={`history-filter-${item}`}
              onClick={() => {
                setFilter(item);
                setPage(1);
              }}
            >
              {t(`filters.${item}`)}
            </button>
          ))}
        </div>
        {filter !== 'open' ? (
          <div className={styles.chips} role="group" aria-label={t('outcomes.label')}>
            {OUTCOME_FILTERS.map((item) => (
              <button
                key={item}
                type="button"
                className={styles.chip}
                aria-pressed={shownOutcome === item}
                data-testid={`history-outcome-${item}`}
                onClick={() => {
                  setOutcome(item);
                  setPage(1);
                }}
              >
                {t(`outcomes.${item}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <BetList
        query={{ status: filter, outcome: shownOutcome, page, limit: PAGE_SIZE, locale }}
        onPage={setPage}
        empty={{
          title: t('empty.historyTitle'),
          hint: t('empty.hint'),
          action: (
            <LocaleLink href="/sport" className={buttonClass('secondary', 'small')}>
              {t('browse')}
            </LocaleLink>
          ),
        }}
      />
    </div>
  );
}

/** Loaded with its page: it carries the query client the history needs. */
export function BetsHistoryView() {
  return (
    <IntlScope>
      <QueryProvider>
        <BetsHistoryViewContent />
      </QueryProvider>
    </IntlScope>
  );
}
