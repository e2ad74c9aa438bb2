import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../create-db';
import { bonusCampaigns, lootboxOpenings, playerBonuses } from '../schema';
import type {
  BonusCampaignRow,
  LootboxOpeningRow,
  LootboxPrizeRow,
  PlayerBonusRow,
} from '../schema';
import { newPlayerBonus } from './bonuses';

/**
 * Lootboxes (issue 19, decision 056): opening a box is one transaction that spends the box
 * (available/active → bonus_over, a row lock), records the opening (its primary key is the box)
 * and issues the prize's bonus. A second or concurrent open finds the box spent and answers the
 * recorded opening: the prize is issued exactly once.
 */

export type LootboxOpenResult =
  | {
      outcome: 'opened';
      box: PlayerBonusRow;
      campaign: BonusCampaignRow;
      opening: LootboxOpeningRow;
      prize?: { bonus: PlayerBonusRow; campaign: BonusCampaignRow };
    }
  | { outcome: 'already_opened'; opening: LootboxOpeningRow }
  | { outcome: 'not_openable' };

export async function openPlayerLootbox(
  db: Database,
  input: {
    playerId: number;
    boxId: string;
    now: Date;
    /** The draw (LBX-005) from the box's seed and id and its campaign's table. */
    draw: (
      seed: string,
      boxId: string,
      prizes: LootboxPrizeRow[],
    ) => {
      prizeIndex: number;
      roll: number;
    };
  },
): Promise<LootboxOpenResult> {
  return db.transaction(async (tx) => {
    const [box] = await tx
      .update(playerBonuses)
      .set({ status: 'bonus_over', timesUsed: 1, activatedAt: input.now })
      .where(
        and(
          eq(playerBonuses.id, input.boxId),
          eq(playerBonuses.playerId, input.playerId),
          eq(playerBonuses.type, 'lootbox'),
          inArray(playerBonuses.status, ['available', 'active']),
        ),
      )
      .returning();
    if (!box) {
      const [opening] = await tx
        .select()
        .from(lootboxOpenings)
        .where(
          and(
            eq(lootboxOpenings.playerBonusId, input.boxId),
            eq(lootboxOpenings.playerId, input.playerId),
          ),
        );
      return opening ? { outcome: 'already_opened', opening } : { outcome: 'not_openable' };
    }
    const [campaign] = await tx
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, box.campaignId));
    if (!box.lootboxSeed || !campaign) throw new Error('a lootbox without its seed or campaign');
    const { prizeIndex, roll } = input.draw(box.lootboxSeed, box.id, campaign.prizes);
    const prizeRow = campaign.prizes[prizeIndex]!;
    let prize: { bonus: PlayerBonusRow; campaign: BonusCampaignRow } | undefined;
    if (prizeRow.kind !== 'nothing' && prizeRow.campaignId !== undefined) {
      const [prizeCampaign] = await tx
        .select()
        .from(bonusCampaigns)
        .where(eq(bonusCampaigns.id, prizeRow.campaignId));
      if (!prizeCampaign) throw new Error('a lootbox prize without its campaign');
      const [bonus] = await tx
        .insert(playerBonuses)
        .values(newPlayerBonus(prizeCampaign, input.playerId, `lootbox:${box.id}`, input.now))
        .returning();
      prize = { bonus: bonus!, campaign: prizeCampaign };
    }
    const [opening] = await tx
      .insert(lootboxOpenings)
      .values({
        playerBonusId: box.id,
        playerId: input.playerId,
        prizeIndex,
        roll,
        prizeBonusId: prize?.bonus.id ?? null,
        openedAt: input.now,
      })
      .returning();
    return { outcome: 'opened', box, campaign, opening: opening!, ...(prize ? { prize } : {}) };
  });
}

/** The openings of the player's boxes among `ids`, by box id (for the lists). */
export async function lootboxOpeningsOf(
  db: Database,
  playerId: number,
  ids: string[],
): Promise<Map<string, LootboxOpeningRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lootboxOpenings)
    .where(
      and(eq(lootboxOpenings.playerId, playerId), inArray(lootboxOpenings.playerBonusId, ids)),
    );
  return new Map(rows.map((r) => [r.playerBonusId, r]));
}
