import type { Database, LedgerWriter } from '@sportsbook/db';
import { listJackpots } from '@sportsbook/db';
import { forgetContributingLevels, newServerSeed, planCreateJackpot } from './jackpots';

/** The demo jackpot's fixed ids: several processes starting together create it once. */
export const DEMO_JACKPOT_ID = 'demo';

/**
 * The seeded demo jackpot (issue 20): EUR, three levels of must-hit-by pools fed by 0.5 %, 0.3 %
 * and 0.2 % of each stake. Data in code, created as a money plan when demo mode is on and it is
 * missing; an operator may pause or finish it like any other.
 */
export async function ensureDemoJackpot(db: Database, ledger: LedgerWriter, now: Date) {
  if ((await listJackpots(db, { ids: [DEMO_JACKPOT_ID] })).length > 0) return;
  const levels = [
    {
      code: 'mini',
      name: 'Mini',
      seed_amount: '1000',
      must_hit_by: '5000',
      contribution_ppm: 5000,
    },
    {
      code: 'major',
      name: 'Major',
      seed_amount: '10000',
      must_hit_by: '50000',
      contribution_ppm: 3000,
    },
    {
      code: 'grand',
      name: 'Grand',
      seed_amount: '100000',
      must_hit_by: '500000',
      contribution_ppm: 2000,
    },
  ];
  const plan = planCreateJackpot(
    { name: 'Sportsbook Jackpot', currency: 'EUR', state: 'active', levels },
    now,
    {
      jackpotId: DEMO_JACKPOT_ID,
      levelIds: levels.map((l) => `${DEMO_JACKPOT_ID}-${l.code}`),
      seeds: levels.map(() => newServerSeed()),
    },
  );
  // A twin process that created it first makes this one's plan fail on the ids: nothing written.
  await ledger.submit(plan).catch(() => undefined);
  forgetContributingLevels(db);
}
