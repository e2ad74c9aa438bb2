import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../create-db';
import { playerTokens } from '../schema';
import type { TokenPurpose } from '../schema';

/** One-time tokens (confirmation, unlock, password reset…), stored as hashes. */

export async function insertPlayerToken(
  db: Database,
  row: { playerId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(playerTokens).values(row);
}

/** Marks an unused, unexpired token used and returns its player id, or undefined. */
export async function consumePlayerToken(
  db: Database,
  options: { purpose: TokenPurpose; tokenHash: string; now: Date; playerId?: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(playerTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(playerTokens.purpose, options.purpose),
        eq(playerTokens.tokenHash, options.tokenHash),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, options.now),
        options.playerId === undefined ? undefined : eq(playerTokens.playerId, options.playerId),
      ),
    )
    .returning({ playerId: playerTokens.playerId });
  return row?.playerId;
}

/** Invalidates a player's outstanding tokens of a purpose, e.g. when a new one is sent. */
export async function revokePlayerTokens(
  db: Database,
  playerId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerTokens.playerId, playerId),
        eq(playerTokens.purpose, purpose),
        isNull(playerTokens.usedAt),
      ),
    );
}

export async function latestPlayerToken(
  db: Database,
  playerId: number,
  purpose: TokenPurpose,
): Promise<{ createdAt: Date; expiresAt: Date; usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      createdAt: playerTokens.createdAt,
      expiresAt: playerTokens.expiresAt,
      usedAt: playerTokens.usedAt,
    })
    .from(playerTokens)
    .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.purpose, purpose)))
    .orderBy(desc(playerTokens.id))
    .limit(1);
  return row;
}
