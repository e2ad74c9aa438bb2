import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts';

/**
 * Iframe embedding (docs/decisions/039): a host site's player, named by the host's id and its
 * own player id, is one sportsbook player; and each host token is accepted once.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const embedPlayers = pgTable(
  'embed_players',
  {
    host: text('host').notNull(),
    externalId: text('external_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .unique()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.host, table.externalId] })],
);

/** Spent token nonces, kept until the token would have expired anyway. */
export const embedTokenNonces = pgTable(
  'embed_token_nonces',
  {
    host: text('host').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.host, table.nonce] }),
    index('embed_token_nonces_expires_at_idx').on(table.expiresAt),
  ],
);

export type EmbedPlayerRow = typeof embedPlayers.$inferSelect;
