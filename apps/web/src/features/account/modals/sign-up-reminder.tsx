'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { CloseIcon } from '@/components/icons/close-icon';
import { useAuthStatus } from '@/lib/session-store';
import { openModal } from './modal-store';
import type { ReminderDue } from './use-reminder-due';
import styles from './sign-up-reminder.module.css';

/**
 * The sign-up reminder (§4 Reminders): once, after signUpReminderSeconds, for a visitor who is
 * not logged in (the timer is `useReminderDue`, in the first load). A browser that has been
 * signed in before is invited to sign in instead. A card at the bottom, not a modal, so it never
 * interrupts a bet in progress.
 */
export function SignUpReminder({ due }: { due: ReminderDue | null }) {
  const t = useTranslations('account.reminder');
  const status = useAuthStatus();
  const [dismissed, setDismissed] = useState(false);

  if (!due || dismissed || status === 'loggedIn') return null;
  const { registered } = due;
  return (
    <aside
      className={styles.card}
      aria-labelledby="sign-up-reminder-title"
      data-testid="sign-up-reminder"
    >
      <div className={styles.text}>
        <p id="sign-up-reminder-title" className={styles.title}>
          {registered ? t('welcomeBack') : t('title')}
        </p>
        <p className={styles.body}>{registered ? t('welcomeBackBody') : t('body')}</p>
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'small')}
        onClick={() => {
          setDismissed(true);
          openModal(registered ? 'signIn' : 'signUp');
        }}
      >
        {registered ? t('signIn') : t('signUp')}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('dismiss')}
        onClick={() => setDismissed(true)}
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
