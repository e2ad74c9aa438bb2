import { findNotification } from '@sportsbook/db';
import type { Database, NewNotification, NotificationRow } from '@sportsbook/db';
import type { RowInsert } from '@sportsbook/domain';

/** What a money plan writes of a notification (the database gives the id, `read_at` is null). */
export type PlannedNotification = Pick<
  NotificationRow,
  'playerId' | 'type' | 'objectType' | 'objectId' | 'title' | 'caption' | 'body' | 'createdAt'
>;

/** A notification's texts as the builders give them, with every column a plan writes. */
export function plannedNotification(row: NewNotification, createdAt: Date): PlannedNotification {
  return {
    playerId: row.playerId,
    type: row.type,
    objectType: row.objectType,
    objectId: row.objectId ?? null,
    title: row.title,
    caption: row.caption ?? '',
    body: row.body ?? '',
    createdAt,
  };
}

/**
 * The notification as a row of a money plan (decision 035): it commits with the money, or not
 * at all. Always the same columns in the same order, because the executor writes every
 * notification of a group with one statement shaped by the first one.
 */
export function notificationInsert(row: PlannedNotification): RowInsert {
  return {
    table: 'notifications',
    rows: [
      {
        playerId: row.playerId,
        type: row.type,
        objectType: row.objectType,
        objectId: row.objectId,
        title: row.title,
        caption: row.caption,
        body: row.body,
        createdAt: row.createdAt,
      },
    ],
  };
}

/** The row as committed, with its id, for the publication after the commit. */
export async function committedNotification(
  db: Database,
  row: PlannedNotification,
): Promise<NotificationRow> {
  const found = await findNotification(db, row);
  if (!found) throw new Error(`The ${row.type} notification of ${row.objectId} is not committed`);
  return found;
}
