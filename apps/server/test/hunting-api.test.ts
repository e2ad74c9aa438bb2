import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bonusListResponseSchema,
  bonusResponseSchema,
  tournamentRatingResponseSchema,
} from '@sportsbook/contract';
import { listBonusCampaigns } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
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
import { payEndedTournaments } from '../src/services/bonuses/hunting';
import { seedDemoTournament } from '../src/services/bonuses/seed-demo-bonuses';
import { historyBet } from './bet-history-helpers';

const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OP = '/operator/api/v1';

type Line = BonusTestLine;

/**
 * Hunting and hunting tournaments through the API (issue 19, decision 055): bets that carry the
 * bonus farm their stake once per event, settled bets make points available, a threshold gives a
 * freebet exactly once, the leaderboard ranks the players and the end pays the prizes once.
 */
describe.each(databaseTargets())('hunting and tournaments on %s', (target) => {
  let testApp: TestApp;
  const pool: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed,realtime',
      REALTIME_TOKEN_SECRET: 'bonus-test-secret-that-is-long-enough-0123456789',
      ...operatorKeysEnv(),
    });
    pool.push(...(await prematchLinePool(testApp)));
    expect(pool.length).toBeGreaterThan(20);
  }, 120_000);
  afterAll(() => testApp.close());

  const take = (count: number) => {
    const lines = pool.splice(0, count);
    expect(lines.length).toBe(count);
    return lines;
  };
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `${OP}${url}`, headers: operatorHeaders(), payload });
  const player = (depositAmount = '100000') =>
    fundedPlayer(testApp, `hunt-${target}-${++playerSeq}@example.com`, depositAmount);
  const balance = (client: Client) => eurBalanceOf(testApp, client);
  const campaign = (body: object) => operatorCampaign(testApp, body);
  /** Issues a bonus of the campaign to the player through the operator API; its id. */
  const issue = async (campaignId: number, client: Client) => {
    const response = await operator('POST', `/bonuses/campaigns/${campaignId}/issue`, {
      player_ids: [client.playerId],
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Array<{ id: string }> }).data[0]!.id;
  };
  const place = (
    client: Client,
    type: 'single' | 'combo',
    lines: Line[],
    stake: string,
    bonus?: object,
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `hunt-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
            selections: lines.map((l) => ({
              match_id: l.match_id,
              market_id: l.market_id,
              specifier: l.specifier,
              outcome_id: l.outcome_id,
              odds: l.odds,
            })),
            ...(bonus ? { bonus } : {}),
          },
        ],
      },
    });
  const result = (line: Line, outcome: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose') =>
    feed.settle(line.match_id, [
      {
        marketId: line.market_id,
        specifier: line.specifier,
        results: [{ outcomeId: line.outcome_id, result: outcome }],
      },
    ]);
  const settle = async (messages: Parameters<typeof applyMessages>[1]) => {
    await applyMessages(db(), messages);
    const pass = await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    expect(pass.failed).toBe(0);
  };
  const farmingOf = async (client: Client, plural: string, id: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/${plural}/${id}`,
      headers: as(client),
    });
    expect(response.statusCode, response.body).toBe(200);
    return bonusResponseSchema.parse(response.json()).data.farming!;
  };
  const freebetsOf = async (client: Client) =>
    bonusListResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${V2}/bonuses/freebets?limit=500`,
          headers: as(client),
        })
      ).json(),
    ).data;
  const bonusRows = async (idPrefix: string) => {
    const rows = await db().execute(
      sql`select id, amount::text as amount, player_id from player_bonuses where id like ${`${idPrefix}%`} order by id`,
    );
    const list: unknown = rows;
    return (Array.isArray(list) ? list : (list as { rows: unknown[] }).rows) as Array<{
      id: string;
      amount: string;
      player_id: number;
    }>;
  };

  it('farms points once per event, makes them available at settlement, converts once at a threshold', async () => {
    const id = await campaign({
      type: 'hunting',
      name: `Hunt ${target}`,
      currency: 'EUR',
      min_odds: 1.2,
      min_stake: '100',
      thresholds: [
        { points: '1000', amount: '300' },
        { points: '5000', amount: '800' },
      ],
    });
    const client = await player();
    const hunting = await issue(id, client);
    const bonus = { id: hunting, type: 'hunting' };
    const [a, b] = take(2) as [Line, Line];

    const low = await place(client, 'single', [a], '50', bonus);
    expect([low.statusCode, low.json().error.code]).toEqual([422, 'bonus_stake']);

    const before = await balance(client);
    const first = await place(client, 'single', [a], '600', bonus);
    expect(first.statusCode, first.body).toBe(200);
    // A farming bet is a cash bet: the stake is the player's.
    expect(await balance(client)).toBe(before - 600n);
    const again = await place(client, 'single', [a], '600', bonus);
    expect([again.statusCode, again.json().error.code]).toEqual([422, 'bonus_event_conditions']);
    expect(await farmingOf(client, 'huntings', hunting)).toMatchObject({
      potential_points: '600',
      available_points: '0',
      bets_count: 1,
      farmed_event_ids: [a.match_id],
      next_threshold: { points: '1000', amount: '300' },
    });

    await settle([result(a, 'win')]);
    expect(await farmingOf(client, 'huntings', hunting)).toMatchObject({
      potential_points: '0',
      available_points: '600',
    });
    expect(await bonusRows(`hunting-${hunting}`)).toEqual([]);

    const second = await place(client, 'single', [b], '500', bonus);
    expect(second.statusCode, second.body).toBe(200);
    expect((await farmingOf(client, 'huntings', hunting)).potential_freebet_amount).toBe('300');
    await settle([result(b, 'lose')]);
    // 11.00 farmed: the 10.00 threshold gives its 3.00 freebet, once, whoever converts again.
    const stats = await farmingOf(client, 'huntings', hunting);
    expect(stats).toMatchObject({
      available_points: '1100',
      next_threshold: { points: '5000', amount: '800' },
    });
    await settle([result(b, 'lose')]);
    await farmingOf(client, 'huntings', hunting);
    const issued = await bonusRows(`hunting-${hunting}`);
    expect(issued).toEqual([
      { id: `hunting-${hunting}-0`, amount: '300', player_id: client.playerId },
    ]);
    const freebets = await freebetsOf(client);
    expect(freebets.map((f) => [f.id, f.amount, f.type])).toContainEqual([
      `hunting-${hunting}-0`,
      '300',
      'freebet_only_win',
    ]);

    const terms = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/huntings/${hunting}/terms`,
      headers: as(client),
    });
    expect(terms.json().data.terms).toContain('Each event farms once.');
  });

  it('a farming bet is a cash bet: it can be cashed out, and then it farms nothing', async () => {
    const id = await campaign({
      type: 'hunting',
      name: `Hunt cashout ${target}`,
      currency: 'EUR',
      thresholds: [{ points: '100000', amount: '100' }],
    });
    const client = await player();
    const hunting = await issue(id, client);
    const [line] = take(1) as [Line];
    const placed = await place(client, 'single', [line], '1000', { id: hunting, type: 'hunting' });
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = (placed.json() as { data: Array<{ bet_id: string }> }).data[0]!.bet_id;
    const value = (await historyBet(testApp, client, betId)).to_cashout;
    expect(value).not.toBeNull();
    const cashout = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/cashout`,
      headers: as(client, { 'idempotency-key': `hunt-cashout-${target}` }),
      payload: { bet_id: betId, to_cashout: value },
    });
    expect(cashout.statusCode, cashout.body).toBe(200);
    expect(await farmingOf(client, 'huntings', hunting)).toMatchObject({
      available_points: '0',
      potential_points: '0',
      farmed_event_ids: [],
    });
  });

  it('ranks a tournament by points and pays its prizes exactly once at the end', async () => {
    const id = await campaign({
      type: 'tournament',
      name: `Tournament ${target}`,
      currency: 'EUR',
      min_odds: 1.2,
      min_stake: '100',
      initial_pool: '10000',
      prize_shares: [5000, 3000, 2000],
      valid_to: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const [first, second, idle] = [await player(), await player(), await player()];
    const [t1, t2, t3] = [await issue(id, first), await issue(id, second), await issue(id, idle)];
    const [a, b, c] = take(3) as [Line, Line, Line];
    for (const [client, tid, line, stake] of [
      [first, t1, a, '1000'],
      [second, t2, b, '500'],
      [first, t1, c, '200'],
    ] as const) {
      const placed = await place(client, 'single', [line], stake, { id: tid, type: 'tournament' });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    await settle([result(a, 'lose'), result(b, 'win'), result(c, 'void')]);

    const rating = async (client: Client, tid: string, query = '') => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${V2}/bonuses/tournaments/${tid}/rating${query}`,
        headers: as(client),
      });
      expect(response.statusCode, response.body).toBe(200);
      return tournamentRatingResponseSchema.parse(response.json());
    };
    const board = await rating(second, t2);
    expect(board.data.map((e) => [e.position, e.farmed_amount, e.current_user])).toEqual([
      [1, '1000', false],
      [2, '500', true],
    ]);
    expect(board.current_user).toMatchObject({ position: 2, currency_code: 'EUR' });
    expect(board.data[0]!.email).toMatch(/^\w{2}\*\*\*@example\.com$/);
    for (const query of ['?page=0', '?limit=501', '?limit=0', '?page=abc', '?page=1.5']) {
      const bad = await testApp.app.inject({
        method: 'GET',
        url: `${V2}/bonuses/tournaments/${t2}/rating${query}`,
        headers: as(second),
      });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.message, query).toBeTruthy();
    }
    const paged = await rating(idle, t3, '?page=2&limit=1');
    expect(paged.data.map((e) => e.position)).toEqual([2]);
    expect(paged.pagination.total).toBe(2);
    expect(paged.current_user).toBeNull();
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${V2}/bonuses/tournaments/${t1}/rating`,
          headers: as(second),
        })
      ).statusCode,
    ).toBe(404);

    const later = new Date(Date.now() + 7_200_000);
    const paid = await payEndedTournaments(db(), testApp.app.realtime, later);
    expect(paid.filter((p) => p.id.startsWith(`tournament-${id}-`))).toHaveLength(2);
    expect(await payEndedTournaments(db(), testApp.app.realtime, later)).toEqual([]);
    expect(await bonusRows(`tournament-${id}-`)).toEqual([
      { id: `tournament-${id}-1`, amount: '5000', player_id: first.playerId },
      { id: `tournament-${id}-2`, amount: '3000', player_id: second.playerId },
    ]);
    // The prize is a usable freebet although the tournament has ended.
    const [prize] = (await freebetsOf(first)).filter((f) => f.id === `tournament-${id}-1`);
    expect(prize).toMatchObject({ status: 'available', amount: '5000' });
    expect((await rating(first, t1)).current_user).toMatchObject({ farmed_freebets_count: 1 });
  });

  it('the demo tournament opens its next week once the last ended, one week at a time', async () => {
    const weeks = async () =>
      (await listBonusCampaigns(db())).filter((c) => c.name === 'Weekly hunting tournament');
    const active = async () => (await weeks()).filter((c) => c.status === 'active');
    const now = new Date();
    // Two workers at once (or a start beside a payout run): one week opens, or none if open.
    const opened = await Promise.all([
      seedDemoTournament(db(), now),
      seedDemoTournament(db(), now),
    ]);
    expect(opened.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await active()).toHaveLength(1);
    expect(await seedDemoTournament(db(), now)).toBe(false);

    // A week later the payout job ends it and the next week opens from then.
    const nextWeek = new Date(now.getTime() + 8 * 86_400_000);
    await payEndedTournaments(db(), testApp.app.realtime, nextWeek);
    expect(await active()).toHaveLength(0);
    expect(await seedDemoTournament(db(), nextWeek)).toBe(true);
    const [week] = await active();
    expect(week!.validTo!.getTime()).toBe(nextWeek.getTime() + 7 * 86_400_000);
    expect((await weeks()).length).toBeGreaterThanOrEqual(2);
  });
});
