import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Names in every supported locale, e.g. `{ en: 'Football', de: 'Fußball' }`; `en` always present. */
export type LocalizedNames = Record<string, string> & { en: string };

/**
 * Catalogue ids are the feed's own stable ids (derived from its URNs), not sequences, so that a
 * re-seed or a second process upserts the same rows instead of creating new ones.
 */
export const sports = pgTable(
  'sports',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    key: text('key').notNull().unique(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull().default(0),
    type: text('type', { enum: ['regular', 'cyber', 'premium_cricket'] }).notNull(),
    provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).notNull(),
  },
  (table) => [
    check('sports_type_check', sql`${table.type} in ('regular', 'cyber', 'premium_cricket')`),
    check('sports_provider_check', sql`${table.provider} in ('betradar', 'oddin', 'betconstruct')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull().default(0),
    countryCode: text('country_code'),
  },
  (table) => [uniqueIndex('categories_sport_slug_unique').on(table.sportId, table.slug)],
);

export type SportRow = typeof sports.$inferSelect;
export type NewSport = typeof sports.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
