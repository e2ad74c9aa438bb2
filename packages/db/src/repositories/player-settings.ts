import { eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { playerSettings } from '../schema';
import type { PlayerSettingsRow } from '../schema';

/** A player's saved sportsbook settings (odds type, acceptance of odds changes). */

export async function getPlayerSettings(
  db: Database,
  playerId: number,
): Promise<PlayerSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(playerSettings)
    .where(eq(playerSettings.playerId, playerId))
    .limit(1);
  return row;
}

export async function upsertPlayerSettings(
  db: Database,
  playerId: number,
  set: Partial<Omit<PlayerSettingsRow, 'playerId'>>,
): Promise<PlayerSettingsRow> {
  const [row] = await db
    .insert(playerSettings)
    .values({ playerId, ...set })
    .onConflictDoUpdate({ target: playerSettings.playerId, set })
    .returning();
  return row!;
}
