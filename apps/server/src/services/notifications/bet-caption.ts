import type { BetRow, BetSelectionRow } from '@sportsbook/db';
import { betReference } from '@sportsbook/domain';
import type { NotificationTexts } from './notification-texts';

/**
 * Which bet a notification is about: a single names its match and outcome (as the feed named
 * them when the bet was placed), a combo or system bet its type and number of selections; each
 * ends with the bet's reference, as the receipt and bet history show it.
 */
export function betCaptionOf(
  texts: NotificationTexts,
  bet: Pick<BetRow, 'id' | 'type' | 'systemWinCount' | 'systemTotalCount'>,
  selections: Pick<BetSelectionRow, 'matchName' | 'outcomeName'>[],
): string {
  const what =
    selections.length === 1
      ? `${selections[0]!.matchName} · ${selections[0]!.outcomeName}`
      : bet.type === 'system'
        ? texts.systemCaption(bet.systemWinCount ?? 0, bet.systemTotalCount ?? 0, selections.length)
        : texts.comboCaption(selections.length);
  const reference = betReference(bet.id);
  return `${what} · ${texts.reference(reference)}`;
}
