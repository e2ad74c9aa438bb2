'use client';

import { useTranslations } from 'next-intl';
import type { MissedField } from '../api/validation';
import type { AccountModal } from './modal-store';
import { AccountDialog } from './account-dialog';
import { DepositForm } from '../wallet/deposit-form';
import { EmailForm } from './forms/email-form';
import { MissedFieldsForm } from './forms/missed-fields-form';
import { ConfirmPasswordForm, EditPasswordForm } from './forms/password-forms';
import { PhoneVerificationForm } from './forms/phone-verification-form';
import { SignInForm } from './forms/sign-in-form';
import { SignUpForm } from './forms/sign-up-form';
import { ConfirmationView, UnlockUserForm } from './forms/token-views';

export interface OpenModalProps {
  modal: AccountModal;
  token: string | undefined;
  /** Why sign-in is asked for (session ended, sign in first), shown instead of its description. */
  reasonText: string | undefined;
  /** The modal that follows the missed-fields form. */
  then: AccountModal | null;
  missedFields: MissedField[];
  /** The deposit waits while the missed-fields form it requires is open. */
  depositBlocked: boolean;
  open: (modal: AccountModal) => void;
  close: () => void;
}

/** The one open account modal: a dialog and its form. Loaded on first open (see ModalHost). */
export function OpenModal({
  modal,
  token,
  reasonText,
  then,
  missedFields,
  depositBlocked,
  open,
  close,
}: OpenModalProps) {
  const t = useTranslations('account');
  const common = { open: true, onClose: close };
  switch (modal) {
    case 'signIn':
      return (
        <AccountDialog
          {...common}
          title={t('signIn.title')}
          description={reasonText ?? t('signIn.description')}
          testId="modal-signIn"
        >
          <SignInForm onDone={close} />
        </AccountDialog>
      );
    case 'signUp':
      return (
        <AccountDialog
          {...common}
          title={t('signUp.title')}
          description={t('signUp.description')}
          testId="modal-signUp"
        >
          <SignUpForm onBlocked={close} />
        </AccountDialog>
      );
    case 'passwordNew':
      return (
        <AccountDialog
          {...common}
          title={t('forgotPassword.title')}
          description={t('forgotPassword.description')}
          testId="modal-passwordNew"
        >
          <EmailForm kind="forgot_password" />
        </AccountDialog>
      );
    case 'passwordEdit':
      return (
        <AccountDialog
          {...common}
          title={t('editPassword.title')}
          description={t('editPassword.description')}
          testId="modal-passwordEdit"
        >
          <EditPasswordForm token={token} />
        </AccountDialog>
      );
    case 'confirmation':
    case 'resendConfirmation':
      return (
        <AccountDialog
          {...common}
          title={token ? t('confirmation.title') : t('resendConfirmation.title')}
          description={token ? undefined : t('resendConfirmation.description')}
          testId="modal-confirmation"
        >
          <ConfirmationView token={token} />
        </AccountDialog>
      );
    case 'unlock':
    case 'resendUnlock':
      return (
        <AccountDialog
          {...common}
          title={token ? t('unlock.title') : t('resendUnlock.title')}
          description={token ? undefined : t('resendUnlock.description')}
          testId="modal-unlock"
        >
          <UnlockUserForm token={token} />
        </AccountDialog>
      );
    case 'changePassword':
      return (
        <AccountDialog {...common} title={t('changePassword.title')} testId="modal-changePassword">
          <ConfirmPasswordForm onDone={close} />
        </AccountDialog>
      );
    case 'phoneVerification':
      return (
        <AccountDialog
          {...common}
          title={t('phone.title')}
          description={t('phone.description')}
          testId="modal-phoneVerification"
        >
          <PhoneVerificationForm onDone={close} />
        </AccountDialog>
      );
    case 'missedFields':
      if (missedFields.length === 0) return null;
      return (
        <AccountDialog
          {...common}
          closable={false}
          title={t('missedFields.title')}
          description={t('missedFields.description')}
          testId="modal-missedFields"
        >
          <MissedFieldsForm
            key={missedFields.join()}
            fields={missedFields}
            onDone={() => (then ? open(then) : close())}
          />
        </AccountDialog>
      );
    case 'deposit':
      if (depositBlocked) return null;
      return (
        <AccountDialog
          {...common}
          wide
          title={t('deposit.title')}
          description={t('deposit.description')}
          testId="modal-deposit"
        >
          <DepositForm onClose={close} />
        </AccountDialog>
      );
  }
}
