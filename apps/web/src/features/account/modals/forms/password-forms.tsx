'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { changePassword, resetPassword } from '../../api/platform-client';
import { validateConfirmPassword, validateEditPassword } from '../../api/validation';
import { useModalStore } from '../modal-store';
import { FormAlert, PasswordField } from '../form-fields';
import styles from '../form.module.css';
import { useAccountForm } from '../use-form';
import { isExpiredLink } from './token-views';

/** edit_password: a new password for the reset token of the e-mailed link. */
export function EditPasswordForm({ token }: { token: string | undefined }) {
  const t = useTranslations('account');
  const open = useModalStore((state) => state.open);
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useAccountForm({
    initial: { password: '', passwordConfirmation: '' },
    validate: validateEditPassword,
    submit: async (values) => {
      try {
        await resetPassword({ token: token ?? '', ...values });
      } catch (error) {
        if (!isExpiredLink(error)) throw error;
        setExpired(true);
        return;
      }
      setDone(true);
    },
  });
  if (!token || expired) {
    return (
      <div className={styles.form} data-testid="edit-password-no-token">
        <FormAlert>{t(expired ? 'link.expired' : 'editPassword.noToken')}</FormAlert>
        <button
          type="button"
          className={buttonClass('primary', 'large', styles.submit)}
          onClick={() => open('passwordNew')}
        >
          {t('editPassword.requestNew')}
        </button>
      </div>
    );
  }
  if (done) {
    return (
      <div className={styles.form} data-testid="edit-password-done">
        <FormAlert tone="info">{t('editPassword.done')}</FormAlert>
        <button
          type="button"
          className={buttonClass('primary', 'large', styles.submit)}
          onClick={() => open('signIn')}
        >
          {t('signIn.submit')}
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      data-testid="edit-password-form"
    >
      <FormAlert>{form.formError}</FormAlert>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        value={form.values.password}
        onChange={(event) => form.set('password', event.target.value)}
        error={form.errorFor('password')}
        data-testid="edit-password-password"
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        value={form.values.passwordConfirmation}
        onChange={(event) => form.set('passwordConfirmation', event.target.value)}
        error={form.errorFor('passwordConfirmation')}
        data-testid="edit-password-confirmation"
      />
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={form.pending}
        data-testid="edit-password-submit"
      >
        {form.pending ? t('form.pending') : t('editPassword.submit')}
      </button>
    </form>
  );
}

/** confirm_password: a signed-in player changes the password, confirming the current one. */
export function ConfirmPasswordForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('account');
  const [done, setDone] = useState(false);
  const form = useAccountForm({
    initial: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: validateConfirmPassword,
    submit: async (values) => {
      await changePassword(values);
      setDone(true);
    },
  });
  if (done) {
    return (
      <div className={styles.form}>
        <FormAlert tone="info">{t('changePassword.done')}</FormAlert>
        <button
          type="button"
          className={buttonClass('primary', 'large', styles.submit)}
          onClick={onDone}
        >
          {t('form.done')}
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={form.onSubmit}
      noValidate
      data-testid="confirm-password-form"
    >
      <FormAlert>{form.formError}</FormAlert>
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        value={form.values.currentPassword}
        onChange={(event) => form.set('currentPassword', event.target.value)}
        error={form.errorFor('currentPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        value={form.values.password}
        onChange={(event) => form.set('password', event.target.value)}
        error={form.errorFor('password')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        value={form.values.passwordConfirmation}
        onChange={(event) => form.set('passwordConfirmation', event.target.value)}
        error={form.errorFor('passwordConfirmation')}
      />
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={form.pending}
      >
        {form.pending ? t('form.pending') : t('changePassword.submit')}
      </button>
    </form>
  );
}
