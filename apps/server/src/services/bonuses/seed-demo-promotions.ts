import {
  getPromoCode,
  listBonusCampaigns,
  updateBonusCampaignPromotion,
  type BonusCampaignRow,
  type Database,
  type PromotionRow,
} from '@sportsbook/db';

interface DemoPromotion {
  type: BonusCampaignRow['type'];
  name: string;
  promotion: PromotionRow;
}

/** The weekly tournament's card: every new week is created with it (seedDemoTournament). */
export const DEMO_TOURNAMENT_PROMOTION: PromotionRow = {
  description:
    'Climb the weekly leaderboard by staking on odds of 1.50 or more: the top three share a 100 EUR free-bet pool.',
  bannerDesktop: 'builtin:trophy',
  bannerMobile: null,
  promoCode: null,
};

/** The demo campaigns' cards on /sport/promotions (decision 067), in the operator's words. */
const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    type: 'comboboost',
    name: 'Combo boost',
    promotion: {
      description:
        'Put 4 or 5 selections in one combo and your winnings grow by 5 %; 6 or more, by 10 %. Every leg at odds of 1.20 or more.',
      bannerDesktop: 'builtin:combo',
      bannerMobile: null,
      promoCode: null,
    },
  },
  {
    type: 'freebet',
    name: 'Welcome freebet',
    promotion: {
      description:
        'New here? Redeem the code for a 5.00 EUR free bet on odds of 1.50 or more: a win pays you the winnings.',
      bannerDesktop: 'builtin:freebet',
      bannerMobile: null,
      promoCode: 'WELCOME5',
    },
  },
  {
    type: 'hunting',
    name: 'Freebet hunt',
    promotion: {
      description:
        'Every euro you stake on odds of 1.50 or more counts: reach 20, 50 and 100 EUR for free bets of 2, 5 and 10 EUR.',
      bannerDesktop: 'builtin:hunt',
      bannerMobile: null,
      promoCode: null,
    },
  },
  { type: 'tournament', name: 'Weekly hunting tournament', promotion: DEMO_TOURNAMENT_PROMOTION },
  {
    type: 'lootbox',
    name: 'Welcome lootbox',
    promotion: {
      description:
        'A box with a free bet of 2, 5 or 10 EUR inside. The prize table and the fairness proof are public.',
      bannerDesktop: 'builtin:gift',
      bannerMobile: null,
      promoCode: 'LOOTBOX',
    },
  },
  {
    type: 'freebet',
    name: 'Boostable freebet',
    promotion: {
      description: 'A 5.00 EUR free bet you can boost once to 10.00 EUR before you bet it.',
      bannerDesktop: 'builtin:stars',
      bannerMobile: null,
      promoCode: 'BOOST5',
    },
  },
  {
    type: 'amb',
    name: 'Average-bets freebet',
    promotion: {
      description:
        'Place 5 bets of 1.00 EUR or more: your average stake earns a free bet of up to 10 EUR.',
      bannerDesktop: 'builtin:stars',
      bannerMobile: null,
      promoCode: null,
    },
  },
];

/**
 * Shows the demo campaigns on /sport/promotions (decision 067). Only a campaign the operator never
 * configured (no promotion stored, not shown) is touched, so an operator's choice is kept, and a
 * demo database from before the promotions gets its cards at the next start. A code is advertised
 * only if it exists and issues that campaign.
 */
export async function seedDemoPromotions(db: Database): Promise<void> {
  for (const campaign of await listBonusCampaigns(db)) {
    if (campaign.showInPromotion || campaign.promotion !== null) continue;
    const demo = DEMO_PROMOTIONS.find((d) => d.type === campaign.type && d.name === campaign.name);
    if (!demo) continue;
    const code = demo.promotion.promoCode;
    const codeHolds =
      code !== null && (await getPromoCode(db, code))?.promo.campaignId === campaign.id;
    // Two demo campaigns may share a name over time (a paused one): only the code's shows it.
    if (code !== null && !codeHolds) continue;
    await updateBonusCampaignPromotion(db, campaign.id, {
      showInPromotion: campaign.status === 'active',
      promotion: demo.promotion,
    });
  }
}
