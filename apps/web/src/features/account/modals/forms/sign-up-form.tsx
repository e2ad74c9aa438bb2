'use client';

import { PlatformErrorCode } from '@sportsbook/contract/browser';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { isApiError } from '@/lib/api-fetch';
import { CURRENCY_CODES } from '../../api/currencies';
import { countryOptions } from '../../api/countries';
import { signUp } from '../../api/platform-client';
import { validateSignUp, type SignUpValues } from '../../api/validation';
import { useModalStore } from '../modal-store';
import { useSettings } from '../../profile/use-profile';
import { DemoMailboxLink } from '../../demo-mailbox/demo-mailbox-link';
import { CheckboxField, FormAlert, PasswordField, SelectField, TextField } from '../form-fields';
import styles from '../form.module.css';
import { useAccountForm } from '../use-form';

/** sign_up: e-mail, password twice, country, currency and the terms; then "check your e-mail". */
export function SignUpForm({ onBlocked }: { onBlocked: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const settings = useSettings();
  const { open, rememberEmail } = useModalStore();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const router = useRouter();
  const localize = useLocalizeHref();

  const countries = useMemo(() => countryOptions(locale), [locale]);
  const currencies: string[] = settings?.currencies.map((currency) => currency.code) ?? [
    ...CURRENCY_CODES,
  ];
  const blocked = settings?.blockedSignUpCountries ?? [];

  const form = useAccountForm<SignUpValues>({
    initial: {
      email: '',
      password: '',
      passwordConfirmation: '',
      country: settings?.userCountry ?? '',
      currency: settings?.defaultCurrencyCode ?? 'EUR',
      termsAccepted: false,
    },
    validate: (values) =>
      validateSignUp(values, {
        countries: countries.map((country) => country.value),
        currencies,
        blockedCountries: blocked,
      }),
    submit: async (values) => {
      try {
        await signUp({ ...values, locale });
      } catch (error) {
        // The country the request comes from is blocked (no field: the form's country is
        // answered on its field): the blocked page names it (§2.3, decision 032).
        if (
          isApiError(error) &&
          error.code === PlatformErrorCode.blockedCountry &&
          error.details.length === 0
        ) {
          onBlocked();
          router.push(localize('/sport/blocked'));
          return;
        }
        throw error;
      }
      rememberEmail(values.email.trim());
      setSentTo(values.email.trim());
    },
  });

  if (sentTo) {
    return (
      <div className={styles.form} data-testid="sign-up-done">
        <FormAlert tone="info">{t('signUp.checkEmail', { email: sentTo })}</FormAlert>
        <DemoMailboxLink />
        <button
          type="button"
          className={buttonClass('primary', 'large', styles.submit)}
          onClick={() => open('signIn')}
        >
          {t('signUp.toSignIn')}
        </button>
        <p className={styles.switchLine}>
          {t('signUp.noEmail')}{' '}
          <button type="button" className={styles.link} onClick={() => open('resendConfirmation')}>
            {t('signUp.resend')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate data-testid="sign-up-form">
      <FormAlert>{form.formError}</FormAlert>
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onChange={(event) => form.set('email', event.target.value)}
        error={form.errorFor('email')}
        data-testid="sign-up-email"
      />
      <PasswordField
        label={t('fields.password')}
        name="new-password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        value={form.values.password}
        onChange={(event) => form.set('password', event.target.value)}
        error={form.errorFor('password')}
        data-testid="sign-up-password"
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        name="password-confirmation"
        autoComplete="new-password"
        value={form.values.passwordConfirmation}
        onChange={(event) => form.set('passwordConfirmation', event.target.value)}
        error={form.errorFor('passwordConfirmation')}
        data-testid="sign-up-password-confirmation"
      />
      <div className={styles.row}>
        <SelectField
          label={t('fields.country')}
          name="country"
          autoComplete="country"
          placeholder={t('fields.choose')}
          options={countries}
          value={form.values.country}
          onChange={(event) => form.set('country', event.target.value)}
          error={form.errorFor('country')}
          data-testid="sign-up-country"
        />
        <SelectField
          label={t('fields.currency')}
          name="currency"
          options={currencies.map((code) => ({ value: code, label: code }))}
          value={form.values.currency}
          onChange={(event) => form.set('currency', event.target.value)}
          error={form.errorFor('currency')}
          data-testid="sign-up-currency"
        />
      </div>
      <CheckboxField
        label={t('signUp.terms')}
        name="terms"
        checked={form.values.termsAccepted}
        onChange={(event) => form.set('termsAccepted', event.target.checked)}
        error={form.errorFor('termsAccepted')}
        data-testid="sign-up-terms"
      />
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={form.pending}
        data-testid="sign-up-submit"
      >
        {form.pending ? t('form.pending') : t('signUp.submit')}
      </button>
      <p className={styles.switchLine}>
        {t('signUp.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => open('signIn')}>
          {t('signUp.toSignIn')}
        </button>
      </p>
    </form>
  );
}
