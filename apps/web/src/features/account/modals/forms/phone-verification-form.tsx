'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { getPhone, sendPhoneCode, verifyPhone } from '../../api/platform-client';
import { checkPhone, validatePhoneVerification } from '../../api/validation';
import { accountKeys, usePlayer } from '../../profile/use-profile';
import { FormAlert, TextField } from '../form-fields';
import styles from '../form.module.css';
import { useAccountForm } from '../use-form';

function useSecondsUntil(iso: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

/**
 * phone_verification: send a code to the number, then type it. The resend button waits for the
 * server's timeout; when the SMS limit is reached it says so instead.
 */
export function PhoneVerificationForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const phone = useQuery({
    queryKey: accountKeys.phone,
    queryFn: ({ signal }) => getPhone(locale, { signal }),
  });
  const wait = useSecondsUntil(phone.data?.resendTimeoutUntil);
  const [codeSent, setCodeSent] = useState(false);

  const numberForm = useAccountForm({
    initial: { number: phone.data?.number ?? player?.mobilePhone ?? '' },
    validate: (values) => {
      const error = checkPhone(values.number);
      return error ? { number: error } : {};
    },
    submit: async (values) => {
      const answer = await sendPhoneCode({
        number: values.number.replace(/[\s()-]/g, ''),
        country: phone.data?.country ?? player?.countryCode ?? '',
      });
      queryClient.setQueryData(accountKeys.phone, answer);
      setCodeSent(true);
    },
  });
  const codeForm = useAccountForm({
    initial: { code: '' },
    validate: validatePhoneVerification,
    submit: async (values) => {
      const answer = await verifyPhone(values.code.trim());
      queryClient.setQueryData(accountKeys.phone, answer);
    },
  });

  if (phone.data?.isVerified) {
    return (
      <div className={styles.form} data-testid="phone-verified">
        <FormAlert tone="info">
          {t('phone.verified', { number: phone.data.number ?? '' })}
        </FormAlert>
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

  const limit = phone.data?.smsLimitReached;
  return (
    <div className={styles.form} data-testid="phone-verification-form">
      <form className={styles.form} onSubmit={numberForm.onSubmit} noValidate>
        <FormAlert>{numberForm.formError}</FormAlert>
        {limit ? <FormAlert>{t('phone.limit')}</FormAlert> : null}
        <TextField
          label={t('fields.mobile_phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={numberForm.values.number}
          onChange={(event) => numberForm.set('number', event.target.value)}
          error={numberForm.errorFor('number')}
        />
        <button
          type="submit"
          className={buttonClass(codeSent ? 'secondary' : 'primary', 'large', styles.submit)}
          disabled={numberForm.pending || wait > 0 || limit}
        >
          {wait > 0
            ? t('phone.resendIn', { seconds: wait })
            : codeSent
              ? t('phone.resend')
              : t('phone.send')}
        </button>
      </form>
      {codeSent || phone.data?.resendTimeoutUntil ? (
        <form className={styles.form} onSubmit={codeForm.onSubmit} noValidate>
          {codeSent ? (
            <FormAlert tone="info">
              {t('phone.sent', { number: phone.data?.number ?? numberForm.values.number })}
            </FormAlert>
          ) : null}
          <FormAlert>{codeForm.formError}</FormAlert>
          <TextField
            label={t('fields.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={codeForm.values.code}
            onChange={(event) => codeForm.set('code', event.target.value)}
            error={codeForm.errorFor('code')}
          />
          <button
            type="submit"
            className={buttonClass('primary', 'large', styles.submit)}
            disabled={codeForm.pending}
          >
            {t('phone.verify')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
