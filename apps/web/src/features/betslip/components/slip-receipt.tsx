'use client';

import {
  betOdds,
  betReference,
  betReturn,
  formatMoney,
  type PlacedSlipBet,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { CheckIcon } from '@/components/icons/check-icon';
import { useShowOdds } from '../state/odds-format-store';
import { systemStakeSplit } from '../api/system-stake';
import styles from './slip.module.css';

/**
 * What was placed: one entry per bet with its reference, each selection with its match (three
 * "Draw" picks say nothing on their own), the stake (a system's split over its lines), the price
 * and the potential return.
 */
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
          const returns = betReturn(bet);
          const sp = bet.selections.some((s) => s.oddsType === 'sp');
          const split =
            bet.betType === 'system'
              ? systemStakeSplit(returns.totalStake, returns.combinations)
              : null;
          return (
            <li key={bet.id}>
              <span className={styles.receiptType}>
                {bet.betType === 'system' && bet.systemType
                  ? `${t('betTypes.system')} ${bet.systemType.winCount}/${bet.systemType.totalCount}`
                  : t(`betTypes.${bet.betType}`)}
              </span>
              {result ? (
                <span className={styles.receiptRef} data-testid="receipt-ref">
                  {t('receipt.ref', { id: betReference(result.betId) })}
                </span>
              ) : null}
              <ul className={styles.receiptSelections}>
                {bet.selections.map((selection) => (
                  <li key={selection.id} data-testid="receipt-selection">
                    <span className={styles.receiptOutcome}>{selection.outcome.outcomeName}</span>
                    <span className={styles.receiptMatch}>
                      {selection.nameB
                        ? `${selection.nameA} – ${selection.nameB}`
                        : selection.nameA}
                    </span>
                  </li>
                ))}
              </ul>
              <span className={styles.receiptNumbers}>
                <bdi dir="ltr">{formatMoney(returns.totalStake, bet.currency, locale)}</bdi>
                {split ? (
                  <span data-testid="receipt-lines">
                    (
                    {t('receipt.lines', {
                      count: Number(split.lines),
                      stake: `${split.exact ? '' : '≈ '}${formatMoney(split.perLine, bet.currency, locale)}`,
                    })}
                    )
                  </span>
                ) : null}
                {sp ? (
                  <span>@ {t('startingPrice')}</span>
                ) : odds !== null ? (
                  <bdi dir="ltr">@ {showOdds(odds, { cap: false })}</bdi>
                ) : null}
                <span>
                  {t('totals.return')}:{' '}
                  {sp ? (
                    t('totals.atStartingPrice')
                  ) : (
                    <bdi dir="ltr">
                      {formatMoney(returns.potentialReturn, bet.currency, locale)}
                    </bdi>
                  )}
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
