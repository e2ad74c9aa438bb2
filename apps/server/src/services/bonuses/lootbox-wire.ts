import type { LootboxWire } from '@sportsbook/contract';
import { getBonusCampaign } from '@sportsbook/db';
import type {
  BonusCampaignRow,
  Database,
  LootboxOpeningRow,
  LootboxPrizeRow,
  PlayerBonusRow,
} from '@sportsbook/db';
import { HttpError } from '../../errors';

/**
 * A lootbox as the player sees it (decision 056): the published prize table and the proof, the
 * seed only once the box is opened (before that, only its hash).
 */
export function lootboxToWire(
  bonus: PlayerBonusRow,
  campaign: BonusCampaignRow,
  opening: LootboxOpeningRow | undefined,
): LootboxWire {
  return {
    prizes: campaign.prizes.map((p) => ({
      kind: p.kind,
      weight: p.weight,
      name: p.name,
      amount: p.amount ?? null,
      currency: p.currency ?? null,
      variant: p.variant ?? null,
    })),
    seed_hash: bonus.lootboxSeedHash ?? '',
    seed: opening ? (bonus.lootboxSeed ?? null) : null,
    opened: opening !== undefined,
    prize_index: opening?.prizeIndex ?? null,
    prize_bonus_id: opening?.prizeBonusId ?? null,
    opened_at: opening?.openedAt.toISOString() ?? null,
  };
}

/** The terms of a lootbox: its table with the chances, and how to check the draw. */
export function lootboxTerms(campaign: BonusCampaignRow): string[] {
  const total = campaign.prizes.reduce((s, p) => s + p.weight, 0);
  return [
    'Open the box for one prize of this table:',
    ...campaign.prizes.map(
      (p) => `${p.name}: ${p.weight} in ${total} (${((100 * p.weight) / total).toFixed(2)} %).`,
    ),
    'The draw is fixed when the box is issued: its seed hash (SHA-256) is shown before you open it, the seed after. The prize is HMAC-SHA256(seed, "<box id>:<k>") taken modulo the total weight (values above the last whole multiple are skipped), mapped onto the table in order.',
  ];
}

/**
 * The prize table of a new lootbox campaign (operator API, demo seed): each prize names an
 * existing freebet or comboboost campaign (its name, amount, currency and variant are copied, so
 * the published table does not change) or nothing. Refuses an unknown or unfit campaign.
 */
export async function lootboxPrizesOf(
  db: Database,
  prizes: ReadonlyArray<{ campaign_id?: number | undefined; weight: number }>,
): Promise<LootboxPrizeRow[]> {
  const rows: LootboxPrizeRow[] = [];
  for (const p of prizes) {
    if (p.campaign_id === undefined) {
      rows.push({ kind: 'nothing', weight: p.weight, name: 'Nothing this time' });
      continue;
    }
    const c = await getBonusCampaign(db, p.campaign_id);
    if (!c) throw new HttpError(404, 'campaign_not_found', `No campaign ${p.campaign_id}`);
    // A prize is a bonus a player is given whole: a freebet or a comboboost. Not a lootbox, nor
    // a hunting or tournament (campaigns a player joins by betting, decision 055).
    if (c.type !== 'freebet' && c.type !== 'comboboost')
      throw new HttpError(
        422,
        'invalid_prize_table',
        `A lootbox prize is a freebet or a comboboost campaign, not a ${c.type}`,
      );
    rows.push({
      kind: c.type,
      weight: p.weight,
      campaignId: c.id,
      name: c.name,
      ...(c.amount !== null ? { amount: c.amount.toString() } : {}),
      ...(c.currency ? { currency: c.currency } : {}),
      ...(c.variant ? { variant: c.variant } : {}),
    });
  }
  return rows;
}
