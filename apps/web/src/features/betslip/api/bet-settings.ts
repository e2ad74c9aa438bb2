import {
  toCamelCase,
  type CamelCased,
  type OddsType,
  type SettingsWire,
} from '@sportsbook/contract/browser';
import type { OddsAcceptMode } from '@sportsbook/domain';
import { apiFetch } from '@/lib/api-fetch';

export { formatFromSettings, oddsTypeOf } from './odds-type';

export const SETTINGS_PATH = '/sportsbook/api/v2/settings';

export type Settings = CamelCased<SettingsWire>;

export interface BetSettingsChange {
  odds_type?: OddsType;
  auto_accept_odds_change?: OddsAcceptMode;
}

/** POST /settings (betting-core §7): answers the player's settings after the change. */
export async function saveBetSettings(change: BetSettingsChange): Promise<Settings> {
  const answer = await apiFetch(SETTINGS_PATH, { method: 'POST', body: change });
  if (answer === null || typeof answer !== 'object') throw new Error('Unexpected settings answer');
  return toCamelCase(answer as SettingsWire);
}
