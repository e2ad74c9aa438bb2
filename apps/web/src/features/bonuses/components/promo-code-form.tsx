'use client';

import { formatMoney, type CurrencyCode } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { bonusKeys } from '@/lib/bonus-keys';
import { redeemPromoCode, type PromoCodeError } from '../api/bonus-client';
import styles from './bonuses.module.css';

/**
 * The promo-code field (account-platform §7.2 POST /bonuses/promo-code): the bonus the code names
 * is issued once per player; unknown, expired and used codes are the field's errors.
 */
export function PromoCodeForm() {
  const t = useTranslations('bonuses.promo');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<PromoCodeError | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setIssued(null);
    const result = await redeemPromoCode(code);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setCode('');
    const { bonus } = result;
    setIssued(
      bonus.amount && bonus.currency
        ? t('issuedAmount', {
            name: bonus.name,
            amount: formatMoney(BigInt(bonus.amount), bonus.currency as CurrencyCode, locale),
          })
        : t('issued', { name: bonus.name }),
    );
    // The slip's available bonuses and the lists read it again.
    void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
  }

  return (
    <form
      className={styles.promo}
      data-testid="promo-code-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <label htmlFor={id} className={styles.promoLabel}>
        {t('label')}
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          className={styles.promoInput}
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="promo-code-input"
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <button
          type="submit"
          className={buttonClass('primary', 'medium')}
          disabled={busy || code.trim() === ''}
          aria-busy={busy}
          data-testid="promo-code-submit"
        >
          {t('submit')}
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          className={styles.fieldError}
          role="alert"
          data-testid="promo-code-error"
        >
          {t(`errors.${error}`)}
        </p>
      ) : null}
      {issued ? (
        <p className={styles.success} role="status" data-testid="promo-code-issued">
          {issued}
        </p>
      ) : null}
    </form>
  );
}
