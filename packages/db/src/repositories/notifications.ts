import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../create-db';
import { notifications } from '../schema';
import type { NewNotification, NotificationRow } from '../schema';

/**
 * Player notifications (account-platform §3, §7.2). Every read and write is scoped to one
 * player: a player can never list, count or mark another player's notifications.
 */

export async function insertNotification(
  db: Database,
  row: NewNotification,
): Promise<NotificationRow> {
  const [inserted] = await db.insert(notifications).values(row).returning();
  return inserted!;
}

/**
 * A notification a money plan inserted (its id is the database's), found after the plan's commit
 * by what the plan wrote: for the publication to the player's pages (decision 035).
 */
export async function findNotification(
  db: Database,
  row: Pick<NotificationRow, 'playerId' | 'type' | 'objectType' | 'objectId' | 'createdAt'>,
): Promise<NotificationRow | undefined> {
  const [found] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.playerId, row.playerId),
        eq(notifications.type, row.type),
        eq(notifications.objectType, row.objectType),
        row.objectId === null
          ? isNull(notifications.objectId)
          : eq(notifications.objectId, row.objectId),
        eq(notifications.createdAt, row.createdAt),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(1);
  return found;
}

export async function countUnreadNotifications(db: Database, playerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** The player's notifications, newest first (ties by id, so pages never overlap). */
export async function listNotifications(
  db: Database,
  options: { playerId: number; page: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = eq(notifications.playerId, options.playerId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Marks the listed notifications read (ids of other players are ignored); `ids` undefined marks
 * all of them. Returns how many changed state: already-read ones keep their first read time.
 */
export async function markNotificationsRead(
  db: Database,
  options: { playerId: number; ids?: number[]; now: Date },
): Promise<number> {
  if (options.ids && options.ids.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: options.now })
    .where(
      and(
        eq(notifications.playerId, options.playerId),
        isNull(notifications.readAt),
        options.ids ? inArray(notifications.id, options.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}
