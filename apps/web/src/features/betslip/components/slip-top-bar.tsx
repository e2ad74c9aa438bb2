'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useState } from 'react';
import { BoltIcon } from '@/components/icons/bolt-icon';
import { SlidersIcon } from '@/components/icons/sliders-icon';
import { publish } from '@/lib/event-bus';
import { toggleQuickBet, useQuickBetEnabled } from '../state/quick-bet-switch';
import { settledAuthStatus, useAuthStatus } from '@/lib/session-store';
import type { BetslipLabels } from '../api/betslip-labels';
import styles from './quick-bet.module.css';

// Both open on demand, so they load on demand: every page carries the slip, few use these.
const QuickBetPanel = dynamic(
  () => import('./slip-top-bar-parts').then((module) => module.LoadedQuickBetPanel),
  { ssr: false },
);
const SlipPreferences = dynamic(
  () => import('./slip-top-bar-parts').then((module) => module.LoadedSlipPreferences),
  { ssr: false },
);

/**
 * Above the slip, whether it is empty or not: the quick-bet switch with its set-up, and the
 * preferences (odds format, odds changes). Quick bet places real money in one click, so a visitor
 * is asked to sign in instead of switching it on. Light: it is in every page's first paint; what
 * it opens loads when opened.
 */
export function SlipTopBar({
  labels,
}: {
  labels: Pick<BetslipLabels, 'quickBet' | 'quickBetHint' | 'preferences'>;
}) {
  const isEnabled = useQuickBetEnabled();
  const status = useAuthStatus();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const preferencesId = useId();
  const loggedIn = status === 'loggedIn';
  const enabled = isEnabled && loggedIn;

  // Sign-out turns quick bet off (account-platform §4); so does a visit without a session, so a
  // visitor's odds click goes to the slip.
  useEffect(() => {
    if (isEnabled && status === 'notLoggedIn') toggleQuickBet();
  }, [isEnabled, status]);

  return (
    <div className={styles.topBar}>
      <div className={styles.topRow}>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          className={styles.switch}
          data-testid="quick-bet-toggle"
          onClick={() =>
            // A player whose profile is still loading is not asked to sign in.
            void settledAuthStatus().then((settled) =>
              settled === 'loggedIn'
                ? toggleQuickBet()
                : publish('modal-requested', { modal: 'signIn' }),
            )
          }
        >
          <BoltIcon size={16} className={styles.bolt} />
          <span className={styles.switchLabel}>{labels.quickBet}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={labels.preferences}
          aria-expanded={preferencesOpen}
          aria-controls={preferencesId}
          data-testid="slip-preferences-toggle"
          onClick={() => setPreferencesOpen((open) => !open)}
        >
          <SlidersIcon size={18} />
        </button>
      </div>
      {preferencesOpen ? <SlipPreferences id={preferencesId} /> : null}
      {enabled ? (
        <>
          <p className={styles.hint}>{labels.quickBetHint}</p>
          <QuickBetPanel />
        </>
      ) : null}
    </div>
  );
}
