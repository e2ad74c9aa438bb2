import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { betCashouts, betSelections, bets } from '../schema';
import type { BetCashoutRow } from '../schema';
import type { LineKey } from './bets';

/**
 * Cashouts (POST /bets/cashout): the bet's state machine is waiting_results →
 * cashout_in_progress → cashed_out (whole) or back to waiting_results (part, or refused). Every
 * step is a conditional update on the status, so two cashouts of one bet can never both start,
 * and settlement (which skips cashout_in_progress) never pays a bet while it is being cashed out.
 */

/**
 * Moves an open bet to cashout_in_progress and records the cashout; undefined when the bet is
 * not open (another cashout holds it, or it is settled).
 */
export async function startCashout(
  db: Database,
  row: { id: string; betId: string; playerId: number; stake: bigint; amount: bigint; now: Date },
): Promise<BetCashoutRow | undefined> {
  return db.transaction(async (tx) => {
    const [bet] = await tx
      .update(bets)
      .set({ status: 'cashout_in_progress' })
      .where(
        and(
          eq(bets.id, row.betId),
          eq(bets.playerId, row.playerId),
          eq(bets.status, 'waiting_results'),
        ),
      )
      .returning({ id: bets.id });
    if (!bet) return undefined;
    const [cashout] = await tx
      .insert(betCashouts)
      .values({
        id: row.id,
        betId: row.betId,
        stake: row.stake,
        amount: row.amount,
        status: 'in_progress',
        createdAt: row.now,
      })
      .returning();
    return cashout!;
  });
}

/** Gives up a cashout that was started: the bet is open again and nothing was paid. */
export async function releaseCashout(db: Database, cashoutId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cashout] = await tx
      .update(betCashouts)
      .set({ status: 'rejected' })
      .where(and(eq(betCashouts.id, cashoutId), eq(betCashouts.status, 'in_progress')))
      .returning({ betId: betCashouts.betId });
    if (!cashout) return false;
    await tx
      .update(bets)
      .set({ status: 'waiting_results' })
      .where(and(eq(bets.id, cashout.betId), eq(bets.status, 'cashout_in_progress')));
    return true;
  });
}

/**
 * Cashouts a crashed process left in progress (started before `before`): released, so the bet
 * can be cashed out or settled again. A cashout in progress lasts the in-play delay plus one
 * transaction; anything much older is an orphan.
 */
export async function releaseStaleCashouts(db: Database, before: Date): Promise<number> {
  const stale = await db
    .select({ id: betCashouts.id })
    .from(betCashouts)
    .where(and(eq(betCashouts.status, 'in_progress'), lt(betCashouts.createdAt, before)))
    .limit(100);
  let released = 0;
  for (const { id } of stale) if (await releaseCashout(db, id)) released += 1;
  return released;
}

export interface OpenBetRef {
  betId: string;
  playerId: number;
}

/** Which of these events have an open bet on them: most feed batches touch none. */
export async function eventsWithOpenBets(db: Database, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ eventId: betSelections.eventId })
    .from(betSelections)
    .innerJoin(bets, eq(bets.id, betSelections.betId))
    .where(and(inArray(betSelections.eventId, eventIds), eq(bets.status, 'waiting_results')));
  return new Set(rows.map((row) => row.eventId));
}

/**
 * Open bets (waiting_results) with a selection on one of these lines, at most `limit` of them.
 * The row-value IN list is served by bet_selections_event_idx; lines go 2,000 at a time, well
 * under PostgreSQL's bind-parameter limit.
 */
export async function findOpenBetsOnLines(
  db: Database,
  keys: LineKey[],
  limit: number,
): Promise<OpenBetRef[]> {
  const found = new Map<string, OpenBetRef>();
  for (let i = 0; i < keys.length && found.size < limit; i += 2000) {
    const chunk = keys.slice(i, i + 2000);
    const lines = sql.join(
      chunk.map(
        (key) => sql`(${key.eventId}::integer, ${key.marketId}::integer, ${key.specifier}::text)`,
      ),
      sql`, `,
    );
    const rows = await db
      .selectDistinct({ betId: betSelections.betId, playerId: bets.playerId })
      .from(betSelections)
      .innerJoin(bets, eq(bets.id, betSelections.betId))
      .where(
        and(
          sql`(${betSelections.eventId}, ${betSelections.marketId}, ${betSelections.specifier}) in (${lines})`,
          eq(bets.status, 'waiting_results'),
        ),
      )
      .limit(limit - found.size);
    for (const row of rows) found.set(row.betId, row);
  }
  return [...found.values()];
}

/** Open bets with a selection on one of these events (their status changed), at most `limit`. */
export async function findOpenBetsOnEvents(
  db: Database,
  eventIds: number[],
  limit: number,
): Promise<OpenBetRef[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectDistinct({ betId: betSelections.betId, playerId: bets.playerId })
    .from(betSelections)
    .innerJoin(bets, eq(bets.id, betSelections.betId))
    .where(and(inArray(betSelections.eventId, eventIds), eq(bets.status, 'waiting_results')))
    .limit(limit);
}

/** Open bets with a selection of this provider, at most `limit` (its status changed). */
export async function findOpenBetsOfProvider(
  db: Database,
  provider: string,
  limit: number,
): Promise<OpenBetRef[]> {
  return db
    .selectDistinct({ betId: betSelections.betId, playerId: bets.playerId })
    .from(betSelections)
    .innerJoin(bets, eq(bets.id, betSelections.betId))
    .where(and(eq(betSelections.provider, provider), eq(bets.status, 'waiting_results')))
    .limit(limit);
}
