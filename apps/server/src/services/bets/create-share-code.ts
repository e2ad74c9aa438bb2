import { randomInt } from 'node:crypto';
import type { CreateShareCodeBody } from '@sportsbook/contract';
import { deleteExpiredShareCodes, insertShareCode } from '@sportsbook/db';
import type { Database, SharedBetRow } from '@sportsbook/db';

/** A shared slip stays valid for a week: long enough to pass around, short enough to prune. */
export const SHARE_CODE_TTL_MS = 7 * 24 * 3_600_000;
/** No 0/O or 1/I/l, so a code read aloud or typed from a screenshot comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
/** 54^8 ≈ 7 × 10^13 codes: guessing a live one is hopeless, and they stay short. */
const CODE_LENGTH = 8;

export interface CreateShareCodeOptions {
  db: Database;
  playerId: number | null;
  body: CreateShareCodeBody;
  now?: Date;
}

/**
 * POST /bets/share-code: stores the selections and custom bets' parts (prices are read fresh when
 * the code is used).
 */
export async function createShareCode(options: CreateShareCodeOptions): Promise<string> {
  const now = options.now ?? new Date();
  const rowOf = (selections: CreateShareCodeBody['bets'][number]['selections']) =>
    selections.map((s) => ({
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
      // The SP choice travels with the slip (decision 072); whether the line still offers SP
      // is judged when the code is read.
      ...(s.odds_type === 'sp' ? { oddsType: 'sp' as const } : {}),
    }));
  // Custom bets ride in the same list, marked: read back, they are re-priced together.
  const bets: SharedBetRow[] = [
    ...options.body.bets.map((bet) => ({ selections: rowOf(bet.selections) })),
    ...(options.body.custom_bets ?? []).map((bet) => ({
      selections: rowOf(bet.selections),
      custom: true as const,
    })),
  ];
  await deleteExpiredShareCodes(options.db, now);
  for (;;) {
    const code = Array.from(
      { length: CODE_LENGTH },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join('');
    const stored = await insertShareCode(options.db, {
      code,
      playerId: options.playerId,
      bets,
      expiresAt: new Date(now.getTime() + SHARE_CODE_TTL_MS),
    });
    if (stored) return code;
  }
}
