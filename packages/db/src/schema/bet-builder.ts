import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { events } from './catalogue';

/**
 * The model every market of a match is priced from (the feed's `MatchModel`: Poisson goal rates
 * for football), kept so the bet builder can price a combination of the match's outcomes from
 * the same joint distribution (issue 21, decision 046). Written with the catalogue, never updated:
 * in play the price follows `events.live` (score and clock), as the feed's own prices do.
 */
export const eventModels = pgTable('event_models', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  model: jsonb('model').$type<Record<string, unknown>>().notNull(),
});

export type EventModelRow = typeof eventModels.$inferSelect;
