import type { BetRow, BetSelectionRow } from '@sportsbook/db';
import type { NotificationTexts } from './notification-texts';

/**
 * Which bet a notification is about: a single names its match and outcome (as the feed named
 * them when the bet was placed), a combo or system bet its type and number of selections.
 */
export function betCaptionOf(
  texts: NotificationTexts,
  bet: Pick<BetRow, 'type' | 'systemWinCount' | 'systemTotalCount'>,
  selections: Pick<BetSelectionRow, 'matchName' | 'outcomeName'>[],
): string {
  if (selections.length === 1) {
    return `${selections[0]!.matchName} · ${selections[0]!.outcomeName}`;
  }
  return bet.type === 'system'
    ? texts.systemCaption(bet.systemWinCount ?? 0, bet.systemTotalCount ?? 0, selections.length)
    : texts.comboCaption(selections.length);
}
