import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  averageBetsProgressResponseSchema,
  bonusResponseSchema,
  bonusesResponseSchema,
} from '@sportsbook/contract';
import { auditLedger } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { settleBet } from '@sportsbook/domain';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import {
  eurBalanceOf,
  fundedPlayer,
  operatorCampaign,
  prematchLinePool,
} from './bonus-test-helpers';
import type { BonusTestLine } from './bonus-test-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as } from './platform-helpers';
import type { Client } from './platform-helpers';
import { applyMessages, feed } from './settlement-helpers';
import { DEMO_BOOST_PROMO_CODE, seedDemoBonuses } from '../src/services/bonuses/seed-demo-bonuses';

const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OP = '/operator/api/v1';

type Line = BonusTestLine;

/**
 * Freebet boost and average-bets freebets through the API (issue 19, decision 058): a boost
 * happens once (also when raced), an average-bets freebet is issued once when its progress is
 * complete, and the bonus budget pays what was boosted or issued only when it is staked.
 */
describe.each(databaseTargets())('freebet boost and average-bets freebets on %s', (target) => {
  let testApp: TestApp;
  const pool: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed', ...operatorKeysEnv() });
    pool.push(...(await prematchLinePool(testApp)));
    expect(pool.length).toBeGreaterThan(15);
  }, 120_000);
  afterAll(() => testApp.close());

  const take = (count: number) => {
    const lines = pool.splice(0, count);
    expect(lines.length).toBe(count);
    return lines;
  };
  const player = () => fundedPlayer(testApp, `boost-${target}-${++playerSeq}@example.com`);
  const call = (client: Client, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `${V2}${url}`, headers: as(client), payload });
  const issue = async (campaignId: number, client: Client) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${OP}/bonuses/campaigns/${campaignId}/issue`,
      headers: operatorHeaders(),
      payload: { player_ids: [client.playerId] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Array<{ id: string }> }).data[0]!.id;
  };
  const freebetCampaign = (extra: object = {}) =>
    operatorCampaign(testApp, {
      type: 'freebet',
      name: 'Boostable',
      freebet_type: 'freebet_only_win',
      amount: '500',
      currency: 'EUR',
      min_odds: 1.2,
      ...extra,
    });
  const place = (client: Client, line: Line, stake: string, bonus?: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `boost-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
            selections: [
              {
                match_id: line.match_id,
                market_id: line.market_id,
                specifier: line.specifier,
                outcome_id: line.outcome_id,
                odds: line.odds,
              },
            ],
            ...(bonus ? { bonus } : {}),
          },
        ],
      },
    });
  const bonusLedger = async () => {
    const rows = await db().execute(
      sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join accounts a on a.id = e.account_id where a.kind = 'bonus' and a.currency = 'EUR'`,
    );
    const list: unknown = rows;
    const found = Array.isArray(list) ? list : (list as { rows: unknown[] }).rows;
    return BigInt((found as Array<{ total: string }>)[0]!.total);
  };
  const freebet = async (client: Client, id: string) => {
    const response = await call(client, 'GET', `/bonuses/freebets/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return bonusResponseSchema.parse(response.json()).data;
  };
  const boost = (client: Client, id: string) => call(client, 'POST', `/bonuses/${id}/boost`);
  const codeOf = (response: { statusCode: number; json: () => unknown }) => [
    response.statusCode,
    (response.json() as { error?: { code: string } }).error?.code,
  ];

  describe('freebet boost', () => {
    it('boosts a boostable freebet once; the budget pays the boosted stake when it is used', async () => {
      const client = await player();
      const id = await issue(await freebetCampaign({ boost_multiplier: 2 }), client);
      expect((await freebet(client, id)).boost).toEqual({
        multiplier: 2,
        boostable: true,
        boosted: false,
        boosted_from: null,
      });
      const budgetBefore = await bonusLedger();
      const boosted = await boost(client, id);
      expect(boosted.statusCode, boosted.body).toBe(200);
      expect(bonusResponseSchema.parse(boosted.json()).data).toMatchObject({
        amount: '1000',
        boost: { multiplier: 2, boostable: false, boosted: true, boosted_from: '500' },
      });
      // A boost changes the promise, not money (decision 058): nothing moved yet.
      expect(await bonusLedger()).toBe(budgetBefore);
      expect(codeOf(await boost(client, id))).toEqual([409, 'bonus_already_boosted']);
      expect((await freebet(client, id)).amount).toBe('1000');
      const terms = await call(client, 'GET', `/bonuses/freebets/${id}/terms`);
      expect((terms.json() as { data: { terms: string } }).data.terms).toContain(
        'Boosted ×2 from 5.00 EUR.',
      );

      const [line] = take(1) as [Line];
      const before = await eurBalanceOf(testApp, client);
      const placed = await place(client, line, '1000', { id, type: 'freebet' });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await bonusLedger()).toBe(budgetBefore - 1000n);
      expect(await eurBalanceOf(testApp, client)).toBe(before);
      await applyMessages(db(), [
        feed.settle(line.match_id, [
          {
            marketId: line.market_id,
            specifier: line.specifier,
            results: [{ outcomeId: line.outcome_id, result: 'win' }],
          },
        ]),
      ]);
      const pass = await settleReadyBets({
        db: db(),
        ledger: testApp.app.ledger,
        realtime: testApp.app.realtime,
        isProviderActive: testApp.app.providerStatus.isActive,
      });
      expect(pass.failed).toBe(0);
      const gross = settleBet({
        type: 'single',
        stake: 1000n,
        currency: 'EUR',
        legs: [{ oddsThousandths: Math.round(line.odds * 1000), result: 'win' }],
      }).payout;
      expect(await eurBalanceOf(testApp, client)).toBe(before + gross - 1000n);
      expect(await bonusLedger()).toBe(budgetBefore - 1000n);
      const books = await auditLedger(db());
      expect(books.filter((row) => row.balance !== row.ledgerSum)).toEqual([]);
    });

    it('refuses what is not boostable, used, or not the player’s, with codes', async () => {
      const client = await player();
      const other = await player();
      const plain = await issue(await freebetCampaign(), client);
      expect((await freebet(client, plain)).boost).toBeUndefined();
      expect(codeOf(await boost(client, plain))).toEqual([422, 'bonus_not_boostable']);
      const boostable = await issue(await freebetCampaign({ boost_multiplier: 1.5 }), client);
      expect(codeOf(await boost(other, boostable))).toEqual([404, 'bonus_not_found']);
      expect(codeOf(await boost(client, 'no-such-bonus'))).toEqual([404, 'bonus_not_found']);
      expect(codeOf(await boost(client, 'bad id!'))[0]).toBe(400);
      // Used before it was boosted: too late.
      const placed = await place(client, take(1)[0]!, '500', { id: boostable, type: 'freebet' });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(codeOf(await boost(client, boostable))).toEqual([409, 'bonus_already_used']);
      const refused = await testApp.app.inject({
        method: 'POST',
        url: `${OP}/bonuses/campaigns`,
        headers: operatorHeaders(),
        payload: {
          type: 'comboboost',
          name: 'Not a freebet',
          ranges: [{ min_count: 2, max_count: 5, bonus_odds: 1.1 }],
          boost_multiplier: 2,
        },
      });
      expect(refused.statusCode).toBe(400);
    });

    it('boosts exactly once when raced', async () => {
      const client = await player();
      const id = await issue(await freebetCampaign({ boost_multiplier: 2 }), client);
      const answers = await Promise.all(Array.from({ length: 6 }, () => boost(client, id)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200))
        expect(codeOf(a)).toEqual([409, 'bonus_already_boosted']);
      expect((await freebet(client, id)).amount).toBe('1000');
    });

    it('the demo code BOOST5 gives a boostable 5.00 freebet', async () => {
      await seedDemoBonuses(db());
      await seedDemoBonuses(db());
      const client = await player();
      const redeemed = await call(client, 'POST', '/bonuses/promo-code', {
        code: DEMO_BOOST_PROMO_CODE,
      });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      const id = (redeemed.json() as { data: { id: string } }).data.id;
      expect((await freebet(client, id)).boost).toMatchObject({ multiplier: 2, boostable: true });
      expect((await boost(client, id)).json()).toMatchObject({ data: { amount: '1000' } });
    });
  });

  describe('average-bets freebets', () => {
    let ambSeq = 0;
    const ambCampaign = async (extra: object = {}) => {
      const name = `Average bets ${target} ${++ambSeq}`;
      await operatorCampaign(testApp, {
        type: 'amb',
        name,
        currency: 'EUR',
        bets_count: 3,
        min_stake: '100',
        average_stake_ranges: [
          { from_average_stake: '1000', amount: '500' },
          { from_average_stake: '100', amount: '200' },
        ],
        ...extra,
      });
      return name;
    };
    const progressOf = async (client: Client, name: string) => {
      const response = await call(client, 'GET', '/bonuses/freebets/amb');
      expect(response.statusCode, response.body).toBe(200);
      const found = averageBetsProgressResponseSchema
        .parse(response.json())
        .data.find((p) => p.name === name);
      expect(found).toBeDefined();
      return found!;
    };
    const betMany = async (client: Client, stakes: string[]) => {
      for (const stake of stakes) {
        const placed = await place(client, take(1)[0]!, stake);
        expect(placed.statusCode, placed.body).toBe(200);
      }
    };

    it('shows the progress and issues the freebet of the average stake’s range once', async () => {
      const name = await ambCampaign();
      const client = await player();
      const empty = await progressOf(client, name);
      expect(empty).toMatchObject({
        progress_count: 0,
        possible_progress_count: 3,
        min_stake: '100',
        stake_currency: 'EUR',
        complete: false,
        issued_freebet_id: null,
        ranges: [
          { from_average_stake: '100', issued_amount: '200', number_of_bets: 3, currency: 'EUR' },
          { from_average_stake: '1000', issued_amount: '500', number_of_bets: 3, currency: 'EUR' },
        ],
      });
      expect(empty.issue_to).not.toBeNull();
      const early = await call(client, 'POST', '/bonuses/freebets/amb', { id: empty.id });
      expect(codeOf(early)).toEqual([422, 'amb_progress_incomplete']);
      // 0.50 is below the min stake: it does not count.
      await betMany(client, ['50', '1000', '2000']);
      expect(await progressOf(client, name)).toMatchObject({
        progress_count: 2,
        complete: false,
        average_stake: '1500',
      });
      await betMany(client, ['1500']);
      const complete = await progressOf(client, name);
      expect(complete).toMatchObject({ progress_count: 3, complete: true, amount: '500' });

      const budgetBefore = await bonusLedger();
      const issued = await call(client, 'POST', '/bonuses/freebets/amb', { id: complete.id });
      expect(issued.statusCode, issued.body).toBe(201);
      const fb = bonusResponseSchema.parse(issued.json()).data;
      expect(fb).toMatchObject({
        bonus_type: 'freebet',
        type: 'freebet_only_win',
        amount: '500',
        currency: 'EUR',
        status: 'available',
      });
      expect(await bonusLedger()).toBe(budgetBefore);
      expect(
        codeOf(await call(client, 'POST', '/bonuses/freebets/amb', { id: complete.id })),
      ).toEqual([409, 'amb_already_issued']);
      expect((await progressOf(client, name)).issued_freebet_id).toBe(fb.id);
      // The progress is never listed as a bonus; the freebet is.
      const listed = bonusesResponseSchema.parse(
        (await call(client, 'GET', '/bonuses?limit_per_type=500')).json(),
      ).data;
      expect(listed.map((b) => b.id)).toContain(fb.id);
      expect(listed.every((b) => (b.bonus_type as string) !== 'amb')).toBe(true);
      // Staked: the budget pays it; a freebet bet does not count toward a progress.
      const placed = await place(client, take(1)[0]!, '500', { id: fb.id, type: 'freebet' });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await bonusLedger()).toBe(budgetBefore - 500n);
      const books = await auditLedger(db());
      expect(books.filter((row) => row.balance !== row.ledgerSum)).toEqual([]);
    });

    it('refuses an unknown progress, another player’s, and an average below every range', async () => {
      const name = await ambCampaign({
        bets_count: 1,
        average_stake_ranges: [{ from_average_stake: '5000', amount: '500' }],
      });
      const client = await player();
      const other = await player();
      const mine = await progressOf(client, name);
      expect(codeOf(await call(other, 'POST', '/bonuses/freebets/amb', { id: mine.id }))).toEqual([
        404,
        'amb_not_found',
      ]);
      expect(
        codeOf(await call(client, 'POST', '/bonuses/freebets/amb', { id: 'no-such' })),
      ).toEqual([404, 'amb_not_found']);
      expect(
        (await call(client, 'POST', '/bonuses/freebets/amb', { id: 'x', extra: 1 })).statusCode,
      ).toBe(400);
      await betMany(client, ['100']);
      expect(codeOf(await call(client, 'POST', '/bonuses/freebets/amb', { id: mine.id }))).toEqual([
        422,
        'amb_no_range',
      ]);
    });

    it('answers 404 amb_disabled when AVERAGE_BETS_FREEBET_ENABLED is off', async () => {
      const off = await buildTestApp(target, {
        ROLE: 'api',
        AVERAGE_BETS_FREEBET_ENABLED: 'false',
        ...operatorKeysEnv(),
      });
      try {
        const client = await fundedPlayer(off, `amb-off-${target}@example.com`);
        for (const method of ['GET', 'POST'] as const) {
          const response = await off.app.inject({
            method,
            url: `${V2}/bonuses/freebets/amb`,
            headers: as(client),
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          expect(codeOf(response)).toEqual([404, 'amb_disabled']);
        }
      } finally {
        await off.close();
      }
    }, 120_000);

    it('issues exactly one freebet when raced', async () => {
      const name = await ambCampaign({ bets_count: 1 });
      const client = await player();
      await betMany(client, ['300']);
      const { id } = await progressOf(client, name);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(client, 'POST', '/bonuses/freebets/amb', { id })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 201))
        expect(codeOf(a)).toEqual([409, 'amb_already_issued']);
      const listed = bonusesResponseSchema.parse(
        (await call(client, 'GET', '/bonuses?limit_per_type=500&type=freebet')).json(),
      ).data;
      expect(listed.filter((b) => b.id === `amb-${id}`)).toHaveLength(1);
      expect(listed.find((b) => b.id === `amb-${id}`)!.amount).toBe('200');
    });
  });
});
