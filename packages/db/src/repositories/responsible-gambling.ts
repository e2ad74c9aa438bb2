import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import {
  bets,
  playerLimitCounters,
  playerLimits,
  players,
  sessions,
  sportsbookSessions,
  rgAudit,
} from '../schema';
import type { PlayerLimitRow } from '../schema';

/**
 * Responsible gambling (issue 18, decision 041): limit rows and their changes, counters read
 * for display and the activity tracker, the append-only audit (insert and list only: no
 * function here changes or deletes a record, and a trigger refuses it too), blocks ending the
 * player's sessions, and sportsbook sessions with their stakes and winnings.
 */

export type NewPlayerLimit = typeof playerLimits.$inferInsert;
export type SportsbookSessionRow = typeof sportsbookSessions.$inferSelect;

export interface RgAuditEntry {
  playerId: number;
  actor: 'player' | 'system';
  action: string;
  limitType: string;
  oldValue: unknown;
  newValue: unknown;
  createdAt: Date;
}

/**
 * Writes limit rows and status changes with their audit records in one transaction: the audit
 * holds a change exactly when the change happened.
 */
export async function applyLimitChanges(
  db: Database,
  change: {
    inserts: NewPlayerLimit[];
    statusUpdates: Array<{ id: number; status: string }>;
    audit: RgAuditEntry[];
  },
): Promise<PlayerLimitRow[]> {
  return db.transaction(async (tx) => {
    for (const update of change.statusUpdates)
      await tx
        .update(playerLimits)
        .set({ status: update.status })
        .where(eq(playerLimits.id, update.id));
    const inserted = change.inserts.length
      ? await tx.insert(playerLimits).values(change.inserts).returning()
      : [];
    if (change.audit.length)
      await tx.insert(rgAudit).values(
        change.audit.map((entry) => ({
          ...entry,
          oldValue: entry.oldValue ?? null,
          newValue: entry.newValue ?? null,
        })),
      );
    return inserted;
  });
}

export async function listRgAudit(db: Database, playerId: number) {
  return db.select().from(rgAudit).where(eq(rgAudit.playerId, playerId)).orderBy(asc(rgAudit.id));
}

/** A player's counters in the given windows, by `metric/period`. */
export async function readLimitCounters(
  db: Database,
  playerId: number,
  windows: Array<{ metric: string; period: string; periodStart: Date }>,
): Promise<Map<string, bigint>> {
  const values = new Map<string, bigint>();
  if (windows.length === 0) return values;
  const rows = await db
    .select()
    .from(playerLimitCounters)
    .where(
      and(
        eq(playerLimitCounters.playerId, playerId),
        inArray(
          playerLimitCounters.metric,
          windows.map((w) => w.metric),
        ),
      ),
    );
  for (const w of windows) {
    const row = rows.find(
      (r) =>
        r.metric === w.metric &&
        r.period === w.period &&
        r.periodStart.getTime() === w.periodStart.getTime(),
    );
    values.set(`${w.metric}/${w.period}`, row?.used ?? 0n);
  }
  return values;
}

/**
 * Adds seconds of activity to a window's counter and answers the total. Time is not money: it
 * is counted here, not by a money plan, but as one atomic upsert all the same.
 */
export async function addActivitySeconds(
  db: Database,
  key: { playerId: number; period: string; periodStart: Date },
  seconds: number,
): Promise<bigint> {
  const [row] = await db
    .insert(playerLimitCounters)
    .values({ ...key, metric: 'activity', used: BigInt(seconds) })
    .onConflictDoUpdate({
      target: [
        playerLimitCounters.playerId,
        playerLimitCounters.metric,
        playerLimitCounters.period,
        playerLimitCounters.periodStart,
      ],
      set: { used: sql`${playerLimitCounters.used} + ${seconds}` },
    })
    .returning({ used: playerLimitCounters.used });
  return row!.used;
}

/**
 * A time-out or self-exclusion: the block row and its audit, the player's sign-in sessions
 * deleted and sportsbook sessions ended, marketing off — in one transaction.
 */
export async function startBlock(
  db: Database,
  block: { row: NewPlayerLimit; audit: RgAuditEntry; now: Date },
): Promise<PlayerLimitRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(playerLimits).values(block.row).returning();
    await tx.insert(rgAudit).values({
      ...block.audit,
      oldValue: block.audit.oldValue ?? null,
      newValue: block.audit.newValue ?? null,
    });
    await tx.delete(sessions).where(eq(sessions.playerId, block.row.playerId));
    await tx
      .update(sportsbookSessions)
      .set({ endedAt: block.now, endReason: block.row.type })
      .where(
        and(
          eq(sportsbookSessions.playerId, block.row.playerId),
          isNull(sportsbookSessions.endedAt),
        ),
      );
    await tx
      .update(players)
      .set({ marketingAllowed: false })
      .where(eq(players.id, block.row.playerId));
    return inserted!;
  });
}

export async function openSportsbookSession(
  db: Database,
  playerId: number,
): Promise<SportsbookSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sportsbookSessions)
    .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)))
    .orderBy(desc(sportsbookSessions.startedAt))
    .limit(1);
  return row;
}

export async function insertSportsbookSession(
  db: Database,
  row: { id: string; playerId: number; now: Date },
): Promise<SportsbookSessionRow> {
  const [inserted] = await db
    .insert(sportsbookSessions)
    .values({
      id: row.id,
      playerId: row.playerId,
      startedAt: row.now,
      lastActiveAt: row.now,
      realityCheckFrom: row.now,
    })
    .returning();
  return inserted!;
}

export async function updateSportsbookSession(
  db: Database,
  id: string,
  set: Partial<
    Pick<SportsbookSessionRow, 'lastActiveAt' | 'realityCheckFrom' | 'endedAt' | 'endReason'>
  >,
): Promise<SportsbookSessionRow | undefined> {
  const [row] = await db
    .update(sportsbookSessions)
    .set(set)
    .where(eq(sportsbookSessions.id, id))
    .returning();
  return row;
}

/** Ends every open sportsbook session of the player (sign-out). */
export async function endSportsbookSessions(
  db: Database,
  playerId: number,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .update(sportsbookSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sportsbookSessions.playerId, playerId), isNull(sportsbookSessions.endedAt)));
}

export async function listSportsbookSessionsSince(
  db: Database,
  playerId: number,
  since: Date,
): Promise<SportsbookSessionRow[]> {
  return db
    .select()
    .from(sportsbookSessions)
    .where(and(eq(sportsbookSessions.playerId, playerId), gte(sportsbookSessions.startedAt, since)))
    .orderBy(desc(sportsbookSessions.startedAt))
    .limit(500);
}

/**
 * Stakes placed and winnings paid (settlement and cashouts) between `from` and `to`, per
 * window. A bet counts its stake when placed and what it paid when settled in the window.
 */
export async function sumPlayerBetting(
  db: Database,
  playerId: number,
  windows: Array<{ from: Date; to: Date }>,
): Promise<Array<{ stakes: bigint; wins: bigint }>> {
  if (windows.length === 0) return [];
  const earliest = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const rows = await db
    .select({
      stake: bets.stake,
      createdAt: bets.createdAt,
      paid: sql<string>`(${bets.settledPayout} + ${bets.cashoutPaid})::text`,
      settledAt: bets.settledAt,
    })
    .from(bets)
    .where(
      and(
        eq(bets.playerId, playerId),
        sql`(${bets.createdAt} >= ${earliest} or ${bets.settledAt} >= ${earliest})`,
      ),
    );
  return windows.map(({ from, to }) => {
    let stakes = 0n;
    let wins = 0n;
    for (const row of rows) {
      if (row.createdAt >= from && row.createdAt < to) stakes += row.stake;
      const paidAt = row.settledAt ?? null;
      if (paidAt && paidAt >= from && paidAt < to) wins += BigInt(row.paid);
    }
    return { stakes, wins };
  });
}
