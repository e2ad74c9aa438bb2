'use client';

import { formatMoney } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { accountKeys } from '@/lib/account-keys';
import type { HistoryBet } from '../api/bet-history';
import { cashOut, cashoutRefusalOf } from '../api/cashout';
import {
  middlePosition,
  partAt,
  partialCashoutAmount,
  partialStakeRange,
  remainingStakeOf,
} from '../api/partial-cashout';
import { usePatchBet } from '../hooks/use-bet-history';
import styles from './bet-card.module.css';
import { PartialCashoutPicker, isolated } from './partial-cashout-picker';

/** `part`: the partial stake being cashed out (subunits); absent for the whole bet. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'processing'; value: string; part?: string }
  | { kind: 'changed'; value: string | null; part?: string }
  | { kind: 'partDone'; amount: string }
  | { kind: 'error'; message: string };

/**
 * Cash out an open bet at its live value (betting-core §7 POST /bets/cashout): the button shows
 * the value `bet cashout changed` keeps current; a click asks to confirm that value; the server
 * pays it when it still stands (within its tolerance) or answers the new value, which the player
 * can take or leave. A retry of one confirmation carries the same idempotency key.
 *
 * The confirm step can switch to a partial cashout (docs/decisions/016): a part of the remaining
 * stake picked in steps, paid at the domain's share of the live value; the bet stays open on the
 * rest and the card shows what was cashed out so far.
 */
export function CashoutControl({ bet }: { bet: HistoryBet }) {
  const t = useTranslations('myBets.cashout');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const patchBet = usePatchBet();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [partial, setPartial] = useState(false);
  const [position, setPosition] = useState<number | null>(null);
  const attempt = useRef<{ value: string; part?: string; key: string } | null>(null);
  const value = bet.toCashout;
  const money = (amount: string) => formatMoney(amount, bet.currency, locale);
  const remaining = remainingStakeOf(bet);
  const range = partialStakeRange(remaining);
  const shownPosition = range ? Math.min(position ?? middlePosition(range), range.count) : 0;
  const part = range ? partAt(range, shownPosition) : null;
  const partAmount = part === null ? null : partialCashoutAmount(value, remaining, part);

  function close() {
    setPhase({ kind: 'idle' });
    setPartial(false);
    setPosition(null);
  }

  async function confirm(amount: string, partStake?: string) {
    setPhase({ kind: 'processing', value: amount, part: partStake });
    if (attempt.current?.value !== amount || attempt.current.part !== partStake) {
      attempt.current = { value: amount, part: partStake, key: crypto.randomUUID() };
    }
    try {
      const done = await cashOut({
        betId: bet.id,
        toCashout: amount,
        partialStake: partStake,
        locale,
        idempotencyKey: attempt.current.key,
      });
      attempt.current = null;
      patchBet(done.bet);
      setPartial(false);
      setPosition(null);
      // After a part the bet stays open: say what was paid above its button.
      setPhase(partStake ? { kind: 'partDone', amount: done.amount } : { kind: 'idle' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
    } catch (error) {
      const refusal = cashoutRefusalOf(error);
      // A refusal is the server's decision: the next confirmation is a new request.
      if (refusal.kind !== 'failed') attempt.current = null;
      switch (refusal.kind) {
        case 'valueChanged':
          setPhase({ kind: 'changed', value: refusal.value, part: partStake });
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
          <button type="button" className={buttonClass('ghost', 'small')} onClick={close}>
            {t('cancel')}
          </button>
          {phase.value ? (
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              data-testid="cashout-accept-new"
              data-value={phase.value}
              data-stake={phase.part ?? ''}
              onClick={() => void confirm(phase.value!, phase.part)}
            >
              {t('confirm', { amount: money(phase.value) })}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  if (phase.kind === 'confirm' && value) {
    const partStake = partial && part !== null ? part.toString() : undefined;
    const shown = partStake ? partAmount : value;
    return (
      <div className={styles.cashout} data-testid="cashout-confirming">
        <div className={styles.confirmHead}>
          <p className={styles.cashoutNote}>{partial ? t('partialHint') : t('confirmHint')}</p>
          {range ? (
            <button
              type="button"
              className={styles.partialToggle}
              aria-pressed={partial}
              data-testid="cashout-partial-toggle"
              onClick={() => setPartial(!partial)}
            >
              <span className={styles.toggleTrack} aria-hidden="true" />
              {t('partial')}
            </button>
          ) : null}
        </div>
        {partial && range ? (
          <PartialCashoutPicker
            range={range}
            position={shownPosition}
            onPosition={(next) => setPosition(Math.min(range.count, Math.max(1, next)))}
            remaining={remaining}
            currency={bet.currency}
            amount={partAmount}
          />
        ) : null}
        {partial && !partAmount ? (
          <p className={styles.cashoutError} role="alert">
            {t('partialTooSmall')}
          </p>
        ) : null}
        <div className={styles.cashoutActions}>
          <button
            type="button"
            className={buttonClass('ghost', 'small')}
            data-testid="cashout-cancel"
            onClick={close}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            data-testid="cashout-confirm"
            data-value={shown ?? ''}
            data-stake={partStake ?? ''}
            disabled={!shown}
            onClick={() => shown && void confirm(shown, partStake)}
          >
            {t('confirm', { amount: isolated(money(shown ?? '0')) })}
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
      {phase.kind === 'partDone' ? (
        <p
          className={styles.cashoutDone}
          role="status"
          data-testid="cashout-part-done"
          data-amount={phase.amount}
        >
          {t('partialDone', { amount: isolated(money(phase.amount)) })}
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
