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
import { capOddsThousandths } from '@sportsbook/domain';
import {
  EIGHT_TRAPS,
  GREYHOUND_RACING_SPORT_ID,
  GREYHOUND_TRACKS,
  resultOf,
  TRAP_SILKS,
  TRAPS,
} from '@sportsbook/feed';
import type { RacingProvider } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { getBet } from './settlement-helpers';

const V2 = '/sportsbook/api/v2';

/**
 * Greyhounds (decision 068): the racing simulator's six-trap meetings on the racing endpoints,
 * bets on them placed and settled through the same plans as every other bet.
 */
describe.each(databaseTargets())('greyhound racing on %s', (target) => {
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
    return BigInt(account.balance);
  };
  const bet = (key: string, bets: Array<{ stake: string; selection: object }>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `${key}-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: bets.map((b) => ({
          stake: { value: b.stake, currency: 'EUR' },
          selections: [b.selection],
        })),
      },
    });

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      HORSE_RACING_ENABLED: 'false',
      GREYHOUND_RACING_ENABLED: 'true',
    });
    await testApp.app.feed.advance(0);
    punter = await newPlayer(testApp, 'dogs@example.com', { first_name: 'G', last_name: 'H' });
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(punter),
      payload: { amount: '10000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists the greyhound meetings, next to go and results, and six- and eight-trap racecards', async () => {
    const overview = racingOverviewSchema.parse((await get('/racing')).json());
    expect(overview.is_greyhound_racing_enabled).toBe(true);
    expect(overview.is_horse_racing_enabled).toBe(false);
    expect(overview.meetings.length).toBeGreaterThanOrEqual(3);
    expect(overview.meetings.every((m) => m.discipline === 'greyhound')).toBe(true);
    expect(overview.next_to_go.length).toBe(6);
    expect(overview.results.length).toBeGreaterThan(0);
    // Six races in turn from three meetings: two UK or Irish (six traps) and one Australian
    // (eight, decision 072), so the next to go always holds both kinds whatever the hour.
    const cards = await Promise.all(overview.next_to_go.map((r) => card(r.id)));
    const trapsOf = (c: RaceCardWire) =>
      GREYHOUND_TRACKS.find((t) => t.name === c.course)!.traps ?? TRAPS;
    expect(new Set(cards.map(trapsOf))).toEqual(new Set([TRAPS, EIGHT_TRAPS]));
    for (const next of cards) {
      expect(next.discipline).toBe('greyhound');
      const traps = Array.from({ length: trapsOf(next) }, (_, i) => i + 1);
      expect(next.runners.map((r) => r.number)).toEqual(traps);
      next.runners.forEach((r, i) => {
        expect(r.silks).toEqual(TRAP_SILKS[i]);
        expect(r.jockey).toBe('');
        expect(r.trainer).not.toBe('');
      });
    }
    const counters = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/counters`,
      payload: { sport_id: [GREYHOUND_RACING_SPORT_ID] },
    });
    expect(countersSchema.parse(counters.json()).sports[0]?.outrights_count).toBeGreaterThan(0);
    expect((await get('/racing/races/2140000000abc')).statusCode).toBe(400);
  });

  it('settles a win and an each-way bet to the exact amount: 1/4 the odds, two places, Rule 4', async () => {
    const seed = testApp.app.config.FEED_SEED;
    // A race with a dog withdrawn at the off (Rule 4) and a clear winner and runner-up.
    const race = racing()
      .races()
      .find((r) => {
        // Withdrawn at 15.00 or shorter: a deduction (RACE-003).
        if (r.status !== 'open' || r.card.lateWithdrawal === null) return false;
        if ((r.prices[r.card.lateWithdrawal] ?? Infinity) > 15_000) return false;
        const result = resultOf(seed, r.card);
        return result[0]!.length === 1 && result[1]!.length === 1 && result[2]!.length === 1;
      })!;
    expect(race).toBeDefined();
    const result = resultOf(seed, race.card);
    const [winner, second, third] = [result[0]![0]!, result[1]![0]!, result[2]![0]!];
    const before = await card(race.card.eventId);
    expect(before.places).toBe(2);
    expect(before.place_fraction).toBe('1/4');
    const runner = (n: number) => before.runners.find((r) => r.number === n)!;
    const win = (n: number) => ({
      match_id: race.card.eventId,
      market_id: before.markets.win.market_id,
      specifier: '',
      outcome_id: String(n),
      odds: runner(n).win_odds!,
    });
    const place = (n: number) => ({
      match_id: race.card.eventId,
      market_id: before.markets.place!.market_id,
      specifier: before.markets.place!.specifier,
      outcome_id: String(n),
      odds: runner(n).place_odds!,
    });
    // A win bet of 5.00 on the winner; each way 10.00 a part (two singles) on the runner-up and
    // on the third.
    const start = await balance();
    const placed = await bet('dogs', [
      { stake: '500', selection: win(winner) },
      { stake: '1000', selection: win(second) },
      { stake: '1000', selection: place(second) },
      { stake: '1000', selection: win(third) },
      { stake: '1000', selection: place(third) },
    ]);
    expect(placed.statusCode).toBe(200);
    const ids = placeBetsResponseSchema.parse(placed.json()).data.map((b) => b.bet_id);
    expect(ids).toHaveLength(5);
    expect(await balance()).toBe(start - 4500n);

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
    expect(after.result).toEqual(result);
    expect(after.runners.find((r) => r.number === race.card.lateWithdrawal)!.non_runner).toBe(true);
    expect(after.rule4).toBe(race.rule4);
    expect(after.rule4).toBeGreaterThan(0);

    // By hand: stake × (1 + (odds − 1) × (100 − d) / 100), rounded down to the cent; the place
    // price is 1 + (win − 1) / 4; a price over ODDS_CAP (40) counts as 40.
    const d = BigInt(after.rule4);
    const pays = (stake: bigint, odds: number) => {
      const o = BigInt(capOddsThousandths(Math.round(odds * 1000)));
      return (stake * (100_000n + (o - 1000n) * (100n - d))) / 100_000n;
    };
    const winOdds = Math.round(runner(winner).win_odds! * 1000);
    expect(Math.round(runner(second).place_odds! * 1000)).toBe(
      1000 + (Math.round(runner(second).win_odds! * 1000) - 1000) / 4,
    );
    const expected = [
      pays(500n, winOdds / 1000),
      0n,
      pays(1000n, runner(second).place_odds!),
      0n,
      0n,
    ];
    const payouts = await Promise.all(
      ids.map(async (id) => (await getBet(db(), id)).settledPayout),
    );
    expect(payouts).toEqual(expected);
    for (const id of ids) expect((await getBet(db(), id)).status).toBe('done');
    expect(await balance()).toBe(start - 4500n + expected[0]! + expected[2]!);

    // No bet on a finished race.
    const late = await bet('dogs-late', [{ stake: '100', selection: win(winner) }]);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
  });
});
