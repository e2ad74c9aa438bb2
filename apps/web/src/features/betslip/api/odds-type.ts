import type { OddsType } from '@sportsbook/contract/browser';
import { oddsFormatOf, type OddsFormat } from '@sportsbook/domain';

/**
 * The settings call names odds types its own way (decimal, fractional, malay) and has no percent.
 * Percent is the decimal price shown as an implied probability, so it is saved as decimal and kept
 * as percent in this browser (see `formatFromSettings`).
 */
const ODDS_TYPE_OF: Readonly<Record<OddsFormat, OddsType>> = {
  european: 'decimal',
  british: 'fractional',
  hongkong: 'hongkong',
  american: 'american',
  indonesian: 'indonesian',
  malaysian: 'malay',
  percent: 'decimal',
};

export function oddsTypeOf(format: OddsFormat): OddsType {
  return ODDS_TYPE_OF[format];
}

/**
 * The format to show for a signed-in player (account-platform §4 "if logged in the odds type is
 * set from settings"): the saved one, unless this browser shows the same saved type another way
 * (percent is saved as decimal). Null when the saved type is unknown: keep what is shown.
 */
export function formatFromSettings(oddsType: string, shown: OddsFormat): OddsFormat | null {
  if (oddsTypeOf(shown) === oddsType) return shown;
  return oddsFormatOf(oddsType);
}
