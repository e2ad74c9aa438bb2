'use client';

import { formatMoney } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { partAt, type PartialStakeRange } from '../api/partial-cashout';
import styles from './bet-card.module.css';

/** Keeps an amount such as "5.00 EUR" in one left-to-right run inside Arabic text. */
export const isolated = (text: string) => `\u2066${text}\u2069`;

interface PartialCashoutPickerProps {
  range: PartialStakeRange;
  position: number;
  onPosition: (position: number) => void;
  remaining: bigint;
  currency: string;
  /** What the picked part pays now; null when it pays nothing. */
  amount: string | null;
}

/**
 * The part of the remaining stake to cash out: a slider with − and + steppers over the range's
 * steps, the part picked out of what remains, what it pays now and what stays on the bet. A
 * range input mirrors itself in a right-to-left page, and so do the steppers around it.
 */
export function PartialCashoutPicker({
  range,
  position,
  onPosition,
  remaining,
  currency,
  amount,
}: PartialCashoutPickerProps) {
  const t = useTranslations('myBets.cashout');
  const locale = useLocale();
  const sliderId = useId();
  const money = (subunits: bigint | string) => formatMoney(subunits, currency, locale);
  const part = partAt(range, position);
  return (
    <div className={styles.partialPicker} data-testid="cashout-partial">
      <div className={styles.partialHead}>
        <label htmlFor={sliderId}>{t('partialStake')}</label>
        <output htmlFor={sliderId} data-testid="cashout-partial-stake" data-stake={part.toString()}>
          {t('partialOfRemaining', {
            part: isolated(money(part)),
            remaining: isolated(money(remaining)),
          })}
        </output>
      </div>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('less')}
          aria-controls={sliderId}
          disabled={position <= 1}
          data-testid="cashout-partial-less"
          onClick={() => onPosition(position - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={sliderId}
          type="range"
          className={styles.slider}
          min={1}
          max={range.count}
          step={1}
          value={position}
          aria-valuetext={money(part)}
          data-testid="cashout-partial-slider"
          onChange={(event) => onPosition(Number(event.currentTarget.value))}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('more')}
          aria-controls={sliderId}
          disabled={position >= range.count}
          data-testid="cashout-partial-more"
          onClick={() => onPosition(position + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <dl className={styles.partialFigures}>
        <div>
          <dt>{t('youGet')}</dt>
          <dd data-testid="cashout-partial-amount" data-amount={amount ?? ''}>
            <bdi dir="ltr">{amount ? money(amount) : '—'}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('staysOpen')}</dt>
          <dd>
            <bdi dir="ltr">{money(remaining - part)}</bdi>
          </dd>
        </div>
      </dl>
    </div>
  );
}
