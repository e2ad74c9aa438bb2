'use client';

import { PlatformErrorCode } from '@sportsbook/contract/browser';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { isApiError } from '@/lib/api-fetch';
import { confirmEmail, unlockUser } from '../../api/platform-client';
import { useModalStore } from '../modal-store';
import { FormAlert } from '../form-fields';
import styles from '../form.module.css';
import { EmailForm } from './email-form';

type Phase = { state: 'idle' | 'pending' | 'done' } | { state: 'failed'; message: string };

/** A spent, expired or unknown link token: said in words, with the way to a new link below. */
export function isExpiredLink(error: unknown): boolean {
  return isApiError(error) && error.code === PlatformErrorCode.tokenInvalid;
}

function useTokenCall() {
  const t = useTranslations('account');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  async function run(call: () => Promise<unknown>) {
    setPhase({ state: 'pending' });
    try {
      await call();
      setPhase({ state: 'done' });
    } catch (error) {
      setPhase({
        state: 'failed',
        message: isExpiredLink(error)
          ? t('link.expired')
          : isApiError(error) && error.status !== 0
            ? error.displayMessage
            : t('validation.network'),
      });
    }
  }
  return { phase, run };
}

/**
 * Email confirmation: with the token of the e-mailed link the address is confirmed at once (the
 * link itself is the proof); without one, or when it fails, the resend form is offered.
 */
export function ConfirmationView({ token }: { token: string | undefined }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const open = useModalStore((state) => state.open);
  const { phase, run } = useTokenCall();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void run(() => confirmEmail(token, locale));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

  if (!token) return <EmailForm kind="resend_confirmation_instructions" />;
  if (phase.state === 'failed') {
    return (
      <div className={styles.form}>
        <FormAlert>{phase.message}</FormAlert>
        <EmailForm kind="resend_confirmation_instructions" />
      </div>
    );
  }
  if (phase.state === 'done') {
    return (
      <div className={styles.form} data-testid="confirmation-done">
        <FormAlert tone="info">{t('confirmation.done')}</FormAlert>
        <button
          type="button"
          className={buttonClass('primary', 'large', styles.submit)}
          onClick={() => open('signIn')}
          data-testid="confirmation-sign-in"
        >
          {t('signIn.submit')}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.hint} role="status">
      {t('confirmation.pending')}
    </p>
  );
}

/**
 * unlock_user: the unlock link opens this form and the player confirms with one button, so a mail
 * scanner that follows links cannot unlock the account on its own.
 */
export function UnlockUserForm({ token }: { token: string | undefined }) {
  const t = useTranslations('account');
  const open = useModalStore((state) => state.open);
  const { phase, run } = useTokenCall();

  if (!token) return <EmailForm kind="resend_unlock_instructions" />;
  if (phase.state === 'done') {
    return (
      <div className={styles.form} data-testid="unlock-done">
        <FormAlert tone="info">{t('unlock.done')}</FormAlert>
        <button
          type="button"
          className={buttonClass('primary', 'large', styles.submit)}
          onClick={() => open('signIn')}
          data-testid="unlock-sign-in"
        >
          {t('signIn.submit')}
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      data-testid="unlock-user-form"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => unlockUser(token));
      }}
    >
      {phase.state === 'failed' ? <FormAlert>{phase.message}</FormAlert> : null}
      <p className={styles.hint}>{t('unlock.explain')}</p>
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={phase.state === 'pending'}
        data-testid="unlock-submit"
      >
        {phase.state === 'pending' ? t('form.pending') : t('unlock.submit')}
      </button>
      {phase.state === 'failed' ? (
        <button type="button" className={styles.link} onClick={() => open('resendUnlock')}>
          {t('signIn.resendUnlock')}
        </button>
      ) : null}
    </form>
  );
}
