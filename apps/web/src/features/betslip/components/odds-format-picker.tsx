'use client';

import { ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useOddsFormat } from '../state/odds-format-store';
import styles from './slip.module.css';

/** The odds format for every price on the site (betting-core §3 Odds formats). */
export function OddsFormatPicker({ onChange }: { onChange(format: OddsFormat): void }) {
  const t = useTranslations('betslip.oddsFormat');
  const format = useOddsFormat();
  return (
    <label className={styles.preference}>
      <span>{t('label')}</span>
      <select
        className={styles.select}
        value={format}
        data-testid="odds-format"
        onChange={(event) => onChange(event.target.value as OddsFormat)}
      >
        {ODDS_FORMATS.map((name) => (
          <option key={name} value={name}>
            {t(name)}
          </option>
        ))}
      </select>
    </label>
  );
}
