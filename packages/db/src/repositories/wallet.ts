import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { accounts, deposits, idempotencyKeys, ledgerEntries } from '../schema';
import type { AccountKind, AccountRow, DepositRow } from '../schema';

/**
 * Accounts and the double-entry ledger (DESIGN §4). Money moves only as plans from the domain run
 * by the one executor (`ledger/execute-plans.ts`, decisions 026 and 027); this file reads.
 *
 * Only player accounts keep a cached `balance` (docs/decisions/014): every stake, payout and
 * deposit also touches the one house or payments account of its currency, and updating that row
 * would serialise all of them on its lock. A system account's balance is the sum of its ledger
 * entries (`systemAccountBalance`); its `balance` column is not maintained.
 */

/**
 * The house or payments account of a currency. Its `balance` column is not maintained (see the
 * top of this file): ask `systemAccountBalance` for the balance.
 */
export async function getSystemAccount(
  db: Database,
  kind: Exclude<AccountKind, 'player'>,
  currency: string,
): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, kind), eq(accounts.currency, currency), isNull(accounts.playerId)))
    .limit(1);
  if (row) return row;
  // Seeded by the migration; created here only if an operator removed one.
  const [created] = await db
    .insert(accounts)
    .values({ kind, currency })
    .onConflictDoNothing()
    .returning();
  return created ?? getSystemAccount(db, kind, currency);
}

export async function listPlayerAccounts(db: Database, playerId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.playerId, playerId))
    .orderBy(desc(accounts.active), asc(accounts.id));
}

export async function getPlayerAccount(
  db: Database,
  playerId: number,
  currency: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)))
    .limit(1);
  return row;
}

/** Opens an account; the first one a player opens is the active one. */
export async function createPlayerAccount(
  db: Database,
  options: { playerId: number; currency: string; active: boolean },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .insert(accounts)
    .values({
      kind: 'player',
      playerId: options.playerId,
      currency: options.currency,
      active: options.active,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Makes the account in `currency` the player's active one; false when there is none. */
export async function setActiveAccount(
  db: Database,
  playerId: number,
  currency: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const target = await getPlayerAccount(tx, playerId, currency);
    if (!target) return false;
    if (target.active) return true;
    // Clear first: the partial unique index allows one active account per player at any moment.
    await tx
      .update(accounts)
      .set({ active: false })
      .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)));
    await tx.update(accounts).set({ active: true }).where(eq(accounts.id, target.id));
    return true;
  });
}

/** A system account's balance: the sum of its ledger entries (it keeps no cached balance). */
export async function systemAccountBalance(db: Database, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return BigInt(row?.sum ?? '0');
}

/**
 * Sum of ledger entries and balance of every account, for audits and the fuzz test. A player
 * account's balance is its cached one, which must equal its ledger sum; a system account's is
 * its ledger sum (it keeps no cache), so for them the audit is that the whole ledger sums to zero.
 */
export async function auditLedger(
  db: Database,
): Promise<{ accountId: number; balance: bigint; ledgerSum: bigint }[]> {
  const rows = await db
    .select({ accountId: accounts.id, kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .orderBy(asc(accounts.id));
  const sums = await db
    .select({
      accountId: ledgerEntries.accountId,
      sum: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId);
  const sumOf = new Map(sums.map((row) => [row.accountId, BigInt(row.sum)]));
  return rows.map(({ accountId, kind, balance }) => {
    const ledgerSum = sumOf.get(accountId) ?? 0n;
    return { accountId, balance: kind === 'player' ? balance : ledgerSum, ledgerSum };
  });
}

// ---------------------------------------------------------------- deposits

export async function insertDeposit(
  db: Database,
  row: typeof deposits.$inferInsert,
): Promise<DepositRow> {
  const [inserted] = await db.insert(deposits).values(row).returning();
  return inserted!;
}

export async function getDeposit(db: Database, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).limit(1);
  return row;
}

/**
 * Pending deposits due now, read without a lock: two workers may read the same one, and its
 * credit plan pays it once (the plan's `pending` row check; decision 035).
 */
export async function dueDeposits(db: Database, now: Date, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), lte(deposits.resolveAt, now)))
    .orderBy(asc(deposits.resolveAt))
    .limit(limit);
}

export async function completeDeposit(
  db: Database,
  id: string,
  update: { status: 'success' | 'error'; ledgerTransactionId?: number; completedAt: Date },
): Promise<DepositRow | undefined> {
  const [row] = await db
    .update(deposits)
    .set(update)
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning();
  return row;
}

// ---------------------------------------------------------------- idempotency

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export async function findIdempotentAnswer(
  db: Database,
  key: { playerId: number; scope: string; key: string },
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.playerId, key.playerId),
        eq(idempotencyKeys.scope, key.scope),
        eq(idempotencyKeys.key, key.key),
      ),
    )
    .limit(1);
  return row;
}

/** False when another request stored an answer under the key first. */
export async function storeIdempotentAnswer(
  db: Database,
  key: { playerId: number; scope: string; key: string },
  answer: StoredAnswer,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...key, ...answer })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/**
 * A provider's payment by its reference (callbacks). Not locked: what a callback changes is
 * guarded by the deposit's status (the credit plan's row check, or `completeDeposit`).
 */
export async function getDepositByReference(
  db: Database,
  provider: string,
  reference: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.provider, provider), eq(deposits.providerReference, reference)))
    .limit(1);
  return row;
}

/**
 * Locks the player's account row so that deposit limits are checked one deposit at a time: two
 * deposits sent together cannot both pass a daily maximum that only one fits in.
 */
export async function lockAccountRow(db: Database, accountId: number): Promise<void> {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}

/** What the account received or is about to receive in deposits since `since` (not declined). */
export async function sumDepositsSince(
  db: Database,
  accountId: number,
  since: Date,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.accountId, accountId),
        inArray(deposits.status, ['pending', 'success']),
        gte(deposits.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? '0');
}
