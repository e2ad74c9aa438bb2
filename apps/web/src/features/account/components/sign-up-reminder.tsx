'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { CloseIcon } from '@/components/icons/ui-icons';
import { useAuthStatus } from '@/lib/session-store';
import { openModal } from '../hooks/modal-store';
import { IS_REGISTERED_KEY } from '../hooks/use-profile';
import styles from './sign-up-reminder.module.css';

/** localStorage key: the reminder fires once per browser (account-platform §9 storage keys). */
export const SIGN_UP_REMINDER_KEY = 'sign_up_reminder';
/** Site setting signUpReminderSeconds; the settings call does not carry it yet. */
export const SIGN_UP_REMINDER_SECONDS = 45;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The sign-up reminder (§4 Reminders): once, after signUpReminderSeconds, for a visitor who is
 * not logged in. A browser that has been signed in before is invited to sign in instead. A card
 * at the bottom, not a modal, so it never interrupts a bet in progress.
 */
export function SignUpReminder({ seconds = SIGN_UP_REMINDER_SECONDS }: { seconds?: number }) {
  const t = useTranslations('account.reminder');
  const status = useAuthStatus();
  const [visible, setVisible] = useState(false);
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (status !== 'notLoggedIn' || read(SIGN_UP_REMINDER_KEY)) return;
    const timer = window.setTimeout(() => {
      setRegistered(read(IS_REGISTERED_KEY) === 'true');
      setVisible(true);
      try {
        window.localStorage.setItem(SIGN_UP_REMINDER_KEY, new Date().toISOString());
      } catch {
        // Without storage it may show again on the next page load; harmless.
      }
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [status, seconds]);

  if (!visible || status === 'loggedIn') return null;
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
          setVisible(false);
          openModal(registered ? 'signIn' : 'signUp');
        }}
      >
        {registered ? t('signIn') : t('signUp')}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('dismiss')}
        onClick={() => setVisible(false)}
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
