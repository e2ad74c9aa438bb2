import { BetErrorCode } from '@sportsbook/contract';
import type { PlaceBetsBody } from '@sportsbook/contract';
import { raceCardEventIds } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { HttpError } from '../../errors';

export interface CheckStartingPricesOptions {
  db: Database;
  body: Pick<PlaceBetsBody, 'bets'>;
}

/**
 * Decision 072: an SP selection is only for a race with a card (horses or greyhounds, whose
 * settlement names each runner's SP) — not for virtual races, whose prices are fixed — and never
 * with a bonus (a freebet's or boost's terms are judged on a price an SP bet does not have).
 * The line, the single-only rule and the line's state are `checkBets`'s.
 */
export async function checkStartingPrices(options: CheckStartingPricesOptions): Promise<void> {
  const { db, body } = options;
  const sp = body.bets.flatMap((bet, index) =>
    bet.selections.flatMap((s, position) =>
      s.odds_type === 'sp' ? [{ index, position, eventId: s.match_id, bonus: !!bet.bonus }] : [],
    ),
  );
  if (sp.length === 0) return;
  const races = await raceCardEventIds(db, [...new Set(sp.map((s) => s.eventId))]);
  const refused = sp.find((s) => s.bonus || !races.has(s.eventId));
  if (!refused) return;
  const field = `bets.${refused.index}.selections.${refused.position}`;
  const message = refused.bonus
    ? `${field}: an SP bet takes no bonus`
    : `${field}: SP is offered on horse and greyhound races only`;
  throw new HttpError(
    422,
    BetErrorCode.startingPriceRefused,
    message,
    [{ field, message }],
    [{ index: refused.index, code: BetErrorCode.startingPriceRefused, message }],
  );
}
