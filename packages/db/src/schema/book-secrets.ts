import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The book's own secrets that every process of a deployment must share and that must outlive a
 * restart (decision 066): the draw secret the virtual arena's and the lotteries' seeds come from.
 * A commitment published before a draw is only worth something if the seed behind it cannot be
 * worked out from public facts (FEED_SEED is in the README) and does not change on a restart.
 */
export const bookSecrets = pgTable('book_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
