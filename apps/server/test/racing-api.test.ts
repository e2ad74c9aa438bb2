import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsListSchema,
  countersSchema,
  placeBetsResponseSchema,
  raceCardSchema,
  racingOverviewSchema,
} from '@sportsbook/contract';
import type { RaceCardWire } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  capOddsThousandths,
  eachWayReturn,
  orderLegResult,
  parsePlaceTermsSpecifier,
  racingLegFactor,
  placeLegResult,
  winLegResult,
} from '@sportsbook/domain';
import { HORSE_RACING_SPORT_ID, pricesAt, RACE_RUN_MS, resultOf } from '@sportsbook/feed';
import type { RacingProvider } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { getBet } from './settlement-helpers';

const V2 = '/sportsbook/api/v2';

describe.each(databaseTargets())('horse racing on %s', (target) => {
  let testApp: TestApp;
  let punter: Client;
  const db = () => testApp.app.database.db;
  const racing = () =>
    testApp.app.feed.providers.find((p): p is RacingProvider => 'races' in p) as RacingProvider;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url: `${V2}${url}` });
  const card = async (id: number): Promise<RaceCardWire> => {
    const response = await get(`/racing/races/${id}`);
    expect(response.statusCode).toBe(200);
    return raceCardSchema.parse(response.json());
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

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      HORSE_RACING_ENABLED: 'true',
    });
    await testApp.app.feed.advance(0);
    punter = await newPlayer(testApp, 'punter@example.com', { first_name: 'P', last_name: 'R' });
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(punter),
      payload: { amount: '10000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists today’s meetings, the next to go and the results of races already run', async () => {
    const response = await get('/racing');
    expect(response.statusCode).toBe(200);
    const overview = racingOverviewSchema.parse(response.json());
    // Today's four meetings, and those of the next session already (decision 048, Stop 28).
    expect(overview.meetings.length).toBeGreaterThanOrEqual(4);
    expect(overview.next_to_go.length).toBeGreaterThan(0);
    expect(overview.next_to_go.every((r) => r.status === 'open')).toBe(true);
    expect(overview.results.length).toBeGreaterThan(0);
    expect(overview.results[0]!.placed[0]!.length).toBeGreaterThan(0);
    const first = await card(overview.next_to_go[0]!.id);
    expect(first.runners.every((r) => r.jockey && r.trainer && r.weight && r.silks.primary)).toBe(
      true,
    );
    expect(first.runners.filter((r) => !r.non_runner).every((r) => r.win_odds! > 1)).toBe(true);
    // Races are stages: counted (as outrights) for the sports menu, which shows them (it had 0).
    const counters = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v2/counters',
      payload: { sport_id: [HORSE_RACING_SPORT_ID] },
    });
    const sport = countersSchema.parse(counters.json()).sports[0];
    expect(sport?.outrights_count).toBeGreaterThan(0);
    expect((await get('/racing/races/12')).statusCode).toBe(404);
    expect((await get('/racing/races/abc')).statusCode).toBe(400);
  });

  it('settles an each-way bet to the exact amount: Rule 4, dead heats, place terms', async () => {
    // A race with places and a late withdrawal: the winner's each-way pays both parts.
    const race = racing()
      .races()
      .find(
        (r) => r.status === 'open' && r.card.terms.places > 0 && r.card.lateWithdrawal !== null,
      )!;
    expect(race).toBeDefined();
    const winner = resultOf(testApp.app.config.FEED_SEED, race.card)[0]![0]!;
    const before = await card(race.card.eventId);
    const runner = before.runners.find((r) => r.number === winner)!;
    const selection = (marketId: number, specifier: string, odds: number) => ({
      match_id: race.card.eventId,
      market_id: marketId,
      specifier,
      outcome_id: String(winner),
      odds,
    });
    const start = await balance();
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `racing-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '1000', currency: 'EUR' },
            selections: [selection(before.markets.win.market_id, '', runner.win_odds!)],
          },
          {
            stake: { value: '1000', currency: 'EUR' },
            selections: [
              selection(
                before.markets.place!.market_id,
                before.markets.place!.specifier,
                runner.place_odds!,
              ),
            ],
          },
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    const ids = placeBetsResponseSchema.parse(placed.json()).data.map((b) => b.bet_id);
    expect(ids).toHaveLength(2);
    expect(await balance()).toBe(start - 2000n);

    const finished = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/dev/matches/${race.card.eventId}/finish`,
      headers: as(null),
    });
    expect(finished.statusCode).toBe(204);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });

    const after = await card(race.card.eventId);
    expect(after.status).toBe('finished');
    expect(after.result).not.toBeNull();
    expect(after.runners.find((r) => r.number === race.card.lateWithdrawal)!.non_runner).toBe(true);
    expect(after.rule4).toBe(race.rule4);
    const terms = parsePlaceTermsSpecifier(before.markets.place!.specifier)!;
    const expected = eachWayReturn({
      unitStake: 1000n,
      winOddsThousandths: capOddsThousandths(Math.round(runner.win_odds! * 1000)),
      placeOddsThousandths: capOddsThousandths(Math.round(runner.place_odds! * 1000)),
      win: winLegResult(winner, after.result!, [race.card.lateWithdrawal!]),
      place: placeLegResult(winner, after.result!, terms, [race.card.lateWithdrawal!]),
      rule4Pence: after.rule4,
    });
    const [winBet, placeBet] = [await getBet(db(), ids[0]!), await getBet(db(), ids[1]!)];
    expect(winBet.status).toBe('done');
    expect(winBet.settledPayout).toBe(expected.win);
    expect(placeBet.settledPayout).toBe(expected.place);
    expect(expected.total).toBeGreaterThan(0n);
    expect(await balance()).toBe(start - 2000n + expected.total);

    // No bet on a finished race.
    const late = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `racing-late-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '1', currency: 'EUR' },
            selections: [selection(before.markets.win.market_id, '', runner.win_odds!)],
          },
        ],
      },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
  });

  it('settles forecasts and a tricast from the card: the placed order pays, a non-runner voids', async () => {
    const race = racing()
      .races()
      .find((r) => r.status === 'open' && r.card.lateWithdrawal !== null)!;
    expect(race).toBeDefined();
    const result = resultOf(testApp.app.config.FEED_SEED, race.card);
    const order = result.flat();
    const withdrawn = race.card.lateWithdrawal!;
    const before = await card(race.card.eventId);
    const forecast = before.orders.forecast!;
    const tricast = before.orders.tricast;
    // Lines: the first two in order, the reverse, and one naming the late withdrawal.
    const wanted: Array<{ market: NonNullable<typeof forecast>; picks: number[] }> = [
      { market: forecast, picks: [order[0]!, order[1]!] },
      { market: forecast, picks: [order[1]!, order[0]!] },
      { market: forecast, picks: [order[0]!, withdrawn] },
      ...(tricast ? [{ market: tricast, picks: [order[0]!, order[1]!, order[2]!] }] : []),
    ];
    const start = await balance();
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `racing-orders-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: wanted.map(({ market, picks }) => ({
          stake: { value: '1000', currency: 'EUR' },
          selections: [
            {
              match_id: race.card.eventId,
              market_id: market.market_id,
              specifier: market.specifier,
              outcome_id: picks.join('-'),
              odds: market.prices[picks.join('-')]!,
            },
          ],
        })),
      },
    });
    expect(placed.statusCode).toBe(200);
    const ids = placeBetsResponseSchema.parse(placed.json()).data.map((b) => b.bet_id);
    expect(ids).toHaveLength(wanted.length);
    expect(await balance()).toBe(start - 1000n * BigInt(wanted.length));

    const finished = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/dev/matches/${race.card.eventId}/finish`,
      headers: as(null),
    });
    expect(finished.statusCode).toBe(204);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    const after = await card(race.card.eventId);
    expect(after.result).toEqual(result);
    // Once off the order lines are closed: nothing to pick.
    expect(Object.keys(after.orders.forecast!.prices)).toHaveLength(0);
    let total = 0n;
    for (const [i, { market, picks }] of wanted.entries()) {
      const leg = orderLegResult(picks, result, [withdrawn]);
      const odds = capOddsThousandths(Math.round(market.prices[picks.join('-')]! * 1000));
      const factor = racingLegFactor(odds, leg);
      const expected = (1000n * factor.numerator) / factor.denominator;
      const bet = await getBet(db(), ids[i]!);
      expect(bet.status).toBe('done');
      expect(bet.settledPayout).toBe(expected);
      total += expected;
    }
    // The reverse forecast loses (unless the first two dead-heated), the non-runner's is void.
    expect((await getBet(db(), ids[2]!)).settledPayout).toBe(1000n);
    expect((await getBet(db(), ids[0]!)).settledPayout).toBeGreaterThan(0n);
    expect(await balance()).toBe(start - 1000n * BigInt(wanted.length) + total);
  });

  it('a race’s prices move from the morning market towards the SP over its last hour', async () => {
    const provider = racing();
    const now = provider.simulatedNow!;
    // The next open race more than an hour away: its card still shows the morning market.
    const state = provider
      .races()
      .filter((r) => r.status === 'open' && r.card.startTime - now > 70 * 60_000)
      .sort((a, b) => a.card.startTime - b.card.startTime)[0]!;
    const id = state.card.eventId;
    const morning = await card(id);
    // Ten minutes before its off, the feed's prices have moved five sixths of the way.
    await provider.advanceBy(state.card.startTime - 10 * 60_000 - now);
    await testApp.app.feed.advance(0);
    const later = await card(id);
    const expected = pricesAt(state.card, provider.simulatedNow!);
    const priced = later.runners.filter((r) => r.win_odds !== null);
    expect(priced.length).toBeGreaterThan(1);
    for (const runner of priced) expect(runner.win_odds).toBe(expected[runner.number]! / 1000);
    const moved = priced.filter(
      (r) => r.win_odds !== morning.runners.find((m) => m.number === r.number)!.win_odds,
    );
    expect(moved.length).toBeGreaterThan(0);
  });

  it('a server left running keeps racing on: the next meetings join, a bet on one settles', async () => {
    // Only racing's clock runs here (the matches' engine would take minutes for hours of play);
    // after each half hour `feed.advance(0)` writes what joined and applies the messages, as the
    // feed's own check does on a wall clock.
    const provider = racing();
    const initial = new Set((await provider.catalogue()).events.map((e) => e.id));
    const playRacing = async (ms: number) => {
      for (let done = 0; done < ms; done += 30 * 60_000) {
        await provider.advanceBy(Math.min(30 * 60_000, ms - done));
        await testApp.app.feed.advance(0);
      }
    };
    // Eight hours: every race offered at the start has been run.
    await playRacing(8 * 3_600_000);
    const now = provider.simulatedNow!;
    const response = await get('/racing');
    expect(response.statusCode).toBe(200);
    const overview = racingOverviewSchema.parse(response.json());
    expect(overview.next_to_go).toHaveLength(6);
    for (const race of overview.next_to_go) {
      expect(initial.has(race.id)).toBe(false);
      expect(Date.parse(race.start_time)).toBeGreaterThan(now);
    }
    const upcoming = overview.meetings.flatMap((m) => m.races).filter((r) => r.status === 'open');
    expect(Math.max(...upcoming.map((r) => Date.parse(r.start_time))) - now).toBeGreaterThan(
      3 * 3_600_000,
    );
    expect(overview.results.every((r) => !initial.has(r.id))).toBe(true);

    // A race that joined later takes bets and settles exactly: a win bet on its winner.
    const race = provider
      .races()
      .find(
        (r) =>
          r.status === 'open' &&
          !initial.has(r.card.eventId) &&
          r.card.lateWithdrawal === null &&
          resultOf(testApp.app.config.FEED_SEED, r.card)[0]!.length === 1,
      )!;
    const winner = resultOf(testApp.app.config.FEED_SEED, race.card)[0]![0]!;
    const before = await card(race.card.eventId);
    const odds = before.runners.find((r) => r.number === winner)!.win_odds!;
    const start = await balance();
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `racing-rolled-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '1000', currency: 'EUR' },
            selections: [
              {
                match_id: race.card.eventId,
                market_id: before.markets.win.market_id,
                specifier: '',
                outcome_id: String(winner),
                odds,
              },
            ],
          },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [betId] = placeBetsResponseSchema.parse(placed.json()).data.map((b) => b.bet_id);
    await playRacing(race.card.startTime + RACE_RUN_MS - now);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    const after = await card(race.card.eventId);
    expect(after.status).toBe('finished');
    // Prices over ODDS_CAP (40) count as 40 (betting-core §4), outsiders' too.
    const payout = (1000n * BigInt(capOddsThousandths(Math.round(odds * 1000)))) / 1000n;
    const row = await getBet(db(), betId!);
    expect(row.status).toBe('done');
    expect(row.settledPayout).toBe(payout);
    expect(await balance()).toBe(start - 1000n + payout);
  });
});
