import { sql } from 'drizzle-orm';
import {
  createBonusCampaign,
  createPromoCode,
  getPromoCode,
  listBonusCampaigns,
  type Database,
} from '@sportsbook/db';
import { FARMING_USES } from './hunting';
import { DEMO_TOURNAMENT_PROMOTION } from './seed-demo-promotions';

/** The demo's promo code: a 5.00 EUR freebet (freebet_only_win). */
export const DEMO_PROMO_CODE = 'WELCOME5';
/** The demo's boostable freebet (decision 058): 5.00 EUR, boosted once to 10.00. */
export const DEMO_BOOST_PROMO_CODE = 'BOOST5';

/**
 * Demo campaigns so `npm start` shows every bonus type (issue 19): a comboboost open to every
 * player (4–5 selections +5 %, 6 or more +10 %, legs of at least 1.20) and a 5.00 EUR
 * freebet behind the promo code WELCOME5. Written once: the promo code marks it done.
 */
export async function seedDemoBonuses(db: Database): Promise<void> {
  await seedDemoFarming(db);
  await seedDemoBoostAndAverageBets(db);
  if (await getPromoCode(db, DEMO_PROMO_CODE)) return;
  await createBonusCampaign(db, {
    type: 'comboboost',
    name: 'Combo boost',
    minOddsThousandths: 1200,
    ranges: [
      { minCount: 4, maxCount: 5, multiplierThousandths: 1050 },
      { minCount: 6, maxCount: 20, multiplierThousandths: 1100 },
    ],
    usesCount: 1000,
    openToAll: true,
    validDays: 365,
  });
  const freebet = await createBonusCampaign(db, {
    type: 'freebet',
    name: 'Welcome freebet',
    variant: 'freebet_only_win',
    amount: 500n,
    currency: 'EUR',
    minOddsThousandths: 1500,
    selectionCountFrom: 1,
    selectionCountTo: 10,
    matchStatus: 'any',
    validDays: 30,
  });
  await createPromoCode(db, { code: DEMO_PROMO_CODE, campaignId: freebet.id });
}

/** Open to every player, in EUR, at odds of at least 1.50. */
const DEMO_FARMING_COMMON = {
  currency: 'EUR',
  minOddsThousandths: 1500,
  usesCount: FARMING_USES,
  openToAll: true,
} as const;

/** What the demo's hunting and tournament farm: EUR bets of 1.00 or more, once per event. */
const DEMO_FARMING = {
  minStake: '100',
  farmOncePerEvent: true,
  freebetVariant: 'freebet_only_win',
  initialPool: '0',
  prizeShares: [] as number[],
  thresholds: [] as Array<{ points: string; amount: string }>,
} as const;

/**
 * Decision 055: a hunting open to every player (EUR bets of at least 1.00 at odds of at least
 * 1.50 farm; 20.00 staked gives a 2.00 freebet, 50.00 a 5.00 one, 100.00 a 10.00 one) and a
 * weekly hunting tournament with a 100.00 EUR pool (50/30/20 %). Each once: a campaign of that
 * type marks it done; a tournament that ended is followed by a new week.
 */
async function seedDemoFarming(db: Database): Promise<void> {
  const campaigns = await listBonusCampaigns(db);
  if (!campaigns.some((c) => c.type === 'hunting'))
    await createBonusCampaign(db, {
      ...DEMO_FARMING_COMMON,
      type: 'hunting',
      name: 'Freebet hunt',
      validDays: 365,
      farming: {
        ...DEMO_FARMING,
        thresholds: [
          { points: '2000', amount: '200' },
          { points: '5000', amount: '500' },
          { points: '10000', amount: '1000' },
        ],
      },
    });
  await seedDemoTournament(db, new Date());
}

/** Any constant: it only keeps two processes from seeding the same week together. */
const DEMO_TOURNAMENT_LOCK_ID = 551_055;

/**
 * A new week of the demo's hunting tournament when none is active (decision 055): at start, and
 * by the payout job right after a week ended and paid, so a server running for weeks always
 * shows one. Under a transaction-scoped advisory lock, so two workers never open two weeks.
 * Answers whether it opened one.
 */
export async function seedDemoTournament(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_TOURNAMENT_LOCK_ID})`);
    const campaigns = await listBonusCampaigns(tx);
    if (campaigns.some((c) => c.type === 'tournament' && c.status === 'active')) return false;
    await createBonusCampaign(tx, {
      ...DEMO_FARMING_COMMON,
      type: 'tournament',
      name: 'Weekly hunting tournament',
      validDays: 7,
      validTo: new Date(now.getTime() + 7 * 86_400_000),
      farming: { ...DEMO_FARMING, initialPool: '10000', prizeShares: [5000, 3000, 2000] },
      // Each new week is on /sport/promotions (decision 067).
      showInPromotion: true,
      promotion: DEMO_TOURNAMENT_PROMOTION,
    });
    return true;
  });
}

/**
 * Decision 058: a 5.00 EUR freebet boostable ×2 behind the promo code BOOST5, and an
 * average-bets freebet open to every player (5 EUR bets of at least 1.00; an average stake from
 * 1.00 gives a 2.00 freebet, from 5.00 a 5.00 one, from 20.00 a 10.00 one). Each once.
 */
async function seedDemoBoostAndAverageBets(db: Database): Promise<void> {
  if (!(await getPromoCode(db, DEMO_BOOST_PROMO_CODE))) {
    const boostable = await createBonusCampaign(db, {
      type: 'freebet',
      name: 'Boostable freebet',
      variant: 'freebet_only_win',
      amount: 500n,
      currency: 'EUR',
      minOddsThousandths: 1500,
      selectionCountFrom: 1,
      selectionCountTo: 10,
      matchStatus: 'any',
      validDays: 30,
      boostMultiplierThousandths: 2000,
    });
    await createPromoCode(db, { code: DEMO_BOOST_PROMO_CODE, campaignId: boostable.id });
  }
  if (!(await listBonusCampaigns(db)).some((c) => c.type === 'amb'))
    await createBonusCampaign(db, {
      type: 'amb',
      name: 'Average-bets freebet',
      currency: 'EUR',
      usesCount: 1,
      openToAll: true,
      validDays: 30,
      averageBets: {
        betsCount: 5,
        minStake: '100',
        freebetVariant: 'freebet_only_win',
        ranges: [
          { fromAverageStake: '100', amount: '200' },
          { fromAverageStake: '500', amount: '500' },
          { fromAverageStake: '2000', amount: '1000' },
        ],
      },
    });
}
