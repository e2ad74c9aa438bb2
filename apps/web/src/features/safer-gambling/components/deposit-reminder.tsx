'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { CloseIcon } from '@/components/icons/close-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { publish } from '@/lib/event-bus';
import styles from './safer-gambling.module.css';

/**
 * The deposit reminder (§4): a card, not a modal, so it never interrupts a bet; once a day after
 * its delay, only for players whose settings allow it and who may receive offers at all. It
 * always points at the limits too.
 */
export function DepositReminder() {
  const t = useTranslations('saferGambling.depositReminder');
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className={styles.reminder} aria-label={t('label')} data-testid="deposit-reminder">
      <p className={styles.reminderText}>
        {t('body')} <LocaleLink href="/sport/profile/safer-gambling">{t('limits')}</LocaleLink>
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'small')}
        onClick={() => {
          setDismissed(true);
          publish('modal-requested', { modal: 'deposit' });
        }}
      >
        {t('deposit')}
      </button>
      <button
        type="button"
        className={buttonClass('icon', 'small')}
        aria-label={t('dismiss')}
        onClick={() => setDismissed(true)}
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
