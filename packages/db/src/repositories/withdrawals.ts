import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../create-db';
import { withdrawals } from '../schema';
import type { WithdrawalRow } from '../schema';

/** Reads of withdrawals; they are written and changed only by money plans (decision 028). */

export async function getWithdrawal(db: Database, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}

export async function getWithdrawalByReference(
  db: Database,
  provider: string,
  reference: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.provider, provider), eq(withdrawals.providerReference, reference)))
    .limit(1);
  return row;
}

/** A player's withdrawals, newest first; `statuses` narrows them. */
export async function listWithdrawals(
  db: Database,
  playerId: number,
  options: { statuses?: WithdrawalRow['status'][]; limit: number },
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        options.statuses ? inArray(withdrawals.status, options.statuses) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(options.limit);
}

/** Pending demo withdrawals whose time to settle has come, oldest first. */
export async function dueWithdrawals(
  db: Database,
  now: Date,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), lte(withdrawals.resolveAt, now)))
    .orderBy(asc(withdrawals.resolveAt))
    .limit(limit);
}
