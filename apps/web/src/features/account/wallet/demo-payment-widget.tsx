'use client';

import { DEPOSIT_OUTCOMES } from '@sportsbook/contract/browser';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { OutOfLimitText, outOfLimitOf } from '@/features/safer-gambling';
import { isApiError } from '@/lib/api-fetch';
import { currencyInfo } from '../api/currencies';
import { formatBalance } from '../api/format-balance';
import {
  depositReturnHref,
  PAYMENT_RETURN_MESSAGE,
  type DepositResult,
} from '../api/modal-location';
import { createDeposit } from '../api/platform-client';
import styles from './demo-payment-widget.module.css';

/** Only a path on this site (or this origin) may be returned to. */
function safeReturn(url: string): string {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin
      ? target.href
      : window.location.origin + '/sport';
  } catch {
    return `${window.location.origin}/sport`;
  }
}

/**
 * The demo provider's payment page. Pay calls POST /payments/api/deposits with the chosen
 * outcome, then returns to the page the deposit started from (its address plus deposit_status):
 * through the page around the iframe when there is one (a soft navigation, no reload), else by
 * navigating the top window.
 */
export function DemoPaymentWidget({
  amount,
  currency,
  returnUrl,
}: {
  amount: string;
  currency: string;
  returnUrl: string;
}) {
  const t = useTranslations('demoWidget');
  const locale = useLocale();
  const [outcome, setOutcome] = useState<DepositResult>('success');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refusal by the player's deposit limit says which limit and when it resets (issue 18).
  const [limit, setLimit] = useState<ReturnType<typeof outOfLimitOf>>(undefined);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const valid =
    /^\d{1,30}$/.test(amount) &&
    BigInt(amount) > 0n &&
    currencyInfo(currency).code === currency &&
    currency !== '';

  function goBack(url: string) {
    if (window.parent !== window) {
      window.parent.postMessage({ type: PAYMENT_RETURN_MESSAGE, url }, window.location.origin);
    } else {
      window.location.assign(url);
    }
  }

  async function pay() {
    setPending(true);
    setError(null);
    const back = safeReturn(returnUrl);
    try {
      const deposit = await createDeposit({
        amount: BigInt(amount),
        currency,
        outcome,
        returnUrl: back,
        idempotencyKey,
      });
      goBack(safeReturn(deposit.redirectUrl));
    } catch (cause) {
      setPending(false);
      if (isApiError(cause) && cause.status >= 400 && cause.status < 500) {
        setError(cause.displayMessage);
        setLimit(outOfLimitOf(cause));
        return;
      }
      goBack(depositReturnHref(back, 'error'));
    }
  }

  return (
    <div className={styles.page} data-testid="demo-widget">
      <div className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ◆
          </span>
          {/* The provider's brand name, not translated. */}
          <span>DemoPay</span>
          <span className={styles.secure}>{t('secure')}</span>
        </div>
        {valid ? (
          <>
            <p className={styles.caption}>{t('amount')}</p>
            <p className={styles.amount} data-testid="widget-amount">
              <bdi>{formatBalance(amount, currency, locale)}</bdi>
            </p>
            <div className={styles.cardNumber} aria-hidden="true">
              <span>4242 4242 4242 4242</span>
              <span>12/34</span>
            </div>
            <fieldset className={styles.outcomes}>
              <legend className={styles.caption}>{t('outcome')}</legend>
              {DEPOSIT_OUTCOMES.map((value) => (
                <label key={value} className={styles.outcome}>
                  <input
                    type="radio"
                    name="outcome"
                    value={value}
                    checked={outcome === value}
                    onChange={() => setOutcome(value)}
                    data-testid={`widget-outcome-${value}`}
                  />
                  <span>{t(`outcomes.${value}`)}</span>
                </label>
              ))}
            </fieldset>
            {error ? (
              <p className={styles.error} role="alert" data-testid="widget-error">
                {limit ? <OutOfLimitText limit={limit} /> : error}
              </p>
            ) : null}
            <button
              type="button"
              className={buttonClass('primary', 'large', styles.pay)}
              disabled={pending}
              onClick={() => void pay()}
              data-testid="widget-pay"
            >
              {pending
                ? t('paying')
                : t('pay', { amount: formatBalance(amount, currency, locale) })}
            </button>
          </>
        ) : (
          <p className={styles.error} role="alert">
            {t('invalid')}
          </p>
        )}
        <p className={styles.note}>{t('note')}</p>
      </div>
    </div>
  );
}
