import { catalogueLocaleOf, type Locale } from '@sportsbook/contract';
import { getBetsWithSelections, getLineNames, lineKeyOf } from '@sportsbook/db';
import type { Database, NotificationRow } from '@sportsbook/db';
import { betCaptionOf } from './bet-caption';
import { NOTIFICATION_TEXTS } from './notification-texts';

/**
 * The captions of bet notifications in the reader's language (issue 15 §3): which bet it is —
 * a single's match and outcome from the catalogue, a combo's or system's type — written again
 * at read time, not as stored when the bet was settled. A bet or line that is gone keeps the
 * stored caption's names. Titles and bodies stay as written, in the owner's language.
 */
/** Bet ids are UUIDs; an object id that is not one names no bet (and must not reach SQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function localizeCaptions(
  db: Database,
  rows: NotificationRow[],
  locale: Locale,
): Promise<NotificationRow[]> {
  const betIds = [
    ...new Set(
      rows
        .filter((row) => row.objectType === 'bet' && UUID.test(row.objectId ?? ''))
        .map((row) => row.objectId!),
    ),
  ];
  if (betIds.length === 0) return rows;
  const bets = new Map((await getBetsWithSelections(db, betIds)).map((bet) => [bet.id, bet]));
  const names = await getLineNames(
    db,
    [...bets.values()].flatMap((bet) => bet.selections),
    catalogueLocaleOf(locale),
  );
  const texts = NOTIFICATION_TEXTS[locale];
  return rows.map((row) => {
    const bet = row.objectType === 'bet' && row.objectId ? bets.get(row.objectId) : undefined;
    if (!bet || bet.playerId !== row.playerId || bet.selections.length === 0) return row;
    const selections = bet.selections.map((selection) => ({
      matchName: selection.matchName,
      outcomeName:
        names.get(lineKeyOf(selection))?.outcomes.get(selection.outcomeId) ?? selection.outcomeName,
    }));
    return { ...row, caption: betCaptionOf(texts, bet, selections) };
  });
}
