'use client';

import {
  QUICK_BET_BLOCKERS,
  currencyOf,
  formatMoney,
  type CurrencyCode,
  type QuickBetBlocker,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { AlertIcon } from '@/components/icons/alert-icon';
import { CheckIcon } from '@/components/icons/check-icon';
import { useShowOdds } from '../state/odds-format-store';
import type { PlayerBetting } from '../state/player-betting';
import { dispatchQuickBet, useQuickBet } from '../state/quick-bet-store';
import { amountText, defaultQuickStakes, parseTyped } from './slip-stake';
import styles from './quick-bet.module.css';

/** The quick-bet runner warns with a blocker code; anything else gets the generic text. */
function isBlocker(warning: string | null): warning is QuickBetBlocker {
  return (QUICK_BET_BLOCKERS as readonly (string | null)[]).includes(warning);
}

/**
 * Quick bet's set-up (betting-core §3 "Quick bet"): the stake one click will place and the
 * player's approval of it. Changing the stake withdraws the approval (QB-002); a pick that could
 * not be placed shows why until it is dismissed or placed.
 */
export function QuickBetPanel({ player, onPlace }: { player: PlayerBetting; onPlace(): void }) {
  const t = useTranslations('betslip.quickBet');
  const tSlip = useTranslations('betslip');
  const locale = useLocale();
  const showOdds = useShowOdds();
  const quick = useQuickBet();
  const inputId = useId();
  const currency: CurrencyCode = quick.currency;
  const canonical = amountText(quick.stake, currency);
  const [text, setText] = useState(canonical);
  const [seen, setSeen] = useState(canonical);
  if (seen !== canonical) {
    setSeen(canonical);
    if (parseTyped(text, currency) !== quick.stake) setText(canonical);
  }
  const invalid = parseTyped(text, currency) === null;
  const processing = quick.state === 'processing';
  const chips = player.stakes.length > 0 ? player.stakes : defaultQuickStakes(currency);

  function setStake(amount: bigint) {
    dispatchQuickBet({ type: 'setStake', stake: amount });
  }

  return (
    <section className={styles.panel} data-testid="quick-bet-panel" aria-label={t('title')}>
      <div className={styles.stakeRow}>
        <label htmlFor={inputId} className={styles.label}>
          {t('stake')}
        </label>
        <div className={styles.field} data-invalid={invalid}>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={text}
            aria-invalid={invalid}
            disabled={processing}
            data-testid="quick-bet-stake"
            onChange={(event) => {
              setText(event.target.value);
              const amount = parseTyped(event.target.value, currency);
              if (amount !== null) setStake(amount);
            }}
          />
          <span className={styles.currency}>{currencyOf(currency).code}</span>
        </div>
      </div>
      <div className={styles.chips} role="group" aria-label={t('quickStakes')}>
        {chips.map((amount) => (
          <button
            key={amount.toString()}
            type="button"
            className={styles.chip}
            aria-pressed={amount === quick.stake}
            aria-label={formatMoney(amount, currency, locale)}
            disabled={processing}
            onClick={() => {
              setText(amountText(amount, currency));
              setStake(amount);
            }}
          >
            <bdi dir="ltr">{amountText(amount, currency)}</bdi>
          </button>
        ))}
      </div>
      {quick.isApproved ? (
        <p className={styles.approved} data-testid="quick-bet-approved">
          <CheckIcon size={16} />
          <span>{t('approvedHint', { stake: formatMoney(quick.stake, currency, locale) })}</span>
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('primary', 'small', styles.approve)}
          disabled={quick.stake <= 0n || processing || invalid}
          data-testid="quick-bet-approve"
          onClick={() => {
            dispatchQuickBet({ type: 'approve' });
            dispatchQuickBet({ type: 'dismissWarning' });
          }}
        >
          {quick.stake > 0n
            ? t('approve', { stake: formatMoney(quick.stake, currency, locale) })
            : t('enterStake')}
        </button>
      )}
      {processing ? (
        <p className={styles.status} role="status" data-testid="quick-bet-processing">
          <span className={styles.spinner} aria-hidden="true" />
          {t('placing')}
        </p>
      ) : null}
      {quick.state === 'warning' && quick.selection ? (
        <div className={styles.warning} role="alert" data-testid="quick-bet-warning">
          <AlertIcon size={16} />
          <div className={styles.warningText}>
            <p>{isBlocker(quick.warning) ? t(`blockers.${quick.warning}`) : t('notPlaced')}</p>
            <p className={styles.pick}>
              {quick.selection.outcome.outcomeName} ·{' '}
              {quick.selection.oddsType === 'sp' ? (
                tSlip('startingPrice')
              ) : (
                <bdi dir="ltr">{showOdds(quick.selection.odds)}</bdi>
              )}
            </p>
          </div>
          <div className={styles.warningActions}>
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={() => dispatchQuickBet({ type: 'dismissWarning' })}
            >
              {t('dismiss')}
            </button>
            {quick.isApproved ? (
              <button
                type="button"
                className={buttonClass('primary', 'small')}
                data-testid="quick-bet-retry"
                onClick={() => {
                  dispatchQuickBet({ type: 'dismissWarning' });
                  onPlace();
                }}
              >
                {t('placeNow')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
