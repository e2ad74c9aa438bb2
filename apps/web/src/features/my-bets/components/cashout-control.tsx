'use client';

import { formatMoney } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { accountKeys } from '@/lib/account-keys';
import type { HistoryBet } from '../api/bet-history';
import { cashOut, cashoutRefusalOf } from '../api/cashout';
import { usePatchBet } from '../hooks/use-bet-history';
import styles from './bet-card.module.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'processing'; value: string }
  | { kind: 'changed'; value: string | null }
  | { kind: 'error'; message: string };

/**
 * Cash out an open bet at its live value (betting-core §7 POST /bets/cashout): the button shows
 * the value `bet cashout changed` keeps current; a click asks to confirm that value; the server
 * pays it when it still stands (within its tolerance) or answers the new value, which the player
 * can take or leave. A retry of one confirmation carries the same idempotency key.
 */
export function CashoutControl({ bet }: { bet: HistoryBet }) {
  const t = useTranslations('myBets.cashout');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const patchBet = usePatchBet();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const attempt = useRef<{ value: string; key: string } | null>(null);
  const value = bet.toCashout;
  const money = (amount: string) => formatMoney(amount, bet.currency);

  async function confirm(amount: string) {
    setPhase({ kind: 'processing', value: amount });
    if (attempt.current?.value !== amount) {
      attempt.current = { value: amount, key: crypto.randomUUID() };
    }
    try {
      const done = await cashOut({
        betId: bet.id,
        toCashout: amount,
        locale,
        idempotencyKey: attempt.current.key,
      });
      attempt.current = null;
      patchBet(done.bet);
      setPhase({ kind: 'idle' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
    } catch (error) {
      const refusal = cashoutRefusalOf(error);
      // A refusal is the server's decision: the next confirmation is a new request.
      if (refusal.kind !== 'failed') attempt.current = null;
      switch (refusal.kind) {
        case 'valueChanged':
          setPhase({ kind: 'changed', value: refusal.value });
          return;
        case 'unavailable':
          setPhase({ kind: 'error', message: t('unavailable') });
          return;
        case 'notOpen':
          setPhase({ kind: 'error', message: t('notOpen') });
          return;
        case 'failed':
          setPhase({ kind: 'error', message: refusal.message || t('failed') });
      }
    }
  }

  if (phase.kind === 'processing') {
    return (
      <div className={styles.cashout}>
        <button
          type="button"
          className={buttonClass('secondary', 'small', styles.cashoutButton)}
          disabled
          aria-busy="true"
          data-testid="cashout-processing"
        >
          <span className={styles.spinner} aria-hidden="true" />
          {t('processing', { amount: money(phase.value) })}
        </button>
      </div>
    );
  }

  if (phase.kind === 'changed') {
    return (
      <div className={styles.cashout} role="alert" data-testid="cashout-changed">
        <p className={styles.cashoutNote}>
          {phase.value ? t('changed', { amount: money(phase.value) }) : t('unavailable')}
        </p>
        <div className={styles.cashoutActions}>
          <button
            type="button"
            className={buttonClass('ghost', 'small')}
            onClick={() => setPhase({ kind: 'idle' })}
          >
            {t('cancel')}
          </button>
          {phase.value ? (
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              data-testid="cashout-accept-new"
              data-value={phase.value}
              onClick={() => void confirm(phase.value!)}
            >
              {t('confirm', { amount: money(phase.value) })}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  if (phase.kind === 'confirm' && value) {
    return (
      <div className={styles.cashout} data-testid="cashout-confirming">
        <p className={styles.cashoutNote}>{t('confirmHint')}</p>
        <div className={styles.cashoutActions}>
          <button
            type="button"
            className={buttonClass('ghost', 'small')}
            data-testid="cashout-cancel"
            onClick={() => setPhase({ kind: 'idle' })}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            data-testid="cashout-confirm"
            data-value={value}
            onClick={() => void confirm(value)}
          >
            {t('confirm', { amount: money(value) })}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.cashout}>
      {phase.kind === 'error' ? (
        <p className={styles.cashoutError} role="alert" data-testid="cashout-error">
          {phase.message}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass('secondary', 'small', styles.cashoutButton)}
        disabled={!value || bet.status !== 'waiting_results'}
        data-testid="cashout-button"
        data-value={value ?? ''}
        onClick={() => setPhase({ kind: 'confirm' })}
      >
        {value ? (
          <>
            {t('button')} <bdi dir="ltr">{money(value)}</bdi>
          </>
        ) : (
          t('suspended')
        )}
      </button>
    </div>
  );
}
