import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts';

/**
 * Where a player came from (account-platform §9): the tracking parameters of the affiliate cookie
 * at sign-up, the browser's device id and the country the sign-up request came from. One row per
 * player, written once with the player; operator data, not shown in the player's profile
 * (decision 032). Kept apart from `players` so the account row stays what the player manages.
 */
export const playerAttributions = pgTable('player_attributions', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  ctag: text('ctag'),
  btag: text('btag'),
  stag: text('stag'),
  qtag: text('qtag'),
  gclid: text('gclid'),
  deviceId: text('device_id'),
  /** ISO code from the trusted country header at sign-up, when there was one. */
  signUpCountry: text('sign_up_country'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
