import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { betBonuses, betSelections, bets, bonusCampaigns, playerBonuses, players } from '../schema';
import type { BonusCampaignRow, PlayerBonusRow } from '../schema';

/**
 * Hunting and tournaments (decision 055). Points are never stored: they are the stakes of the
 * bets that carry the bonus (`bet_bonuses`, written by the placement's plan), counted by the
 * bets' own state (settlement's plan). Freebets a hunting or a tournament owes are player
 * bonuses whose ids name what they are for, so each is issued once whatever runs twice.
 */

export interface FarmingBetRow {
  playerBonusId: string;
  betId: string;
  stake: bigint;
  status: string;
  result: string;
  settledAt: Date | null;
}

/** The bets that carry any of these bonuses. */
export async function farmingBetsOf(
  db: Database,
  playerBonusIds: string[],
): Promise<FarmingBetRow[]> {
  if (playerBonusIds.length === 0) return [];
  return db
    .select({
      playerBonusId: betBonuses.playerBonusId,
      betId: bets.id,
      stake: bets.stake,
      status: bets.status,
      result: bets.result,
      settledAt: bets.settledAt,
    })
    .from(betBonuses)
    .innerJoin(bets, eq(bets.id, betBonuses.id))
    .where(inArray(betBonuses.playerBonusId, playerBonusIds));
}

/** The events a bonus has farmed (bets not voided), for "farm once per event". */
export async function farmedEventIdsOf(db: Database, playerBonusId: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ eventId: betSelections.eventId })
    .from(betBonuses)
    .innerJoin(bets, eq(bets.id, betBonuses.id))
    .innerJoin(betSelections, eq(betSelections.betId, bets.id))
    .where(
      and(
        eq(betBonuses.playerBonusId, playerBonusId),
        sql`${bets.status} not in ('cancelled', 'rejected', 'cashed_out')`,
        sql`${bets.result} not in ('canceled', 'refund_entire', 'cashed_out')`,
      ),
    );
  return new Set(rows.map((r) => r.eventId));
}

export interface TournamentScoreRow {
  playerId: number;
  email: string;
  points: bigint;
  reachedAt: Date;
}

/**
 * Every player's counted points in a tournament campaign (HUN-002: settled, not void) and when
 * the last counted bet settled. Players with only open or void bets have no score.
 */
export async function tournamentScores(
  db: Database,
  campaignId: number,
): Promise<TournamentScoreRow[]> {
  const rows = await db
    .select({
      playerId: betBonuses.playerId,
      email: players.email,
      points: sql<string>`sum(${bets.stake})`,
      reachedAt: sql<string>`max(coalesce(${bets.settledAt}, ${bets.createdAt}))`,
    })
    .from(betBonuses)
    .innerJoin(playerBonuses, eq(playerBonuses.id, betBonuses.playerBonusId))
    .innerJoin(bets, eq(bets.id, betBonuses.id))
    .innerJoin(players, eq(players.id, betBonuses.playerId))
    .where(
      and(
        eq(playerBonuses.campaignId, campaignId),
        eq(bets.status, 'done'),
        sql`${bets.result} not in ('canceled', 'refund_entire', 'cashed_out')`,
      ),
    )
    .groupBy(betBonuses.playerId, players.email);
  return rows.map((r) => ({
    playerId: r.playerId,
    email: r.email,
    points: BigInt(r.points),
    reachedAt: new Date(r.reachedAt),
  }));
}

/** Writes bonuses whose ids are deterministic; answers the ones written now (not before). */
export async function insertBonusesOnce(
  db: Database,
  rows: Array<typeof playerBonuses.$inferInsert>,
): Promise<PlayerBonusRow[]> {
  if (rows.length === 0) return [];
  return db.insert(playerBonuses).values(rows).onConflictDoNothing().returning();
}

/** Ids among these that exist already. */
export async function existingBonusIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(inArray(playerBonuses.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Tournaments that ended (valid_to passed) and are not marked ended yet. */
export async function tournamentsDue(db: Database, now: Date): Promise<BonusCampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.type, 'tournament'),
        inArray(bonusCampaigns.status, ['active', 'paused']),
        lte(bonusCampaigns.validTo, now),
      ),
    );
}

/** The hunting bonuses some bets carry (after a settlement pass; one row per bet). */
export async function huntingBonusesOfBets(
  db: Database,
  betIds: string[],
): Promise<Array<{ bonus: PlayerBonusRow; campaign: BonusCampaignRow }>> {
  if (betIds.length === 0) return [];
  return db
    .select({ bonus: playerBonuses, campaign: bonusCampaigns })
    .from(betBonuses)
    .innerJoin(playerBonuses, eq(playerBonuses.id, betBonuses.playerBonusId))
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(inArray(betBonuses.id, betIds), eq(betBonuses.type, 'hunting')));
}
