import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { ledgerTransactions, money } from './wallet';

/**
 * Jackpots (issue 20, decision 045): a jackpot's levels keep their rule and the current cycle's
 * commitment; the pools are ledger sums of the `jackpot` system account (no cached balance,
 * never a hot row). Levels and hits are changed and written by money plans only
 * (packages/domain/src/jackpots).
 */
export const JACKPOT_STATUSES = ['created', 'active', 'paused', 'finished', 'disabled'] as const;
export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const;

export const jackpots = pgTable(
  'jackpots',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: JACKPOT_STATUSES }).notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'jackpots_status_check',
      sql`${table.status} in ('created', 'active', 'paused', 'finished', 'disabled')`,
    ),
  ],
);

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: text('id').primaryKey(),
    jackpotId: text('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    seedAmount: money('seed_amount').notNull(),
    mustHitBy: money('must_hit_by').notNull(),
    contributionPpm: integer('contribution_ppm').notNull(),
    /** The cycle now running; a hit moves it on (row-state check of the hit plan). */
    cycle: integer('cycle').notNull().default(0),
    /** The running cycle's secret seed: revealed only in its hit. */
    serverSeed: text('server_seed').notNull(),
    /** sha256(serverSeed), published before the cycle's first stake. */
    commitHash: text('commit_hash').notNull(),
    hitPoint: money('hit_point').notNull(),
  },
  (table) => [
    uniqueIndex('jackpot_levels_code_unique').on(table.jackpotId, table.code),
    check('jackpot_levels_rule_check', sql`${table.mustHitBy} > ${table.seedAmount}`),
  ],
);

export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: text('id').primaryKey(),
    jackpotId: text('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    levelId: text('level_id')
      .notNull()
      .references(() => jackpotLevels.id),
    cycle: integer('cycle').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    betId: text('bet_id'),
    amount: money('amount').notNull(),
    /** FX-005: the amount in EUR at the rate in force at the hit (decision 062). */
    amountInEur: money('amount_in_eur'),
    currency: text('currency').notNull(),
    status: text('status', { enum: JACKPOT_HIT_STATUSES }).notNull(),
    commitHash: text('commit_hash').notNull(),
    serverSeed: text('server_seed').notNull(),
    hitPoint: money('hit_point').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    /** JP-003: one hit per level and cycle, whatever happens. */
    uniqueIndex('jackpot_hits_level_cycle_unique').on(table.levelId, table.cycle),
    index('jackpot_hits_jackpot_idx').on(table.jackpotId, table.createdAt),
    index('jackpot_hits_player_idx').on(table.playerId, table.createdAt),
    check('jackpot_hits_status_check', sql`${table.status} in ('approved', 'paid')`),
  ],
);

export type JackpotRow = typeof jackpots.$inferSelect;
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;
export type JackpotHitRow = typeof jackpotHits.$inferSelect;
