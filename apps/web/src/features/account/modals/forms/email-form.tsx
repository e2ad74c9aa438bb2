'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { requestPasswordReset, resendConfirmation, resendUnlock } from '../../api/platform-client';
import { validateEmailOnly } from '../../api/validation';
import { useModalStore } from '../modal-store';
import { DemoMailboxLink } from '../../demo-mailbox/demo-mailbox-link';
import { FormAlert, TextField } from '../form-fields';
import styles from '../form.module.css';
import { useAccountForm } from '../use-form';

const ACTIONS = {
  forgot_password: requestPasswordReset,
  resend_confirmation_instructions: resendConfirmation,
  resend_unlock_instructions: resendUnlock,
} as const;

export type EmailFormKind = keyof typeof ACTIONS;

/**
 * forgot_password, resend_confirmation_instructions and resend_unlock_instructions: one e-mail
 * field. The answer never tells whether the address is registered (the server's rule too).
 */
export function EmailForm({ kind }: { kind: EmailFormKind }) {
  const t = useTranslations('account');
  const { email, rememberEmail, open } = useModalStore();
  const [sent, setSent] = useState(false);
  const form = useAccountForm({
    initial: { email },
    validate: validateEmailOnly,
    submit: async (values) => {
      await ACTIONS[kind](values.email);
      rememberEmail(values.email.trim());
      setSent(true);
    },
  });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate data-testid={`${kind}-form`}>
      <FormAlert>{form.formError}</FormAlert>
      {sent ? (
        <FormAlert tone="info">
          {t('emailForm.sent', { email: form.values.email.trim() })}
        </FormAlert>
      ) : null}
      {sent ? <DemoMailboxLink /> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onChange={(event) => form.set('email', event.target.value)}
        error={form.errorFor('email')}
        data-testid={`${kind}-email`}
      />
      <button
        type="submit"
        className={buttonClass(sent ? 'secondary' : 'primary', 'large', styles.submit)}
        disabled={form.pending}
        data-testid={`${kind}-submit`}
      >
        {form.pending ? t('form.pending') : sent ? t('emailForm.again') : t('emailForm.submit')}
      </button>
      <p className={styles.switchLine}>
        <button type="button" className={styles.link} onClick={() => open('signIn')}>
          {t('emailForm.backToSignIn')}
        </button>
      </p>
    </form>
  );
}
