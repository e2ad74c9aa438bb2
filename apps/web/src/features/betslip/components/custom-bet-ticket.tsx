'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useShowOdds } from '../state/odds-format-store';
import styles from './slip.module.css';

export interface CustomBetTicketPart {
  key: string;
  outcomeName: string;
  /** The market with its line, e.g. "Total (2.5)". */
  marketName: string;
  /** Implied by the other parts: priced once (decision 046 BB-006). */
  implied?: boolean;
  /** A flag beside the part: suspended in the slip, or its result in bet history. */
  status?: string;
}

/**
 * The custom-bet ticket modal (betting-core §2, decision 053): a custom bet's match, its parts
 * and its combined price — for a custom bet in the slip and one in bet history.
 */
export function CustomBetTicketModal({
  matchName,
  parts,
  odds,
  onClose,
}: {
  matchName: string;
  parts: readonly CustomBetTicketPart[];
  odds: number;
  onClose(): void;
}) {
  const t = useTranslations('betslip.custom');
  const showOdds = useShowOdds();
  return (
    <ModalDialog open onClose={onClose} title={t('title')} testId="custom-bet-ticket">
      <p className={styles.matchName}>{matchName}</p>
      <ul className={styles.customParts}>
        {parts.map((part) => (
          <li key={part.key} data-testid="custom-bet-leg">
            <span className={styles.outcome}>
              {part.outcomeName}
              {part.implied ? <span className={styles.market}> ({t('implied')})</span> : null}
            </span>
            <span className={styles.market}>{part.marketName}</span>
            {part.status ? <span className={styles.flag}>{part.status}</span> : null}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.return}>
          <dt>{t('price')}</dt>
          <dd data-testid="custom-bet-ticket-odds" data-odds={odds}>
            <bdi dir="ltr">{showOdds(odds, { cap: false })}</bdi>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('never')}</p>
    </ModalDialog>
  );
}
