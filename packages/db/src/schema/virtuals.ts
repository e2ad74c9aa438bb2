import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './catalogue';

export interface VirtualGoalRow {
  minute: number;
  side: 'home' | 'away';
}

/**
 * A virtual football match's proof (issue 22, decision 049): the seed's SHA-256 published before
 * the start, and once finished the seed itself with the drawn score and goal timeline. The match
 * is an event of the sport virtual-football; its markets, status and bets live there.
 */
export const virtualEvents = pgTable(
  'virtual_events',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true, mode: 'date' }).notNull(),
    homeName: text('home_name').notNull(),
    awayName: text('away_name').notNull(),
    /** The published expected goals the result is drawn with, in hundredths (exact). */
    homeExpectedCenti: integer('home_expected_centi').notNull(),
    awayExpectedCenti: integer('away_expected_centi').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Null until the match finished: never stored before. */
    seed: text('seed'),
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    goals: jsonb('goals').$type<VirtualGoalRow[]>(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('virtual_events_start_idx').on(table.startTime)],
);

export type VirtualEventRow = typeof virtualEvents.$inferSelect;
export type NewVirtualEvent = typeof virtualEvents.$inferInsert;

export interface VirtualRaceRunnerRow {
  number: number;
  name: string;
  /** The published weight the prices and the draw use (VRACE-003). */
  weight: number;
  silks: { primary: string; secondary: string; pattern: string };
}

/**
 * A virtual race's proof (issue 22, decision 060): the runners with their published weights and
 * the seed's SHA-256 before the start; once finished the seed, the finishing order and the
 * finishers' times (for the replay). The race is an event of the sport virtual-horse-racing.
 */
export const virtualRaces = pgTable(
  'virtual_races',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true, mode: 'date' }).notNull(),
    runners: jsonb('runners').$type<VirtualRaceRunnerRow[]>().notNull(),
    places: smallint('places').notNull(),
    placeFraction: text('place_fraction').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Null until the race finished: never stored before. */
    seed: text('seed'),
    finishOrder: jsonb('finish_order').$type<number[]>(),
    finishMs: jsonb('finish_ms').$type<number[]>(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('virtual_races_start_idx').on(table.startTime)],
);

export type VirtualRaceRow = typeof virtualRaces.$inferSelect;
export type NewVirtualRace = typeof virtualRaces.$inferInsert;
