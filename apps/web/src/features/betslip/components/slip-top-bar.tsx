'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { BoltIcon, SlidersIcon } from '@/components/icons/ui-icons';
import { requestModal } from '@/lib/modal-events';
import type { PlayerBetting } from '@/lib/player-betting';
import { dispatchQuickBet, useQuickBet } from '@/lib/quick-bet-store';
import type { BetSettings } from '../hooks/use-bet-settings';
import styles from './quick-bet.module.css';

// Both open on demand, so they load on demand: every page carries the slip, few use these.
const QuickBetPanel = dynamic(
  () => import('./quick-bet-panel').then((module) => module.QuickBetPanel),
  { ssr: false },
);
const SlipPreferences = dynamic(
  () => import('./slip-preferences').then((module) => module.SlipPreferences),
  { ssr: false },
);

/**
 * Above the slip, whether it is empty or not: the quick-bet switch with its set-up, and the
 * preferences (odds format, odds changes). Quick bet places real money in one click, so a visitor
 * is asked to sign in instead of switching it on.
 */
export function SlipTopBar({
  player,
  settings,
  onQuickPlace,
}: {
  player: PlayerBetting;
  settings: BetSettings;
  onQuickPlace(): void;
}) {
  const t = useTranslations('betslip');
  const quick = useQuickBet();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const preferencesId = useId();
  const loggedIn = player.status === 'loggedIn';
  const enabled = quick.isEnabled && loggedIn;
  return (
    <div className={styles.topBar}>
      <div className={styles.topRow}>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          className={styles.switch}
          data-testid="quick-bet-toggle"
          onClick={() => (loggedIn ? dispatchQuickBet({ type: 'toggle' }) : requestModal('signIn'))}
        >
          <BoltIcon size={16} className={styles.bolt} />
          <span className={styles.switchLabel}>{t('quickBet.title')}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('preferences.label')}
          aria-expanded={preferencesOpen}
          aria-controls={preferencesId}
          data-testid="slip-preferences-toggle"
          onClick={() => setPreferencesOpen((open) => !open)}
        >
          <SlidersIcon size={18} />
        </button>
      </div>
      {preferencesOpen ? <SlipPreferences id={preferencesId} settings={settings} /> : null}
      {enabled ? (
        <>
          <p className={styles.hint}>{t('quickBet.hint')}</p>
          <QuickBetPanel player={player} onPlace={onQuickPlace} />
        </>
      ) : null}
    </div>
  );
}
