'use client';

import { PlatformErrorCode } from '@sportsbook/contract/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { isApiError } from '@/lib/api-fetch';
import { showToast } from '@/lib/toast-store';
import { formatBalance, parseAmount } from '../api/format-balance';
import { requestWithdrawal, walletKeys } from '../api/wallet-client';
import { accountKeys, type useCurrencies } from '../profile/use-profile';
import type { Account } from '../api/platform-client';
import { FormAlert, TextField } from '../modals/form-fields';
import formStyles from '../modals/form.module.css';
import styles from './wallet.module.css';

/**
 * The withdrawal form: an amount in the account's currency. The server decides what may be
 * withdrawn (WDR-001) and reserves it at once; a refusal names the most that can be withdrawn.
 */
export function WithdrawalForm({
  account,
  currencies,
}: {
  account: Account;
  currencies: ReturnType<typeof useCurrencies>;
}) {
  const t = useTranslations('account.wallet.withdraw');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const code = account.currency;
  const currency = currencies.get(code) ?? { code, subunits: 100n, fiat: true };
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // One key per intended withdrawal: a double click or a retry after a lost answer moves once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const subunits = parseAmount(amount, currency.subunits);
    if (subunits === undefined || subunits <= 0n) {
      setFieldError(t('invalidAmount'));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      const withdrawal = await requestWithdrawal({
        amount: subunits,
        currency: code,
        idempotencyKey,
      });
      setAmount('');
      setIdempotencyKey(crypto.randomUUID());
      showToast({
        tone: 'success',
        title: t('requested'),
        description: formatBalance(withdrawal.amount, code, locale, currencies),
      });
    } catch (error) {
      if (isApiError(error) && error.code === PlatformErrorCode.withdrawalExceedsBalance) {
        setFieldError(
          t('exceeds', { max: formatBalance(account.balance, code, locale, currencies) }),
        );
      } else if (isApiError(error) && error.fieldErrors.amount) {
        setFieldError(error.fieldErrors.amount);
      } else {
        setFormError(isApiError(error) ? error.displayMessage : t('failed'));
      }
      // A refusal moved nothing: the next try is a new request.
      setIdempotencyKey(crypto.randomUUID());
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    }
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="withdrawal-form"
    >
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        suffix={code}
        hint={t('hint', { max: formatBalance(account.balance, code, locale, currencies) })}
        onChange={(event) => {
          setAmount(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError}
        data-testid="withdrawal-amount"
      />
      <button
        type="submit"
        className={buttonClass('primary', 'large', styles.submit)}
        disabled={pending}
        data-testid="withdrawal-submit"
      >
        {pending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
