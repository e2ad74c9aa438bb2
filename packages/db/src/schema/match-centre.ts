import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { events } from './catalogue';

/**
 * The match centre's "who wins" poll (issue 21, decision 047): one vote per player and match,
 * which the unique constraint enforces even when two votes race.
 */
export const matchVotes = pgTable(
  'match_votes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `home`, `draw` or `away`. */
    choice: text('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Leads with the event, so it also serves the per-match count.
  (table) => [unique('match_votes_event_player_unique').on(table.eventId, table.playerId)],
);

export type MatchVoteRow = typeof matchVotes.$inferSelect;
