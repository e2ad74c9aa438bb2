import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { fxRates } from '../schema';
import type { FxRateRow } from '../schema';

/**
 * Exchange rates against EUR (decision 062): append-only; the operator adds a rate, nothing
 * changes or removes one.
 */

/** Adds a rate; undefined when the currency already has one from that very moment. */
export async function insertFxRate(
  db: Database,
  rate: { currency: string; perEur: string; effectiveFrom: Date; createdBy: string },
): Promise<FxRateRow | undefined> {
  const [row] = await db.insert(fxRates).values(rate).onConflictDoNothing().returning();
  return row;
}

/** The history, newest first (of one currency when given). */
export async function listFxRates(
  db: Database,
  filter: { currency?: string; limit: number },
): Promise<FxRateRow[]> {
  return db
    .select()
    .from(fxRates)
    .where(filter.currency ? eq(fxRates.currency, filter.currency) : undefined)
    .orderBy(desc(fxRates.effectiveFrom), desc(fxRates.id))
    .limit(filter.limit);
}

/**
 * The rates that can be in force from `since` on: per currency the latest effective at or
 * before `since`, and every later one (future-dated rates take effect on their own).
 */
export async function fxRatesSince(db: Database, since: Date): Promise<FxRateRow[]> {
  const latest = db
    .select({ currency: fxRates.currency, from: sql`max(${fxRates.effectiveFrom})`.as('from') })
    .from(fxRates)
    .where(sql`${fxRates.effectiveFrom} <= ${since.toISOString()}::timestamptz`)
    .groupBy(fxRates.currency)
    .as('latest');
  return db
    .select({
      id: fxRates.id,
      currency: fxRates.currency,
      perEur: fxRates.perEur,
      effectiveFrom: fxRates.effectiveFrom,
      createdBy: fxRates.createdBy,
      createdAt: fxRates.createdAt,
    })
    .from(fxRates)
    .leftJoin(
      latest,
      and(eq(latest.currency, fxRates.currency), sql`${latest.from} = ${fxRates.effectiveFrom}`),
    )
    .where(
      sql`${fxRates.effectiveFrom} > ${since.toISOString()}::timestamptz or ${latest.currency} is not null`,
    );
}
