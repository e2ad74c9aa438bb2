import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Exchange rates against EUR (decision 062), set by the operator: units of `currency` one EUR
 * buys, exact (numeric, read as text: never a float), in force from `effective_from` until the
 * currency's next rate. Rows are never updated or deleted, so the history stays as it was and a
 * past conversion can always be checked against the rate it used.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    perEur: numeric('per_eur', { precision: 30, scale: 18 }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who set it: the operator key's name, or `demo` for the demo seed. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fx_rates_currency_from_unique').on(table.currency, table.effectiveFrom),
    check('fx_rates_per_eur_check', sql`${table.perEur} > 0`),
    check(
      'fx_rates_currency_check',
      sql`${table.currency} in ('USD', 'GBP', 'BRL', 'CAD', 'BTC', 'ETH', 'USDT')`,
    ),
  ],
);

export type FxRateRow = typeof fxRates.$inferSelect;
