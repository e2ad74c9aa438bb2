'use client';

import type { RaceSummaryWire } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import styles from './racing.module.css';

/** A race's state: open for betting, off (running), or its result in. */
export function StatusBadge({ status }: { status: RaceSummaryWire['status'] }) {
  const t = useTranslations('racing.status');
  return (
    <span className={styles.badge} data-status={status} data-testid="race-status">
      {t(status)}
    </span>
  );
}
