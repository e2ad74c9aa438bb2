import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsListSchema,
  lotteriesOverviewSchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
import type { LotteriesOverviewWire } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { LOTTERY_MARKETS, lotteryGameOf, verifyDraw } from '@sportsbook/domain';
import { LOTTERY_SPORT_ID } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { getBet } from './settlement-helpers';

const V2 = '/sportsbook/api/v2';

describe.each(databaseTargets())('lotteries on %s', (target) => {
  let testApp: TestApp;
  let punter: Client;
  const db = () => testApp.app.database.db;
  const overview = async (): Promise<LotteriesOverviewWire> => {
    const response = await testApp.app.inject({ method: 'GET', url: `${V2}/lotteries` });
    expect(response.statusCode).toBe(200);
    return lotteriesOverviewSchema.parse(response.json());
  };
  const balance = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/player/accounts',
      headers: as(punter),
    });
    const account = accountsListSchema
      .parse(response.json())
      .data.find((a) => a.currency === 'EUR')!;
    return BigInt(account.balance); // subunits
  };
  const bet = (key: string, drawId: number, outcomeId: string, odds: number, stake = '1000') =>
    testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `${key}-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
            selections: [
              {
                match_id: drawId,
                market_id: LOTTERY_MARKETS.number,
                specifier: '',
                outcome_id: outcomeId,
                odds,
              },
            ],
          },
        ],
      },
    });

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      LOTTERY_ENABLED: 'true',
    });
    await testApp.app.feed.advance(0);
    punter = await newPlayer(testApp, 'lotto@example.com', { first_name: 'L', last_name: 'P' });
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(punter),
      payload: { amount: '10000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists the next draws with their hash and markets, and results whose proof verifies', async () => {
    const lotteries = await overview();
    expect(lotteries.games.map((g) => g.key)).toEqual(['6-49', '5-20']);
    for (const key of ['6-49', '5-20'])
      expect(lotteries.next_draws.filter((d) => d.game === key)).toHaveLength(3);
    const next = lotteries.next_draws[0]!;
    expect(next.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(next).not.toHaveProperty('seed');
    expect(next.markets.map((m) => m.market_id)).toEqual([951, 952, 953, 954]);
    expect(lotteries.results.length).toBeGreaterThan(0);
    for (const result of lotteries.results)
      expect(verifyDraw(lotteryGameOf(result.game)!, result)).toBe(true);

    // isLotteryEnabled off: the call answers 404 with a message.
    testApp.app.config.LOTTERY_ENABLED = false;
    try {
      const off = await testApp.app.inject({ method: 'GET', url: `${V2}/lotteries` });
      expect(off.statusCode).toBe(404);
      expect(JSON.stringify(off.json())).toContain('Lotteries are not offered');
    } finally {
      testApp.app.config.LOTTERY_ENABLED = true;
    }
  });

  it('settles bets on the next draw exactly, its published hash verifies, no bet after the close', async () => {
    const before = await overview();
    const draw = before.next_draws.find((d) => d.game === '5-20')!;
    const numbers = draw.markets.find((m) => m.market_id === LOTTERY_MARKETS.number)!;
    const odds = numbers.outcomes[0]!.odds;
    expect(odds).toBe(3.63); // 5/20 = 1/4: 4 / 1.1 rounded down
    const start = await balance();
    // One bet on every number: five win at 3.63, fifteen lose.
    const ids: Array<{ ball: number; id: string }> = [];
    for (const outcome of numbers.outcomes) {
      const placed = await bet(`lotto-${outcome.id}`, draw.id, outcome.id, outcome.odds, '100');
      expect(placed.statusCode).toBe(200);
      ids.push({
        ball: Number(outcome.id),
        id: placeBetsResponseSchema.parse(placed.json()).data[0]!.bet_id,
      });
    }
    expect(await balance()).toBe(start - 2000n);

    // The feed's clock reaches the draw.
    const simulatedNow = testApp.app.feed.providers.find(
      (p) => p.simulatedNow !== null,
    )!.simulatedNow!;
    await testApp.app.feed.advance(Date.parse(draw.draw_time) - simulatedNow);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });

    const after = await overview();
    const result = after.results.find((r) => r.id === draw.id)!;
    expect(result).toBeDefined();
    expect(result.hash).toBe(draw.hash);
    expect(verifyDraw(lotteryGameOf('5-20')!, result)).toBe(true);
    expect(after.next_draws.some((d) => d.id === draw.id)).toBe(false);
    for (const { ball, id } of ids) {
      const row = await getBet(db(), id);
      expect(row.status).toBe('done');
      expect(row.settledPayout).toBe(result.balls.includes(ball) ? 363n : 0n);
    }
    expect(await balance()).toBe(start - 2000n + 5n * 363n);

    const late = await bet('lotto-late', draw.id, String(result.balls[0]), odds);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
  });

  it('a server left running keeps offering draws: the schedule rolls on and new draws settle', async () => {
    // Only the lotteries' clock runs here (the matches' engine would take minutes for hours of
    // play); after each half hour `feed.advance(0)` writes what joined and applies the messages,
    // as the feed's own check does on a wall clock.
    const lottery = testApp.app.feed.providers.find((p) => p.catalogueRevision !== undefined)!;
    const initial = new Set(
      (await lottery.catalogue()).events
        .filter((e) => e.sportId === LOTTERY_SPORT_ID)
        .map((e) => e.id),
    );
    const playLotteries = async (ms: number) => {
      for (let done = 0; done < ms; done += 30 * 60_000) {
        await lottery.advanceBy(Math.min(30 * 60_000, ms - done));
        await testApp.app.feed.advance(0);
      }
    };
    // Six hours: every draw offered at the start is drawn.
    await playLotteries(6 * 3_600_000);
    const later = await overview();
    for (const key of ['6-49', '5-20'])
      expect(later.next_draws.filter((d) => d.game === key)).toHaveLength(3);
    expect(later.next_draws.every((d) => !initial.has(d.id))).toBe(true);

    // A draw that joined the schedule later takes bets and settles like the first ones.
    const draw = later.next_draws.find((d) => d.game === '5-20')!;
    const outcome = draw.markets.find((m) => m.market_id === LOTTERY_MARKETS.number)!.outcomes[0]!;
    const placed = await bet('lotto-rolled', draw.id, outcome.id, outcome.odds, '100');
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placeBetsResponseSchema.parse(placed.json()).data[0]!.bet_id;
    await playLotteries(Date.parse(draw.draw_time) - lottery.simulatedNow!);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    const result = (await overview()).results.find((r) => r.id === draw.id)!;
    const row = await getBet(db(), betId);
    expect(row.status).toBe('done');
    expect(row.settledPayout).toBe(result.balls.includes(Number(outcome.id)) ? 363n : 0n);
  });
});
