import type { NotificationWire } from '@sportsbook/contract';
import type { NotificationRow } from '@sportsbook/db';

/** A notification row as GET /notifications and the `notification` event carry it. */
export function notificationToWire(row: NotificationRow): NotificationWire {
  return {
    id: row.id,
    type: row.type,
    object_type: row.objectType,
    object_id: row.objectId,
    title: row.title,
    caption: row.caption,
    body: row.body,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
