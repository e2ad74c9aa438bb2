'use client';

import { betOdds, betReturn, formatMoney, type PlacedSlipBet } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { CheckIcon } from '@/components/icons/check-icon';
import { useShowOdds } from '@/lib/odds-format-store';
import styles from './slip.module.css';

/** What was placed: one line per bet with its reference, stake, price and potential return. */
export function SlipReceipt({
  placed,
  onDone,
}: {
  placed: readonly PlacedSlipBet[];
  onDone(): void;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const showOdds = useShowOdds();
  return (
    <div className={styles.receipt} role="status" data-testid="slip-receipt">
      <div className={styles.receiptHead}>
        <span className={styles.receiptIcon} aria-hidden="true">
          <CheckIcon size={20} />
        </span>
        <h2>{t('receipt.title', { count: placed.length })}</h2>
      </div>
      <ul className={styles.receiptList}>
        {placed.map(({ bet, result }) => {
          const odds = betOdds(bet);
          return (
            <li key={bet.id}>
              <span className={styles.receiptType}>{t(`betTypes.${bet.betType}`)}</span>
              {result ? (
                <span className={styles.receiptRef}>{t('receipt.ref', { id: result.betId })}</span>
              ) : null}
              <span>{bet.selections.map((s) => s.outcome.outcomeName).join(', ')}</span>
              <span className={styles.receiptNumbers}>
                <bdi dir="ltr">{formatMoney(betReturn(bet).totalStake, bet.currency, locale)}</bdi>
                {odds !== null ? <bdi dir="ltr">@ {showOdds(odds, { cap: false })}</bdi> : null}
                <span>
                  {t('totals.return')}:{' '}
                  <bdi dir="ltr">
                    {formatMoney(betReturn(bet).potentialReturn, bet.currency, locale)}
                  </bdi>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        data-testid="slip-receipt-done"
        onClick={onDone}
      >
        {t('receipt.done')}
      </button>
    </div>
  );
}
