import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events, favourites } from '../schema';

/** A player's favourite matches and tournaments. */

export type FavouriteKind = 'match' | 'tournament';

export async function listFavourites(
  db: Database,
  options: {
    playerId: number;
    type: FavouriteKind;
    matchStatuses?: number[] | undefined;
    bettable?: boolean | undefined;
  },
): Promise<number[]> {
  const base = and(eq(favourites.playerId, options.playerId), eq(favourites.type, options.type));
  if (options.type !== 'match' || (!options.matchStatuses && options.bettable === undefined)) {
    const rows = await db
      .select({ id: favourites.itemId })
      .from(favourites)
      .where(base)
      .orderBy(asc(favourites.createdAt), asc(favourites.itemId));
    return rows.map((row) => row.id);
  }
  // Prematch and live are the bettable statuses (account-platform §4 event status).
  const rows = await db
    .select({ id: favourites.itemId })
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.itemId))
    .where(
      and(
        base,
        options.matchStatuses ? inArray(events.status, options.matchStatuses) : undefined,
        options.bettable === undefined
          ? undefined
          : options.bettable
            ? inArray(events.status, [0, 1])
            : sql`${events.status} not in (0, 1)`,
      ),
    )
    .orderBy(asc(favourites.createdAt), asc(favourites.itemId));
  return rows.map((row) => row.id);
}

/** True when the favourite is new. */
export async function addFavourite(
  db: Database,
  row: { playerId: number; type: FavouriteKind; itemId: number },
): Promise<boolean> {
  const inserted = await db
    .insert(favourites)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: favourites.itemId });
  return inserted.length > 0;
}

export async function removeFavourite(
  db: Database,
  row: { playerId: number; type: FavouriteKind; itemId: number },
): Promise<boolean> {
  const deleted = await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.playerId, row.playerId),
        eq(favourites.type, row.type),
        eq(favourites.itemId, row.itemId),
      ),
    )
    .returning({ id: favourites.itemId });
  return deleted.length > 0;
}
