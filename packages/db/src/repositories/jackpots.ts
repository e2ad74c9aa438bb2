import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import {
  accounts,
  jackpotHits,
  jackpotLevels,
  jackpots,
  ledgerEntries,
  ledgerTransactions,
  players,
} from '../schema';
import type { JackpotHitRow, JackpotLevelRow, JackpotRow } from '../schema';

/** The jackpot level index's predicate, word for word (schema/wallet.ts). */
const JACKPOT_KINDS_PREDICATE = sql`${ledgerTransactions.kind} like 'jackpot%'`;

/**
 * Jackpots (issue 20, decision 045). Reads only, plus the operator's status changes: pools are
 * ledger sums of the `jackpot` account's entries tagged with the level (no cached balance);
 * levels' cycles and hits are written by money plans.
 */

export interface JackpotWithLevels extends JackpotRow {
  levels: JackpotLevelRow[];
}

export async function listJackpots(
  db: Database,
  filter: { ids?: string[]; statuses?: string[] } = {},
): Promise<JackpotWithLevels[]> {
  const where = [];
  if (filter.ids) where.push(inArray(jackpots.id, filter.ids.length ? filter.ids : ['']));
  if (filter.statuses?.length)
    where.push(inArray(jackpots.status, filter.statuses as JackpotRow['status'][]));
  const rows = await db
    .select()
    .from(jackpots)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(jackpots.createdAt), asc(jackpots.id));
  if (rows.length === 0) return [];
  const levels = await db
    .select()
    .from(jackpotLevels)
    .where(
      inArray(
        jackpotLevels.jackpotId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(jackpotLevels.position));
  return rows.map((row) => ({ ...row, levels: levels.filter((l) => l.jackpotId === row.id) }));
}

export async function getJackpotLevels(db: Database, ids: string[]): Promise<JackpotLevelRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(jackpotLevels).where(inArray(jackpotLevels.id, ids));
}

/** The levels of active jackpots: what a stake may feed (JP-001). */
export async function listContributingLevels(
  db: Database,
): Promise<Array<{ id: string; jackpotId: string; currency: string; contributionPpm: number }>> {
  return db
    .select({
      id: jackpotLevels.id,
      jackpotId: jackpotLevels.jackpotId,
      currency: jackpots.currency,
      contributionPpm: jackpotLevels.contributionPpm,
    })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(eq(jackpots.status, 'active'))
    .orderBy(asc(jackpotLevels.id));
}

/** Each level's pool: the sum of the jackpot account's entries tagged with it (decision 045). */
export async function levelPools(db: Database, levelIds: string[]): Promise<Map<string, bigint>> {
  const pools = new Map<string, bigint>(levelIds.map((id) => [id, 0n]));
  if (levelIds.length === 0) return pools;
  const levelId = sql<string>`${ledgerTransactions.metadata} ->> 'levelId'`;
  const rows = await db
    .select({ levelId, pool: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(
      accounts,
      and(eq(accounts.id, ledgerEntries.accountId), eq(accounts.kind, 'jackpot')),
    )
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerTransactions.kind, ['jackpot_contribution', 'jackpot_seed', 'jackpot_hit']),
        JACKPOT_KINDS_PREDICATE,
        inArray(levelId, levelIds),
      ),
    )
    .groupBy(levelId);
  for (const row of rows) pools.set(row.levelId, BigInt(row.pool));
  return pools;
}

/**
 * The bet whose contribution took `levelId`'s pool to `hitPoint` in its current cycle: the
 * level's entries on the jackpot account in ledger order, summed; the current cycle starts after
 * its last hit. Undefined when no contribution of this cycle reached it. Used by the sweeper of
 * hits a dead process left unchecked (decision 045); it reads the level's whole history, which
 * is fine at the volumes one level sees between two hits.
 */
export async function contributionReachingHitPoint(
  db: Database,
  levelId: string,
  hitPoint: bigint,
): Promise<string | undefined> {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      betId: sql<string | null>`${ledgerTransactions.metadata} ->> 'betId'`,
    })
    .from(ledgerEntries)
    .innerJoin(
      accounts,
      and(eq(accounts.id, ledgerEntries.accountId), eq(accounts.kind, 'jackpot')),
    )
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerTransactions.kind, ['jackpot_contribution', 'jackpot_seed', 'jackpot_hit']),
        JACKPOT_KINDS_PREDICATE,
        sql`${ledgerTransactions.metadata} ->> 'levelId' = ${levelId}`,
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  let lastHit = -1;
  rows.forEach((row, index) => {
    if (row.kind === 'jackpot_hit') lastHit = index;
  });
  let pool = 0n;
  let reaching: string | undefined;
  rows.forEach((row, index) => {
    pool += BigInt(row.amount);
    if (index > lastHit && reaching === undefined && row.betId && pool >= hitPoint)
      reaching = row.betId;
  });
  return reaching;
}

export async function setJackpotStatus(
  db: Database,
  id: string,
  status: JackpotRow['status'],
  now: Date,
): Promise<JackpotRow | undefined> {
  const [row] = await db
    .update(jackpots)
    .set({ status, updatedAt: now })
    .where(eq(jackpots.id, id))
    .returning();
  return row;
}

export interface JackpotHitListRow extends JackpotHitRow {
  jackpotName: string;
  levelCode: string;
  levelName: string;
  /** A stable public hash of the winner, never their id. */
  playerPublicId: string;
}

export async function listJackpotHits(
  db: Database,
  filter: {
    jackpotId?: string;
    statuses?: string[];
    playerId?: number;
    unseen?: boolean;
    limit: number;
  },
): Promise<JackpotHitListRow[]> {
  const where = [];
  if (filter.jackpotId) where.push(eq(jackpotHits.jackpotId, filter.jackpotId));
  if (filter.statuses?.length)
    where.push(inArray(jackpotHits.status, filter.statuses as JackpotHitRow['status'][]));
  if (filter.playerId !== undefined) where.push(eq(jackpotHits.playerId, filter.playerId));
  if (filter.unseen) where.push(isNull(jackpotHits.seenAt));
  const rows = await db
    .select({
      hit: jackpotHits,
      jackpotName: jackpots.name,
      levelCode: jackpotLevels.code,
      levelName: jackpotLevels.name,
      playerPublicId: sql<string>`${players.id}::text`,
    })
    .from(jackpotHits)
    .innerJoin(jackpots, eq(jackpots.id, jackpotHits.jackpotId))
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotHits.levelId))
    .innerJoin(players, eq(players.id, jackpotHits.playerId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(jackpotHits.createdAt), desc(jackpotHits.id))
    .limit(filter.limit);
  return rows.map((r) => ({
    ...r.hit,
    jackpotName: r.jackpotName,
    levelCode: r.levelCode,
    levelName: r.levelName,
    playerPublicId: r.playerPublicId,
  }));
}

/** The total paid by each jackpot's hits. */
export async function jackpotHitTotals(
  db: Database,
  jackpotIds: string[],
): Promise<Map<string, bigint>> {
  const totals = new Map<string, bigint>();
  if (jackpotIds.length === 0) return totals;
  const rows = await db
    .select({
      jackpotId: jackpotHits.jackpotId,
      total: sql<string>`sum(${jackpotHits.amount})::text`,
    })
    .from(jackpotHits)
    .where(inArray(jackpotHits.jackpotId, jackpotIds))
    .groupBy(jackpotHits.jackpotId);
  for (const row of rows) totals.set(row.jackpotId, BigInt(row.total));
  return totals;
}

/** Marks a player's hits seen (the hit modal was shown); returns how many changed. */
export async function markJackpotHitsSeen(
  db: Database,
  playerId: number,
  ids: string[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(jackpotHits)
    .set({ seenAt: now })
    .where(
      and(
        eq(jackpotHits.playerId, playerId),
        inArray(jackpotHits.id, ids),
        isNull(jackpotHits.seenAt),
      ),
    )
    .returning({ id: jackpotHits.id });
  return rows.length;
}

export async function getJackpotHit(db: Database, id: string): Promise<JackpotHitRow | undefined> {
  const [row] = await db.select().from(jackpotHits).where(eq(jackpotHits.id, id));
  return row;
}

/**
 * Approved hits not yet paid (decision 057), oldest first: with `maxAmount`, only those at or
 * under it (the automatic payment's limit, in each hit's own currency).
 */
export async function listApprovedJackpotHits(
  db: Database,
  options: { maxAmount?: bigint; limit: number },
): Promise<JackpotHitRow[]> {
  const where = [eq(jackpotHits.status, 'approved')];
  if (options.maxAmount !== undefined) where.push(lte(jackpotHits.amount, options.maxAmount));
  return db
    .select()
    .from(jackpotHits)
    .where(and(...where))
    .orderBy(asc(jackpotHits.createdAt), asc(jackpotHits.id))
    .limit(options.limit);
}
