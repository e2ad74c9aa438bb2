'use client';

import { useTranslations } from 'next-intl';
import type { ShownAmount } from '../api/converted';
import styles from './jackpots.module.css';

/**
 * The player's figure beside a jackpot amount: "≈" the server's conversion into their currency
 * (decision 071), or nothing when their currency is the jackpot's or has no rate. Its own
 * element, so the amount in the jackpot's currency reads as before.
 */
export function ApproxAmount({
  shown,
  testId,
  inline = false,
}: {
  shown: ShownAmount;
  testId?: string;
  inline?: boolean;
}) {
  const t = useTranslations('jackpots');
  if (shown.approx === undefined) return null;
  return (
    <span
      className={inline ? styles.approxInline : styles.approx}
      title={t('approxLabel', { amount: shown.approx })}
      data-testid={testId}
    >
      <bdi dir="ltr">{t('approx', { amount: shown.approx })}</bdi>
    </span>
  );
}
