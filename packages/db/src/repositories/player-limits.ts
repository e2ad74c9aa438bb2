import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../create-db';
import { playerLimits, sportsbookSessions } from '../schema';
import type { PlayerLimitRow } from '../schema';

/** A player's limits and sportsbook sessions (responsible gambling, account-platform §7). */

export async function listPlayerLimits(db: Database, playerId: number): Promise<PlayerLimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.playerId, playerId))
    .orderBy(asc(playerLimits.id));
}

/** The loss-limit rows of several players at once (a settlement pass lowers their use). */
export async function listLossLimitsOf(
  db: Database,
  playerIds: number[],
): Promise<PlayerLimitRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .select()
    .from(playerLimits)
    .where(and(inArray(playerLimits.playerId, playerIds), eq(playerLimits.type, 'loss')))
    .orderBy(asc(playerLimits.id));
}

export async function insertPlayerLimit(
  db: Database,
  row: typeof playerLimits.$inferInsert,
): Promise<PlayerLimitRow> {
  const [inserted] = await db.insert(playerLimits).values(row).returning();
  return inserted!;
}

export async function startSportsbookSession(
  db: Database,
  row: { id: string; playerId: number; now: Date },
): Promise<{ id: string; startedAt: Date; lastActiveAt: Date }> {
  const [inserted] = await db
    .insert(sportsbookSessions)
    .values({ id: row.id, playerId: row.playerId, startedAt: row.now, lastActiveAt: row.now })
    .returning();
  return inserted!;
}

/** Extends the player's latest sportsbook session; undefined when there is none. */
export async function continueSportsbookSession(
  db: Database,
  playerId: number,
  now: Date,
): Promise<{ id: string; startedAt: Date; lastActiveAt: Date } | undefined> {
  const [latest] = await db
    .select({ id: sportsbookSessions.id })
    .from(sportsbookSessions)
    .where(eq(sportsbookSessions.playerId, playerId))
    .orderBy(desc(sportsbookSessions.startedAt))
    .limit(1);
  if (!latest) return undefined;
  const [row] = await db
    .update(sportsbookSessions)
    .set({ lastActiveAt: now })
    .where(eq(sportsbookSessions.id, latest.id))
    .returning();
  return row;
}
