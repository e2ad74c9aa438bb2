'use client';

import {
  LIMIT_PERIODS,
  SETTABLE_LIMIT_TYPES,
  type LimitPeriod,
  type SettableLimitType,
} from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { isApiError } from '@/lib/api-fetch';
import {
  isMoneyLimit,
  isPeriodicLimit,
  parseLimitInput,
  type LimitInputError,
} from '../api/rg-format';
import type { SetLimitInput } from '../api/rg-client';
import styles from './safer-gambling.module.css';

export interface LimitDraft {
  type: SettableLimitType;
  period: LimitPeriod;
  text: string;
}

/**
 * Set a limit: its type, its period (deposit, loss, wager, time per period) and the amount in
 * the active currency or, for time, in minutes. Errors show under the field after a submit; the
 * server's field messages land on their field, the rest above the button.
 */
export function LimitForm({
  currency,
  draft,
  onDraft,
  onSubmit,
  pending,
  testId = 'limit-form',
  compact = false,
}: {
  currency: string;
  draft: LimitDraft;
  onDraft: (draft: LimitDraft) => void;
  onSubmit: (input: SetLimitInput) => Promise<void>;
  pending: boolean;
  testId?: string;
  /** The sign-up / first-deposit prompt: deposit limits only. */
  compact?: boolean;
}) {
  const t = useTranslations('saferGambling');
  const id = useId();
  const [fieldError, setFieldError] = useState<LimitInputError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const money = isMoneyLimit(draft.type);
  const periodic = isPeriodicLimit(draft.type);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // React's submit event bubbles through portals and parents: it is this form's alone.
    event.stopPropagation();
    setServerError(null);
    const parsed = parseLimitInput(draft.type, draft.text, currency);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    setFieldError(null);
    try {
      await onSubmit({
        type: draft.type,
        amount: parsed.amount,
        ...(periodic ? { period: draft.period } : {}),
      });
    } catch (error) {
      setServerError(isApiError(error) ? error.displayMessage : t('errors.generic'));
    }
  }

  const amountError = fieldError ? t(`validation.${fieldError}`) : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={testId}>
      <div className={styles.formRow}>
        {compact ? null : (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-type`}>
              {t('form.type')}
            </label>
            <select
              id={`${id}-type`}
              className={styles.control}
              value={draft.type}
              onChange={(event) =>
                onDraft({ ...draft, type: event.target.value as SettableLimitType, text: '' })
              }
              data-testid="limit-type"
            >
              {SETTABLE_LIMIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {periodic ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-period`}>
              {t('form.period')}
            </label>
            <select
              id={`${id}-period`}
              className={styles.control}
              value={draft.period}
              onChange={(event) => onDraft({ ...draft, period: event.target.value as LimitPeriod })}
              data-testid="limit-period"
            >
              {LIMIT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`periods.${period}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-amount`}>
            {money ? t('form.amount', { currency }) : t('form.minutes')}
          </label>
          <input
            id={`${id}-amount`}
            className={styles.control}
            inputMode={money ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={draft.text}
            onChange={(event) => onDraft({ ...draft, text: event.target.value })}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
            data-testid="limit-amount-input"
          />
          {amountError ? (
            <span id={`${id}-amount-error`} className={styles.error} data-testid="field-error">
              {amountError}
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'medium')}
          disabled={pending}
          data-testid="limit-submit"
        >
          {t('form.submit')}
        </button>
      </div>
      {serverError ? (
        <p className={styles.alert} role="alert" data-testid="limit-form-error">
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
