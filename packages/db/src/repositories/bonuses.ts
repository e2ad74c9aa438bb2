import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  gt,
  sql,
} from 'drizzle-orm';
import type { Database } from '../create-db';
import {
  betBonuses,
  bets,
  bonusCampaigns,
  bonusPromoCodes,
  bonusPromoRedemptions,
  events,
  playerBonuses,
  sports,
} from '../schema';
import type { BetBonusRow, BonusCampaignRow, PlayerBonusRow } from '../schema';

/**
 * Bonuses (issue 19, decision 044). Campaigns and promo codes are the operator's; a player's
 * bonus is issued here (a freebet is a promise, not money) and used or paid only by money plans.
 */

export type NewBonusCampaign = typeof bonusCampaigns.$inferInsert;

export async function createBonusCampaign(
  db: Database,
  row: NewBonusCampaign,
): Promise<BonusCampaignRow> {
  const [created] = await db.insert(bonusCampaigns).values(row).returning();
  return created!;
}

export async function getBonusCampaign(
  db: Database,
  id: number,
): Promise<BonusCampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row;
}

export async function listBonusCampaigns(db: Database): Promise<BonusCampaignRow[]> {
  return db.select().from(bonusCampaigns).orderBy(asc(bonusCampaigns.id));
}

/**
 * The campaigns listed on /sport/promotions (decision 067): marked "show in promotion", active,
 * started and not past their end. Newest first (the operator's latest offer leads the page).
 */
export async function listPromotedCampaigns(db: Database, now: Date): Promise<BonusCampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.showInPromotion, true),
        eq(bonusCampaigns.status, 'active'),
        lte(bonusCampaigns.validFrom, now),
        or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
      ),
    )
    .orderBy(desc(bonusCampaigns.id));
}

/** Sets a campaign's promotion fields (decision 067); undefined when there is no such campaign. */
export async function updateBonusCampaignPromotion(
  db: Database,
  id: number,
  change: Pick<Partial<BonusCampaignRow>, 'showInPromotion' | 'promotion'>,
): Promise<BonusCampaignRow | undefined> {
  const [row] = await db
    .update(bonusCampaigns)
    .set(change)
    .where(eq(bonusCampaigns.id, id))
    .returning();
  return row;
}

/** Pauses, resumes or ends a campaign; ending deactivates every unused bonus issued from it. */
export async function setBonusCampaignStatus(
  db: Database,
  id: number,
  status: BonusCampaignRow['status'],
): Promise<BonusCampaignRow | undefined> {
  const [row] = await db
    .update(bonusCampaigns)
    .set({ status })
    .where(and(eq(bonusCampaigns.id, id), sql`${bonusCampaigns.status} <> 'ended'`))
    .returning();
  if (row && status === 'ended')
    await db
      .update(playerBonuses)
      .set({ status: 'deactivated' })
      .where(
        and(
          eq(playerBonuses.campaignId, id),
          // The freebets a hunting or a tournament paid out stay theirs (decision 055).
          eq(playerBonuses.type, row.type),
          inArray(playerBonuses.status, ['available', 'active', 'not_available']),
        ),
      );
  return row;
}

/** A bonus of `campaign` for the player, as it is written (not yet inserted). */
export function newPlayerBonus(
  campaign: BonusCampaignRow,
  playerId: number,
  source: string,
  now: Date,
  over: Partial<typeof playerBonuses.$inferInsert> = {},
): typeof playerBonuses.$inferInsert {
  const expiresAt = new Date(now.getTime() + campaign.validDays * 86_400_000);
  return {
    id: randomUUID(),
    playerId,
    campaignId: campaign.id,
    type: campaign.type,
    variant: campaign.variant,
    status: 'available',
    currency: campaign.currency,
    amount: campaign.amount,
    usesCount: campaign.usesCount,
    source,
    createdAt: now,
    expiresAt:
      campaign.validTo && campaign.validTo.getTime() < expiresAt.getTime()
        ? campaign.validTo
        : expiresAt,
    // A lootbox commits to its draw when issued: a secret seed and its SHA-256 (decision 056).
    ...(campaign.type === 'lootbox' ? lootboxSeedPair() : {}),
    ...over,
  };
}

function lootboxSeedPair() {
  const lootboxSeed = randomBytes(32).toString('hex');
  return {
    lootboxSeed,
    lootboxSeedHash: createHash('sha256').update(lootboxSeed, 'utf8').digest('hex'),
  };
}

export async function insertPlayerBonus(
  db: Database,
  row: typeof playerBonuses.$inferInsert,
): Promise<PlayerBonusRow> {
  const [created] = await db.insert(playerBonuses).values(row).returning();
  return created!;
}

/**
 * Gives the player a bonus row of every live open-to-all campaign (a comboboost on the site) they
 * do not have yet: once per player and campaign (a partial unique index).
 */
export async function ensureOpenBonuses(db: Database, playerId: number, now: Date) {
  const open = await db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.openToAll, true),
        eq(bonusCampaigns.status, 'active'),
        lte(bonusCampaigns.validFrom, now),
        or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
      ),
    );
  if (open.length === 0) return;
  await db
    .insert(playerBonuses)
    .values(open.map((c) => newPlayerBonus(c, playerId, 'open', now)))
    .onConflictDoNothing();
}

export interface PlayerBonusWithCampaign {
  bonus: PlayerBonusRow;
  campaign: BonusCampaignRow;
}

/** The player's bonuses with their campaigns, newest first; `ids` narrows to those. */
export async function listPlayerBonuses(
  db: Database,
  playerId: number,
  ids?: string[],
): Promise<PlayerBonusWithCampaign[]> {
  const rows = await db
    .select({ bonus: playerBonuses, campaign: bonusCampaigns })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        ids ? inArray(playerBonuses.id, ids.length ? ids : ['']) : undefined,
      ),
    )
    .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id));
  return rows;
}

/** Marks bonuses expired whose time has passed (the player's, before they are listed or used). */
export async function expirePlayerBonuses(db: Database, playerId: number, now: Date) {
  await db
    .update(playerBonuses)
    .set({ status: 'expired' })
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        inArray(playerBonuses.status, ['available', 'active', 'not_available']),
        lte(playerBonuses.expiresAt, now),
      ),
    );
}

/** BON-001 activate: available → active, the player's own only. */
export async function activatePlayerBonus(
  db: Database,
  playerId: number,
  id: string,
  now: Date,
): Promise<PlayerBonusRow | undefined> {
  const [row] = await db
    .update(playerBonuses)
    .set({ status: 'active', activatedAt: now })
    .where(
      and(
        eq(playerBonuses.id, id),
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.status, 'available'),
      ),
    )
    .returning();
  return row;
}

/** Marks the player's unseen bonuses among `ids` as seen; answers how many changed. */
export async function markPlayerBonusesSeen(
  db: Database,
  playerId: number,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(playerBonuses)
    .set({ seen: true })
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        inArray(playerBonuses.id, ids),
        eq(playerBonuses.seen, false),
      ),
    )
    .returning({ id: playerBonuses.id });
  return rows.length;
}

export async function createPromoCode(
  db: Database,
  row: typeof bonusPromoCodes.$inferInsert,
): Promise<typeof bonusPromoCodes.$inferSelect | undefined> {
  const [created] = await db.insert(bonusPromoCodes).values(row).onConflictDoNothing().returning();
  return created;
}

export async function getPromoCode(db: Database, code: string) {
  const [row] = await db
    .select({ promo: bonusPromoCodes, campaign: bonusCampaigns })
    .from(bonusPromoCodes)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusPromoCodes.campaignId))
    .where(eq(bonusPromoCodes.code, code));
  return row;
}

/**
 * Redeems a promo code for the player in one transaction: the redemption row (code, player) is
 * the "once per player" guard; the bonus is inserted only when it was new. Undefined: used.
 */
export async function redeemPromoCode(
  db: Database,
  input: { code: string; playerId: number; bonus: typeof playerBonuses.$inferInsert },
): Promise<PlayerBonusRow | undefined> {
  return db.transaction(async (tx) => {
    const [redeemed] = await tx
      .insert(bonusPromoRedemptions)
      .values({ code: input.code, playerId: input.playerId, playerBonusId: input.bonus.id! })
      .onConflictDoNothing()
      .returning();
    if (!redeemed) return undefined;
    const [bonus] = await tx.insert(playerBonuses).values(input.bonus).returning();
    return bonus;
  });
}

/** The bonuses of bets, by bet id (settlement, history). */
export async function betBonusesOf(
  db: Database,
  betIds: string[],
): Promise<Map<string, BetBonusRow & { campaign: BonusCampaignRow }>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select({ bet: betBonuses, campaign: bonusCampaigns })
    .from(betBonuses)
    .innerJoin(playerBonuses, eq(playerBonuses.id, betBonuses.playerBonusId))
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(inArray(betBonuses.id, betIds));
  return new Map(rows.map((r) => [r.bet.id, { ...r.bet, campaign: r.campaign }]));
}

/** What bonus conditions see of events: sport type, sport, category and tournament. */
export async function bonusEventInfo(
  db: Database,
  eventIds: number[],
): Promise<
  Map<number, { sportType: string; sportId: number; categoryId: number; tournamentId: number }>
> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      sportType: sports.type,
      sportId: events.sportId,
      categoryId: events.categoryId,
      tournamentId: events.tournamentId,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(inArray(events.id, [...new Set(eventIds)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        sportType: r.sportType,
        sportId: r.sportId,
        categoryId: r.categoryId ?? 0,
        tournamentId: r.tournamentId ?? 0,
      },
    ]),
  );
}

/**
 * Average-bets freebets (decision 058): the stakes of the player's cash bets in `currency`
 * placed in [from, to), oldest first. A bet staked by a freebet from the bonus budget is not
 * the player's money and does not count; a cancelled or rejected bet neither.
 */
export async function averageBetsStakes(
  db: Database,
  input: { playerId: number; currency: string; from: Date; to: Date | null },
): Promise<bigint[]> {
  const rows = await db
    .select({ stake: bets.stake })
    .from(bets)
    .leftJoin(betBonuses, eq(betBonuses.id, bets.id))
    .where(
      and(
        eq(bets.playerId, input.playerId),
        eq(bets.currency, input.currency),
        gte(bets.createdAt, input.from),
        input.to ? lt(bets.createdAt, input.to) : undefined,
        notInArray(bets.status, ['cancelled', 'rejected']),
        or(isNull(betBonuses.id), eq(betBonuses.fromBudget, false)),
      ),
    )
    .orderBy(asc(bets.createdAt), asc(bets.id));
  return rows.map((r) => r.stake);
}
