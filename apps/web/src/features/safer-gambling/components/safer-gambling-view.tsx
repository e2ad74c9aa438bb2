'use client';

import type { BlockWire } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { publish } from '@/lib/event-bus';
import { usePlayerBetting } from '@/features/betslip';
import { QueryProvider } from '@/lib/query-provider';
import { recalledBlock } from '../api/block-memory';
import { ActivityHistory } from './activity-history';
import { BlockedNotice } from './blocked-notice';
import { BreakSection } from './break-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import styles from './safer-gambling.module.css';

/**
 * The safer-gambling area (issue 18, RTS 12–14): limits with their use and reset, pending
 * increases and their confirmation, the reality check, time-out and self-exclusion, and the
 * activity history. A private page; after a time-out or exclusion it shows the blocked state.
 */
function SaferGamblingContent() {
  const t = useTranslations('saferGambling');
  const { status, currency, currencyKnown } = usePlayerBetting();
  // Read once: the first render is the loading state on the server and in the browser alike.
  const [block] = useState<BlockWire | null>(() =>
    typeof window === 'undefined' ? null : recalledBlock(),
  );

  if (status === 'notLoggedIn') {
    if (block) return <BlockedNotice block={block} />;
    return (
      <EmptyState
        title={t('signedOut.title')}
        description={t('signedOut.hint')}
        data-testid="rg-signed-out"
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
  if (status !== 'loggedIn' || !currencyKnown) {
    return <div className={styles.loading} aria-busy="true" data-testid="rg-loading" />;
  }
  return (
    <div className={styles.area} data-testid="safer-gambling">
      <p className={styles.intro}>
        {t('intro')} <LocaleLink href="/sport/responsible-gambling">{t('learnMore')}</LocaleLink>
      </p>
      <LimitsSection currency={currency} />
      <RealityCheckSection />
      <BreakSection />
      <ActivityHistory />
    </div>
  );
}

/** Loaded with its page: it carries the query client the area needs. */
export function SaferGamblingView() {
  return (
    <IntlScope>
      <QueryProvider>
        <SaferGamblingContent />
      </QueryProvider>
    </IntlScope>
  );
}
