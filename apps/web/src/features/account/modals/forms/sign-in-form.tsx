'use client';

import { PlatformErrorCode } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { BlockWire } from '@sportsbook/contract/browser';
import {
  BlockedNotice,
  blockOf,
  isBlockedCode,
  markWithdrawalOnly,
  rememberBlock,
} from '@/features/safer-gambling';
import { buttonClass } from '@/components/button/button-class';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { isApiError } from '@/lib/api-fetch';
import { validateSignIn } from '../../api/validation';
import { useModalStore } from '../modal-store';
import { useSessionActions } from '../../session/use-session-actions';
import { FormAlert, PasswordField, TextField } from '../form-fields';
import styles from '../form.module.css';
import { useAccountForm } from '../use-form';

/** sign_in: e-mail and password; unconfirmed and locked accounts get their way out. */
export function SignInForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('account');
  const { signIn } = useSessionActions();
  const router = useRouter();
  const localize = useLocalizeHref();
  const { email: remembered, rememberEmail, open } = useModalStore();
  // A time-out or self-exclusion refuses sign-in with its end (issue 18): shown with help.
  const [block, setBlock] = useState<BlockWire | null>(null);
  const form = useAccountForm({
    initial: { email: remembered, password: '' },
    validate: validateSignIn,
    submit: async (values) => {
      rememberEmail(values.email.trim());
      setBlock(null);
      try {
        await signIn(values);
        markWithdrawalOnly(false);
      } catch (error) {
        const refusedBlock =
          isApiError(error) && isBlockedCode(error.code) ? blockOf(error) : undefined;
        if (refusedBlock) {
          rememberBlock(refusedBlock);
          setBlock(refusedBlock);
          return;
        }
        // Sign-in from a blocked country: the blocked page explains it (§2.3).
        if (isApiError(error) && error.code === PlatformErrorCode.blockedCountry) {
          onDone();
          router.push(localize('/sport/blocked'));
          return;
        }
        throw error;
      }
      onDone();
    },
  });
  // Withdrawals stay possible during a block: a session for them only, then the wallet.
  const signInToWithdraw = async () => {
    // Marked first: the signed-in runtime must not end this session when it starts.
    markWithdrawalOnly(true);
    try {
      await signIn({ ...form.values, withdrawalOnly: true });
    } catch (error) {
      markWithdrawalOnly(false);
      console.warn('[account] withdrawal-only sign-in failed', error);
      return;
    }
    onDone();
    router.push(localize('/sport/profile/wallet/transactions'));
  };
  const code = form.formError ? form.errorCode : undefined;
  // The server answers a wrong password, an unknown email and a locked account alike, and
  // holds back an address after repeated failures (decision 022): after any refusal but
  // "unconfirmed", the way out is the emailed unlock link, which lifts both.
  const unlockWay = code !== undefined && code !== PlatformErrorCode.unconfirmed;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate data-testid="sign-in-form">
      <FormAlert>{form.formError}</FormAlert>
      {block ? <BlockedNotice block={block} onWithdraw={signInToWithdraw} /> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={form.values.email}
        onChange={(event) => form.set('email', event.target.value)}
        error={form.errorFor('email')}
        data-testid="sign-in-email"
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(event) => form.set('password', event.target.value)}
        error={form.errorFor('password')}
        data-testid="sign-in-password"
      />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            rememberEmail(form.values.email.trim());
            open('passwordNew');
          }}
          data-testid="forgot-password-link"
        >
          {t('signIn.forgot')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            rememberEmail(form.values.email.trim());
            open(unlockWay ? 'resendUnlock' : 'resendConfirmation');
          }}
          data-testid="resend-instructions-link"
        >
          {unlockWay ? t('signIn.resendUnlock') : t('signIn.resendConfirmation')}
        </button>
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={form.pending}
        data-testid="sign-in-submit"
      >
        {form.pending ? t('form.pending') : t('signIn.submit')}
      </button>
      <p className={styles.switchLine}>
        {t('signIn.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => open('signUp')}>
          {t('signIn.toSignUp')}
        </button>
      </p>
    </form>
  );
}
