'use client';

import {
  currencyOf,
  formatAmount,
  formatMoney,
  parseAmount,
  type CurrencyCode,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { dispatchSlip } from '../state/betslip-store';
import styles from './slip.module.css';

export type StakeMode = 'stake' | 'win';

/** Subunits as the player would type them: 500n EUR → '5', 525n → '5.25'. */
export function amountText(value: bigint, currency: CurrencyCode): string {
  if (value <= 0n) return '';
  const text = formatAmount(value, currency, { decimals: currencyOf(currency).decimals });
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The typed amount in subunits; null while it is not an amount (the input shows it invalid). */
export function parseTyped(text: string, currency: CurrencyCode): bigint | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0n;
  try {
    return parseAmount(trimmed, currency);
  } catch {
    return null;
  }
}

/** Quick stakes when the player has not set any: small round amounts of the currency. */
export function defaultQuickStakes(currency: CurrencyCode): bigint[] {
  const { fiat } = currencyOf(currency);
  const amounts =
    fiat || currency === 'USDT' ? ['5', '10', '20', '50'] : ['0.001', '0.005', '0.01', '0.05'];
  return amounts.map((amount) => parseAmount(amount, currency));
}

/**
 * The stake field: the amount is typed as the stake, or as the wanted potential win (the stake is
 * then derived and follows the odds, betting-core §4). Money is parsed straight into subunits.
 */
export function SlipStake({
  mode,
  onModeChange,
  value,
  currency,
  quickStakes,
  perBet,
  systemLines,
  disabled,
  max,
  betIds,
}: {
  mode: StakeMode;
  onModeChange(mode: StakeMode): void;
  /** What the field shows: the first bet's stake, or the wanted win. */
  value: bigint;
  currency: CurrencyCode;
  quickStakes: readonly bigint[];
  /** Several singles: the amount is each bet's stake. */
  perBet: boolean;
  /** A system bet's lines: the amount is the total, split over them. */
  systemLines?: number;
  disabled: boolean;
  /** The "Max" chip (signed-in players): sets the largest stake the server allows. */
  max?: { onMax(): void; busy: boolean };
  /** The bets the field stakes; all by default (several singles skip those on a freebet). */
  betIds?: readonly string[];
}) {
  const t = useTranslations('betslip.stake');
  const locale = useLocale();
  const inputId = useId();
  const canonical = amountText(value, currency);
  const [text, setText] = useState(canonical);
  const [seen, setSeen] = useState(canonical);
  if (seen !== canonical) {
    // The stake changed elsewhere (quick stake, odds rescale, restore): show it unless the typed
    // text already means that amount ('5.0' stays '5.0' while typing).
    setSeen(canonical);
    if (parseTyped(text, currency) !== value) setText(canonical);
  }
  const invalid = parseTyped(text, currency) === null;

  function apply(amount: bigint, as: StakeMode) {
    for (const betId of betIds ?? [undefined])
      dispatchSlip(
        as === 'win'
          ? { type: 'setStakeAsPotentialWin', potentialWin: amount, betId }
          : { type: 'setStake', stake: amount, betId },
      );
  }

  return (
    <div className={styles.stake}>
      <div className={styles.stakeHead}>
        <label htmlFor={inputId} className={styles.stakeLabel}>
          {mode === 'win'
            ? t('winLabel')
            : perBet
              ? t('perBetLabel')
              : systemLines
                ? t('totalLabel', { count: systemLines })
                : t('label')}
        </label>
        <div className={styles.stakeModes} role="group" aria-label={t('modeLabel')}>
          {(['stake', 'win'] as const).map((item) => (
            <button
              key={item}
              type="button"
              className={styles.chip}
              aria-pressed={mode === item}
              disabled={disabled}
              data-testid={`stake-mode-${item}`}
              onClick={() => onModeChange(item)}
            >
              {t(`modes.${item}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.stakeField} data-invalid={invalid}>
        <input
          id={inputId}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          disabled={disabled}
          data-testid="stake-input"
          onChange={(event) => {
            setText(event.target.value);
            const amount = parseTyped(event.target.value, currency);
            if (amount !== null) apply(amount, mode);
          }}
        />
        <span className={styles.currency}>{currencyOf(currency).code}</span>
      </div>
      {invalid ? (
        <p id={`${inputId}-error`} className={styles.fieldError}>
          {t('invalid', { decimals: currencyOf(currency).decimals })}
        </p>
      ) : null}
      <div className={styles.quickStakes} role="group" aria-label={t('quickLabel')}>
        {quickStakes.map((amount) => (
          <button
            key={amount.toString()}
            type="button"
            className={styles.chip}
            disabled={disabled}
            aria-label={formatMoney(amount, currency, locale)}
            data-testid="quick-stake"
            onClick={() => {
              onModeChange('stake');
              setText(amountText(amount, currency));
              apply(amount, 'stake');
            }}
          >
            {/* The currency is next to the field; the chips only need the number. */}
            <bdi dir="ltr">{amountText(amount, currency)}</bdi>
          </button>
        ))}
        {max ? (
          <button
            type="button"
            className={styles.chip}
            disabled={disabled || max.busy}
            aria-busy={max.busy}
            data-testid="quick-stake-max"
            onClick={() => {
              onModeChange('stake');
              max.onMax();
            }}
          >
            {t('max')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
