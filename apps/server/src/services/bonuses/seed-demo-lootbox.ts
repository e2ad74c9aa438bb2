import { createBonusCampaign, createPromoCode, getPromoCode, type Database } from '@sportsbook/db';
import { lootboxPrizesOf } from './lootbox-wire';

/** The demo's lootbox code: a box of freebets (decision 056). */
export const DEMO_LOOTBOX_CODE = 'LOOTBOX';

/**
 * A demo lootbox so `npm start` shows one: the promo code LOOTBOX gives a box whose table is
 * 2.00 EUR (weight 6), 5.00 EUR (3) and 10.00 EUR (1) freebets (only-win), valid 30 days.
 * Written once: the promo code marks it done.
 */
export async function seedDemoLootbox(db: Database): Promise<void> {
  if (await getPromoCode(db, DEMO_LOOTBOX_CODE)) return;
  const freebet = (amount: bigint, name: string) =>
    createBonusCampaign(db, {
      type: 'freebet',
      name,
      variant: 'freebet_only_win',
      amount,
      currency: 'EUR',
      minOddsThousandths: 1500,
      selectionCountFrom: 1,
      selectionCountTo: 10,
      matchStatus: 'any',
      validDays: 30,
    });
  const small = await freebet(200n, 'Lootbox freebet 2.00');
  const medium = await freebet(500n, 'Lootbox freebet 5.00');
  const large = await freebet(1000n, 'Lootbox freebet 10.00');
  const box = await createBonusCampaign(db, {
    type: 'lootbox',
    name: 'Welcome lootbox',
    prizes: await lootboxPrizesOf(db, [
      { campaign_id: small.id, weight: 6 },
      { campaign_id: medium.id, weight: 3 },
      { campaign_id: large.id, weight: 1 },
    ]),
    validDays: 30,
  });
  await createPromoCode(db, { code: DEMO_LOOTBOX_CODE, campaignId: box.id });
}
