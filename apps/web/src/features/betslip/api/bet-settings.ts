import {
  toCamelCase,
  type ApiBody,
  type CamelCased,
  type SettingsWire,
} from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

export { formatFromSettings, oddsTypeOf } from './odds-type';

export type Settings = CamelCased<SettingsWire>;

export type BetSettingsChange = Pick<
  ApiBody<'updateSettings'>,
  'odds_type' | 'auto_accept_odds_change'
>;

/** POST /settings (betting-core §7): answers the player's settings after the change. */
export async function saveBetSettings(change: BetSettingsChange): Promise<Settings> {
  const answer = await apiRequest('updateSettings', { body: change });
  if (answer === null || typeof answer !== 'object') throw new Error('Unexpected settings answer');
  return toCamelCase(answer);
}
