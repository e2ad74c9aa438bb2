import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull().default(0),
    provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).notNull(),
  },
  (table) => [
    uniqueIndex('tournaments_sport_slug_unique').on(table.sportId, table.slug),
    index('tournaments_category_idx').on(table.categoryId),
  ],
);

export interface CompetitorColors {
  primary: string;
  secondary: string;
}

export const competitors = pgTable('competitors', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  abbreviation: text('abbreviation').notNull(),
  countryCode: text('country_code'),
  colors: jsonb('colors').$type<CompetitorColors>().notNull(),
});

/**
 * Matches and outrights (stage, season, simple_tournament). Status follows betting-core §3:
 * 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    type: text('type', { enum: ['match', 'stage', 'season', 'simple_tournament'] }).notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedNames>(),
    homeCompetitorId: integer('home_competitor_id').references(() => competitors.id),
    awayCompetitorId: integer('away_competitor_id').references(() => competitors.id),
    competitorIds: jsonb('competitor_ids').$type<number[]>().notNull().default([]),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    status: smallint('status').notNull().default(0),
    stadium: text('stadium'),
    city: text('city'),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).notNull(),
    betsCount: integer('bets_count').notNull().default(0),
    /**
     * In-play state written by the live engine (clock, scores, periods, timeline); null before
     * kick-off. Read and replaced as a whole, like a market's outcomes.
     */
    live: jsonb('live').$type<EventLiveState>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_sport_slug_unique').on(table.sportId, table.slug),
    index('events_status_start_idx').on(table.status, table.startTime),
    index('events_tournament_start_idx').on(table.tournamentId, table.startTime),
    index('events_sport_start_idx').on(table.sportId, table.startTime),
    check('events_status_check', sql`${table.status} between 0 and 5`),
  ],
);

/**
 * The live engine owns this shape (packages/feed); the database only stores it. Kept open here so
 * that the db package does not depend on the feed.
 */
export type EventLiveState = Record<string, unknown>;

/**
 * One row per odds provider: whether its producer is up (alive messages arriving) or down, in which
 * case its selections are unavailable (betting-core §4, provider status changed).
 */
export const producers = pgTable('producers', {
  provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).primaryKey(),
  up: boolean('up').notNull().default(true),
  lastAliveAt: timestamp('last_alive_at', { withTimezone: true, mode: 'date' }),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface MarketOutcome {
  outcomeId: string;
  names: LocalizedNames;
  /** Decimal odds in thousandths (1.915 → 1915): exact, comparable, no float drift. */
  odds: number;
  active: boolean;
}

/**
 * One row per market line (event, market type, specifier). Outcomes live in the row because they
 * are always read and replaced together, and a live update rewrites one line, not the match.
 */
export const markets = pgTable(
  'markets',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    status: smallint('status').notNull(),
    priority: integer('priority').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    outcomes: jsonb('outcomes').$type<MarketOutcome[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketId, table.specifier] })],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;
export type CompetitorRow = typeof competitors.$inferSelect;
export type NewCompetitor = typeof competitors.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type MarketRow = typeof markets.$inferSelect;
export type NewMarket = typeof markets.$inferInsert;
