import { z } from 'zod';
import { idSchema } from './safe-input';
import { listSchema, queryInteger } from './pagination';

/**
 * Player notifications (account-platform §3 "Notification", §7.2): GET /notifications (page,
 * limit), GET /notifications/counters, POST /notifications/read {ids}, POST
 * /notifications/read-all, all under /sportsbook/api/v2 and all for the signed-in player only.
 * The realtime events `notification` (one notification, this shape) and `unread counters
 * changed` (the counters shape) arrive on the player's private channel `$user:<id>`.
 */

export const NOTIFICATION_OBJECT_TYPES = [
  'bet',
  'maintenance',
  'bonus',
  'jackpot',
  'vip_bet',
] as const;

/** What happened; the web picks an icon and wording by it. */
export const NOTIFICATION_TYPES = [
  'bet_won',
  'bet_lost',
  'bet_refunded',
  'bet_cashed_out',
] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** One of NOTIFICATION_TYPES (open: later issues add bonus and jackpot kinds). */
  type: z.string(),
  object_type: z.enum(NOTIFICATION_OBJECT_TYPES),
  /** The bet id (or bonus id …) the notification is about. */
  object_id: z.string().nullable(),
  /** Written in the player's language when the notification was created. */
  title: z.string(),
  caption: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});

/** Newest first. Default page size 20: a header drop-down, not a report. */
export const notificationsQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 1_000_000, fallback: 1 }),
  limit: queryInteger({ min: 1, max: 500, fallback: 20 }),
});

export const notificationsListSchema = listSchema(notificationSchema);

/** GET /notifications/counters, the answer of both read calls, and `unread counters changed`. */
export const notificationCountersSchema = z.object({ unread: z.number().int().nonnegative() });

export const readNotificationsBodySchema = z.object({
  ids: z.array(idSchema).min(1, 'name at least one notification').max(500, 'at most 500 at a time'),
});

export type NotificationWire = z.infer<typeof notificationSchema>;
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;
export type NotificationCountersWire = z.infer<typeof notificationCountersSchema>;
export type ReadNotificationsBody = z.infer<typeof readNotificationsBodySchema>;
