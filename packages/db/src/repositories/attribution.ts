import { eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { playerAttributions } from '../schema';

export type PlayerAttributionRow = typeof playerAttributions.$inferSelect;
export type NewPlayerAttribution = typeof playerAttributions.$inferInsert;

/** Records where a new player came from; the first record of a player stays. */
export async function insertPlayerAttribution(
  db: Database,
  row: NewPlayerAttribution,
): Promise<void> {
  await db.insert(playerAttributions).values(row).onConflictDoNothing();
}

export async function getPlayerAttribution(
  db: Database,
  playerId: number,
): Promise<PlayerAttributionRow | undefined> {
  const [row] = await db
    .select()
    .from(playerAttributions)
    .where(eq(playerAttributions.playerId, playerId))
    .limit(1);
  return row;
}
