'use client';

import type { HistoryStatusFilter } from '@sportsbook/contract/browser';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { MyBetsIcon } from '@/components/icons/my-bets-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { publish } from '@/lib/event-bus';
import { useAuthStatus } from '@/lib/session-store';
import { BetList } from './bet-list';
import styles from './my-bets.module.css';
import { QueryProvider } from '@/lib/query-provider';

/** The slip shows the latest bets; the history page has them all. */
const PANEL_LIMIT = 20;
const PANEL_FILTERS: readonly HistoryStatusFilter[] = ['open', 'settled'];

/**
 * The bet slip's MY_BETS tab (betting-core §2): the player's open bets with live scores and
 * cashout, or the latest settled ones, and a link to the whole history. Visitors are asked to
 * sign in (§6: the bets list is fetched only when logged in).
 */
function MyBetsPanelContent() {
  const t = useTranslations('myBets');
  const locale = useLocale();
  const status = useAuthStatus();
  const [filter, setFilter] = useState<HistoryStatusFilter>('open');

  if (status !== 'loggedIn') {
    return (
      <EmptyState
        data-testid="my-bets-empty"
        icon={<MyBetsIcon size={26} />}
        title={t('signedOut.title')}
        description={t('signedOut.hint')}
        action={
          status === 'notLoggedIn' ? (
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              onClick={() => publish('modal-requested', { modal: 'signIn' })}
            >
              {t('signedOut.signIn')}
            </button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className={styles.panel} data-testid="my-bets">
      <div className={styles.panelBar}>
        <div className={styles.segments} role="group" aria-label={t('filters.label')}>
          {PANEL_FILTERS.map((item) => (
            <button
              key={item}
              type="button"
              className={styles.segment}
              aria-pressed={filter === item}
              data-testid={`my-bets-filter-${item}`}
              onClick={() => setFilter(item)}
            >
              {t(`filters.${item}`)}
            </button>
          ))}
        </div>
        <LocaleLink
          href="/sport/bets-history"
          className={styles.allLink}
          data-testid="my-bets-history-link"
        >
          {t('allBets')}
        </LocaleLink>
      </div>
      <BetList
        query={{ status: filter, outcome: 'all', page: 1, limit: PANEL_LIMIT, locale }}
        empty={{
          title: filter === 'open' ? t('empty.openTitle') : t('empty.settledTitle'),
          hint: t('empty.hint'),
        }}
      />
    </div>
  );
}

/** Loaded on first show of the tab (MyBetsSlot), with the query client its lists need. */
export function MyBetsPanel() {
  return (
    <IntlScope>
      <QueryProvider>
        <MyBetsPanelContent />
      </QueryProvider>
    </IntlScope>
  );
}
