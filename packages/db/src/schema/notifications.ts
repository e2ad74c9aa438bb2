import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts';

/**
 * Player notifications (account-platform §3 "Notification"): written in the player's language
 * when they are created (a bet settled, a cashout done), read through GET /notifications and
 * pushed on the player's private channel with the unread counter.
 */
export const NOTIFICATION_OBJECT_TYPES = [
  'bet',
  'maintenance',
  'bonus',
  'jackpot',
  'vip_bet',
] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** What happened, e.g. bet_won, bet_lost, bet_refunded, bet_cashed_out. */
    type: text('type').notNull(),
    objectType: text('object_type', { enum: NOTIFICATION_OBJECT_TYPES }).notNull(),
    /** The bet id (or bonus id …) the notification is about. */
    objectId: text('object_id'),
    title: text('title').notNull(),
    caption: text('caption').notNull().default(''),
    body: text('body').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_player_idx').on(table.playerId, table.createdAt),
    check(
      'notifications_object_type_check',
      sql`${table.objectType} in ('bet', 'maintenance', 'bonus', 'jackpot', 'vip_bet')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
