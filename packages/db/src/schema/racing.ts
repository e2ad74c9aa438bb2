import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events } from './catalogue';

/** A runner as the racecard shows it (decision 048). */
export interface RaceRunnerRow {
  number: number;
  name: string;
  draw: number | null;
  jockey: string;
  trainer: string;
  form: string;
  weight: string;
  age: number;
  silks: { primary: string; secondary: string; pattern: string };
  nonRunner: boolean;
  /** Greyhounds: a reserve running from a vacated trap (decision 068); absent for horses. */
  reserve?: boolean;
}

/**
 * The racecard of a race (issue 22): what the feed knows besides the markets (runners, terms,
 * going) and, once run, its result. The race itself is an event (type stage) of the sport
 * horse-racing with its win, place, forecast and tricast markets; prices and status live there.
 */
export const raceCards = pgTable(
  'race_cards',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id').notNull(),
    course: text('course').notNull(),
    countryCode: text('country_code').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    distance: text('distance').notNull(),
    going: text('going').notNull(),
    raceClass: smallint('race_class').notNull(),
    handicap: boolean('handicap').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    runners: jsonb('runners').$type<RaceRunnerRow[]>().notNull(),
    places: smallint('places').notNull(),
    placeFraction: text('place_fraction').notNull(),
    /** Finishing groups, dead heats sharing one: `[[3], [1, 7], [5]]`; null until run. */
    result: jsonb('result').$type<number[][]>(),
    /** A runner withdrawn at the off, once it happened. */
    withdrawn: jsonb('withdrawn').$type<number[]>().notNull().default([]),
    rule4: smallint('rule4').notNull().default(0),
    /** Win prices at the off by runner number (thousandths). */
    startingPrices: jsonb('starting_prices').$type<Record<string, number>>(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('race_cards_start_idx').on(table.startTime)],
);

export type RaceCardRow = typeof raceCards.$inferSelect;
export type NewRaceCard = typeof raceCards.$inferInsert;
