'use client';

import { depositLimitsOf, isCurrencyCode } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { DepositLimitPrompt } from '@/features/safer-gambling';
import { isApiError } from '@/lib/api-fetch';
import { showToast } from '@/lib/toast-store';
import { formatAmount, formatBalance, parseAmount } from '../api/format-balance';
import { createDeposit } from '../api/platform-client';
import { validateDepositAmount } from '../api/validation';
import {
  accountKeys,
  activeAccountOf,
  useAccounts,
  useCurrencies,
  usePlayer,
} from '../profile/use-profile';
import { FormAlert, TextField } from '../modals/form-fields';
import styles from '../modals/form.module.css';
import { useAccountForm } from '../modals/use-form';
import widgetStyles from './deposit-widget.module.css';

/** Quick amounts in whole units of each kind of currency. */
const PRESETS: Record<string, string[]> = {
  BTC: ['0.001', '0.005', '0.01', '0.05'],
  ETH: ['0.01', '0.05', '0.1', '0.5'],
};
const FIAT_PRESETS = ['10', '25', '50', '100'];

/**
 * Bounds of one deposit: the server's per-currency limits (packages/domain, decision 021), so
 * the hint and the form's check agree with what the server accepts.
 */
export function depositBounds(code: string, subunits: bigint, fiat: boolean) {
  if (isCurrencyCode(code)) {
    const { min, max } = depositLimitsOf(code);
    return { min, max };
  }
  return fiat
    ? { min: subunits, max: subunits * 10_000n }
    : { min: subunits / 10_000n || 1n, max: subunits * 100n };
}

/**
 * deposit: choose the amount, then pay in the provider's widget (an iframe of our demo page) or,
 * for players offered it, by quick deposit without the widget (account-platform §4 Deposit).
 */
export function DepositForm({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const localize = useLocalizeHref();
  const player = usePlayer();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const queryClient = useQueryClient();
  const account = activeAccountOf(accounts, player);
  const code = account?.currency ?? player?.currency ?? 'EUR';
  const currency = currencies.get(code) ?? { code, subunits: 100n, fiat: true };
  const bounds = depositBounds(code, currency.subunits, currency.fiat);
  const [widget, setWidget] = useState<string | null>(null);

  const form = useAccountForm({
    initial: { amount: '' },
    validate: (values) =>
      validateDepositAmount(parseAmount(values.amount, currency.subunits), values.amount, bounds),
    submit: async (values, submitter) => {
      const amount = parseAmount(values.amount, currency.subunits) ?? 0n;
      if (submitter !== 'quick') {
        const params = new URLSearchParams({
          amount: amount.toString(),
          currency: code,
          return: window.location.href,
        });
        setWidget(`${localize('/sport/payments/demo-widget')}?${params}`);
        return;
      }
      try {
        const deposit = await createDeposit({
          amount,
          currency: code,
          outcome: 'success',
          returnUrl: window.location.href,
          quick: true,
          idempotencyKey: crypto.randomUUID(),
        });
        await queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
        showToast(
          deposit.status === 'success'
            ? {
                tone: 'success',
                title: t('deposit.quickSuccess'),
                description: formatBalance(deposit.amount, code, locale, currencies),
              }
            : deposit.status === 'pending'
              ? { tone: 'warning', title: t('deposit.quickPending') }
              : {
                  tone: 'error',
                  title: t('deposit.quickFailed'),
                  description: t('deposit.quickFailedHint'),
                },
        );
        onClose();
      } catch (error) {
        if (isApiError(error) && !Object.keys(error.fieldErrors).length) {
          showToast({
            tone: 'error',
            title: t('deposit.quickFailed'),
            description: error.displayMessage,
          });
        }
        throw error;
      }
    },
  });

  if (widget) {
    return (
      <div className={widgetStyles.wrap}>
        <iframe
          src={widget}
          title={t('deposit.widgetTitle')}
          className={widgetStyles.frame}
          data-testid="deposit-widget"
        />
        <button type="button" className={styles.link} onClick={() => setWidget(null)}>
          {t('deposit.changeAmount')}
        </button>
      </div>
    );
  }

  const presets = currency.fiat ? FIAT_PRESETS : (PRESETS[code] ?? FIAT_PRESETS);
  return (
    <>
      {/* RTS 12A (issue 18): its own form, so it sits beside the deposit form, not inside it. */}
      {player ? <DepositLimitPrompt playerId={String(player.id)} currency={code} /> : null}
      <form className={styles.form} onSubmit={form.onSubmit} noValidate data-testid="deposit-form">
        <FormAlert>{form.formError}</FormAlert>
        {account ? (
          <p className={widgetStyles.balance}>
            <span>{t('deposit.balance')}</span>
            <strong>{formatBalance(account.balance, code, locale, currencies)}</strong>
          </p>
        ) : null}
        <div className={styles.amounts} role="group" aria-label={t('deposit.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.chip}
              aria-pressed={form.values.amount === preset}
              onClick={() => form.set('amount', preset)}
            >
              {preset}
            </button>
          ))}
        </div>
        <TextField
          label={t('fields.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={form.values.amount}
          suffix={code}
          hint={t('deposit.bounds', {
            min: formatAmount(bounds.min, currency, locale),
            max: formatAmount(bounds.max, currency, locale),
            currency: code,
          })}
          onChange={(event) => form.set('amount', event.target.value)}
          error={form.errorFor('amount')}
          data-testid="deposit-amount"
        />
        <button
          type="submit"
          className={buttonClass('primary', 'large', styles.submit)}
          disabled={form.pending}
          name="mode"
          value="widget"
          data-testid="deposit-continue"
        >
          {t('deposit.continue')}
        </button>
        {player?.quickDeposit ? (
          <button
            type="submit"
            className={buttonClass('secondary', 'large', styles.submit)}
            disabled={form.pending}
            name="mode"
            value="quick"
            data-testid="quick-deposit"
          >
            {t('deposit.quick')}
          </button>
        ) : null}
      </form>
    </>
  );
}
