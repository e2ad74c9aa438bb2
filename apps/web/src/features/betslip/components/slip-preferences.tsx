'use client';

import { ODDS_ACCEPT_MODE_NAMES, type OddsAcceptMode } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import type { BetSettings } from '../hooks/use-bet-settings';
import { OddsFormatPicker } from './odds-format-picker';
import styles from './slip.module.css';

/**
 * The bet settings a player changes from the slip: the odds format and how odds changes are
 * taken (betting-core §3 Bet settings: oddsAcceptMode none, higher, any).
 */
export function SlipPreferences({ id, settings }: { id: string; settings: BetSettings }) {
  const t = useTranslations('betslip.preferences');
  return (
    <div id={id} className={styles.preferences} data-testid="slip-preferences">
      <OddsFormatPicker onChange={settings.setOddsFormat} />
      <label className={styles.preference}>
        <span>{t('acceptMode')}</span>
        <select
          className={styles.select}
          value={settings.acceptMode}
          data-testid="accept-mode"
          onChange={(event) => settings.setAcceptMode(event.target.value as OddsAcceptMode)}
        >
          {ODDS_ACCEPT_MODE_NAMES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`acceptModes.${mode}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
