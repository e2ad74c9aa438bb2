'use client';

import { compareOdds, type SlipSelection } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/close-icon';
import { dispatchSlip } from '../state/betslip-store';
import { useShowOdds } from '../state/odds-format-store';
import styles from './slip.module.css';

/** A specifier's values for display: 'total=2.5' → '2.5', 'hcp=0:1' → '0:1'. */
function lineOf(specifier: string): string {
  return specifier
    .split('|')
    .filter(Boolean)
    .map((part) => part.slice(part.indexOf('=') + 1))
    .join(' · ');
}

/** One selection: what it is, its price, why it cannot be placed as it is, and a remove button. */
export function SlipSelectionItem({
  selection,
  disabled,
  children,
}: {
  selection: SlipSelection;
  disabled: boolean;
  /** Below the selection, full width: the single's own bonus among several singles. */
  children?: ReactNode;
}) {
  const t = useTranslations('betslip');
  const showOdds = useShowOdds();
  const { isSuspended, isNotAvailable, isChanged } = selection;
  const state = isNotAvailable
    ? 'unavailable'
    : isSuspended
      ? 'suspended'
      : isChanged
        ? 'changed'
        : undefined;
  const direction = isChanged
    ? compareOdds(selection.odds, selection.acceptedOdds) > 0
      ? 'up'
      : 'down'
    : undefined;
  const matchName = selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
  const line = lineOf(selection.market.specifier);
  return (
    <li
      className={styles.selection}
      data-state={state}
      data-selection={selection.id}
      data-testid="slip-selection"
    >
      <div className={styles.selectionMain}>
        <span className={styles.outcome}>{selection.outcome.outcomeName}</span>
        <span className={styles.market}>
          {selection.market.marketName}
          {line ? ` (${line})` : ''}
        </span>
        <span className={styles.matchName}>{matchName}</span>
        {state ? (
          <span className={styles.flag} data-testid="slip-selection-flag">
            {t(`flags.${state}`)}
          </span>
        ) : null}
      </div>
      <div className={styles.selectionSide}>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('remove', { name: selection.outcome.outcomeName })}
          disabled={disabled}
          data-testid="slip-remove"
          onClick={() => dispatchSlip({ type: 'removeSelection', selectionId: selection.id })}
        >
          <CloseIcon size={16} />
        </button>
        <span className={styles.selectionOdds} data-move={direction} data-testid="slip-odds">
          {isChanged ? (
            <del className={styles.oldOdds} aria-label={t('oldOdds')}>
              <bdi dir="ltr">{showOdds(selection.acceptedOdds)}</bdi>
            </del>
          ) : null}
          {selection.oddsType === 'sp' ? (
            // At SP (decision 072): no price until the off.
            <span data-testid="slip-odds-sp">{t('startingPrice')}</span>
          ) : (
            <bdi dir="ltr">{showOdds(selection.odds)}</bdi>
          )}
        </span>
      </div>
      {children ? <div className={styles.selectionExtra}>{children}</div> : null}
    </li>
  );
}
