import { eq, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { players } from '../schema';
import type { NewPlayer, PlayerRow } from '../schema';

/**
 * Players: their rows, looked up by id or email, updated, and failed sign-ins counted. What hangs
 * off a player lives beside this file, by subject (tokens, sessions, outbox, settings, favourites,
 * limits, demo mailbox). Secrets arrive here already hashed.
 */

export async function insertPlayer(db: Database, row: NewPlayer): Promise<PlayerRow | undefined> {
  const [inserted] = await db.insert(players).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function getPlayerById(db: Database, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

export async function getPlayerByEmail(
  db: Database,
  email: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(eq(players.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The player's language alone, e.g. to write a notification in it; undefined when no player. */
export async function getPlayerLanguage(
  db: Database,
  playerId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ language: players.language })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.language;
}

export async function updatePlayer(
  db: Database,
  id: number,
  set: Partial<Omit<NewPlayer, 'id' | 'email' | 'createdAt'>>,
): Promise<PlayerRow | undefined> {
  const [row] = await db.update(players).set(set).where(eq(players.id, id)).returning();
  return row;
}

/**
 * Counts a failed sign-in atomically (two parallel guesses both count) and locks the player
 * when the count reaches `maxAttempts`. Returns the updated row.
 */
export async function recordFailedSignIn(
  db: Database,
  id: number,
  maxAttempts: number,
  now: Date,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .update(players)
    .set({
      failedAttempts: sql`${players.failedAttempts} + 1`,
      lockedAt: sql`case when ${players.failedAttempts} + 1 >= ${maxAttempts}
        then coalesce(${players.lockedAt}, ${now.toISOString()}::timestamptz)
        else ${players.lockedAt} end`,
    })
    .where(eq(players.id, id))
    .returning();
  return row;
}
