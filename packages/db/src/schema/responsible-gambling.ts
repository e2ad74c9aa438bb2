import { integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Responsible gambling (issue 18, decision 041): the use counted against periodic limits, and
 * the append-only audit of every limit, time-out and exclusion change.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a player used of a metric (deposit, wager, loss in subunits; activity in seconds) in one
 * period window. Written only by the ledger executor (money) or the activity tracker, each
 * under a row lock, so concurrent placements see each other's use.
 */
export const playerLimitCounters = pgTable(
  'player_limit_counters',
  {
    playerId: integer('player_id').notNull(),
    metric: text('metric').notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    used: numeric('used', { precision: 40, scale: 0, mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.metric, table.period, table.periodStart] }),
  ],
);

/**
 * Append-only: a trigger refuses UPDATE and DELETE (migration 0010). No foreign key to players,
 * so the record outlives the account.
 */
export const rgAudit = pgTable('rg_audit', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  playerId: integer('player_id').notNull(),
  /** player, or system (a lapse or an automatic change). */
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  limitType: text('limit_type').notNull(),
  oldValue: jsonb('old_value'),
  newValue: jsonb('new_value'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type PlayerLimitCounterRow = typeof playerLimitCounters.$inferSelect;
export type RgAuditRow = typeof rgAudit.$inferSelect;
