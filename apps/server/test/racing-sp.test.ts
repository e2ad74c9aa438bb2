import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BetErrorCode,
  placeBetsResponseSchema,
  raceCardSchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
} from '@sportsbook/contract';
import type { RaceCardWire } from '@sportsbook/contract';
import { auditLedger } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  capOddsThousandths,
  parsePlaceTermsSpecifier,
  placeLegResult,
  racingLegFactor,
  winLegResult,
} from '@sportsbook/domain';
import type { RacingLegResult } from '@sportsbook/domain';
import { resultOf } from '@sportsbook/feed';
import type { RacingProvider } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { balanceOf, deposit } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { getBet } from './settlement-helpers';

const V2 = '/sportsbook/api/v2';
const WIN = 901;
const PLACE = 902;

/** What one unit of `stake` returns on a racing leg at `odds` (capped at 40), less `rule4`. */
const paid = (stake: bigint, odds: number, leg: RacingLegResult, rule4 = 0) => {
  const factor = racingLegFactor(capOddsThousandths(Math.round(odds * 1000)), leg, rule4);
  return (stake * factor.numerator) / factor.denominator;
};

/**
 * Decision 072: SP (starting-price) bets through placement, the settlement worker and the ledger
 * plans — at the race's SP from the card, without Rule 4, capped at 40.00; singles only; refused
 * once the race is off.
 */
describe.each(databaseTargets())('SP bets on %s', (target) => {
  let testApp: TestApp;
  let punter: Client;
  const db = () => testApp.app.database.db;
  const racing = () =>
    testApp.app.feed.providers.find((p): p is RacingProvider => 'races' in p) as RacingProvider;
  const card = async (id: number): Promise<RaceCardWire> => {
    const response = await testApp.app.inject({ method: 'GET', url: `${V2}/racing/races/${id}` });
    expect(response.statusCode).toBe(200);
    return raceCardSchema.parse(response.json());
  };
  const balance = () => balanceOf(testApp, punter);
  const place = (key: string, type: string, bets: unknown[]) =>
    testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `${key}-${target}` }),
      payload: { meta: { device_id: 'test', quick: false, type }, bets },
    });
  const sp = (race: number, market: number, specifier: string, runner: number, odds: number) => ({
    match_id: race,
    market_id: market,
    specifier,
    outcome_id: String(runner),
    odds,
    odds_type: 'sp',
  });
  const settle = () =>
    settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      HORSE_RACING_ENABLED: 'true',
    });
    await testApp.app.feed.advance(0);
    punter = await newPlayer(testApp, 'sp@example.com', { first_name: 'S', last_name: 'P' });
    await deposit(testApp, punter, '10000');
  }, 120_000);
  afterAll(() => testApp.close());

  it('pays an SP win and an SP each-way bet stake × SP, without the Rule 4 a taken price bears', async () => {
    // A race with places and a late withdrawal (Rule 4 on taken prices), won outright.
    const seed = testApp.app.config.FEED_SEED;
    const race = racing()
      .races()
      .find(
        (r) =>
          r.status === 'open' &&
          r.card.terms.places > 0 &&
          r.card.lateWithdrawal !== null &&
          resultOf(seed, r.card)[0]!.length === 1 &&
          resultOf(seed, r.card).length >= 2,
      )!;
    expect(race).toBeDefined();
    const id = race.card.eventId;
    const result = resultOf(seed, race.card);
    const winner = result[0]![0]!;
    const second = result[1]![0]!;
    const before = await card(id);
    const placeLine = before.markets.place!;
    const shown = (n: number) => before.runners.find((r) => r.number === n)!;
    const start = await balance();
    const placed = await place('sp-bets', 'single', [
      // An SP win single on the winner.
      {
        stake: { value: '1000', currency: 'EUR' },
        selections: [sp(id, WIN, '', winner, shown(winner).win_odds!)],
      },
      // An SP each way on the runner-up: its win part and its place part.
      {
        stake: { value: '500', currency: 'EUR' },
        selections: [sp(id, WIN, '', second, shown(second).win_odds!)],
      },
      {
        stake: { value: '500', currency: 'EUR' },
        selections: [sp(id, PLACE, placeLine.specifier, second, shown(second).place_odds!)],
      },
      // The winner at the price taken, for comparison: it bears the Rule 4 deduction.
      {
        stake: { value: '1000', currency: 'EUR' },
        selections: [
          {
            match_id: id,
            market_id: WIN,
            specifier: '',
            outcome_id: String(winner),
            odds: shown(winner).win_odds!,
          },
        ],
      },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const bets = placeBetsResponseSchema.parse(placed.json()).data;
    expect(bets).toHaveLength(4);
    // An SP bet is bounded by the cap price 40.00 until the off (RACE-014).
    expect(bets[0]!.selections[0]!.odds_type).toBe('sp');
    expect(bets[0]!.potential_win).toBe('40000');
    expect(bets[3]!.selections[0]!.odds_type).toBeUndefined();
    expect(await balance()).toBe(start - 3000n);

    const finished = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/dev/matches/${id}/finish`,
      headers: as(null),
    });
    expect(finished.statusCode).toBe(204);
    await settle();

    const after = await card(id);
    expect(after.status).toBe('finished');
    expect(after.result).toEqual(result);
    expect(after.rule4).toBe(race.rule4);
    // The seeded race's withdrawal carries a deduction, so SP and taken prices must differ.
    expect(race.rule4).toBeGreaterThan(0);
    // The card's prices once off are the SPs.
    const spWin = (n: number) => after.runners.find((r) => r.number === n)!.win_odds!;
    const spPlace = (n: number) => after.runners.find((r) => r.number === n)!.place_odds!;
    const withdrawn = [race.card.lateWithdrawal!];
    const terms = parsePlaceTermsSpecifier(placeLine.specifier)!;
    const expected = [
      paid(1000n, spWin(winner), winLegResult(winner, result, withdrawn)),
      paid(500n, spWin(second), winLegResult(second, result, withdrawn)),
      paid(500n, spPlace(second), placeLegResult(second, result, terms, withdrawn)),
      paid(1000n, shown(winner).win_odds!, winLegResult(winner, result, withdrawn), race.rule4),
    ];
    // By hand: the SP win single is stake × SP (capped at 40), no deduction.
    expect(expected[0]).toBe(
      (1000n * BigInt(capOddsThousandths(Math.round(spWin(winner) * 1000)))) / 1000n,
    );
    expect(expected[2]).toBeGreaterThan(500n);
    for (const [i, bet] of bets.entries()) {
      const row = await getBet(db(), bet.bet_id);
      expect(row.status).toBe('done');
      expect(
        row.settledPayout,
        `bet ${i} rule4 ${race.rule4} sp ${spWin(winner)} taken ${shown(winner).win_odds}`,
      ).toBe(expected[i]);
    }
    const total = expected.reduce((a, b) => a + b, 0n);
    expect(await balance()).toBe(start - 3000n + total);
    for (const row of await auditLedger(db())) expect(row.balance).toBe(row.ledgerSum);

    // History shows the SP it was settled at.
    const history = await testApp.app.inject({
      method: 'GET',
      url: '/sportsbook/api/v3/bets?status=settled&limit=10',
      headers: as(punter),
    });
    const spBet = (
      history.json() as {
        data: Array<{
          id: string;
          selections: Array<{ odds_type?: string; starting_price?: number }>;
        }>;
      }
    ).data.find((b) => b.id === bets[0]!.bet_id)!;
    expect(spBet.selections[0]).toMatchObject({ odds_type: 'sp', starting_price: spWin(winner) });

    // No SP once the race is off.
    const late = await place('sp-late', 'single', [
      { stake: { value: '100', currency: 'EUR' }, selections: [sp(id, WIN, '', winner, 2)] },
    ]);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe(BetErrorCode.selectionSuspended);
  });

  it('shares an SP choice: the code keeps SP on a win line and reads a forecast line at its price', async () => {
    const race = racing()
      .races()
      .filter((r) => r.status === 'open' && r.card.discipline === 'horse')
      .sort((a, b) => a.card.startTime - b.card.startTime)
      .at(-1)!;
    const runner = race.card.runners.find((r) => !r.nonRunner)!.number;
    const forecast = await card(race.card.eventId);
    const line = Object.keys(forecast.orders.forecast!.prices)[0]!;
    const created = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bets/share-code`,
      headers: as(punter),
      payload: {
        bets: [
          { selections: [sp(race.card.eventId, WIN, '', runner, 3)] },
          { selections: [{ ...sp(race.card.eventId, 903, '', 1, 3), outcome_id: line }] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = shareCodeResponseSchema.parse(created.json()).data.code;
    const read = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bets/share-code?code=${code}`,
    });
    expect(read.statusCode).toBe(200);
    const [win, order] = sharedBetsResponseSchema.parse(read.json()).data.bets;
    expect(win!.selections[0]).toMatchObject({ outcome_id: String(runner), odds_type: 'sp' });
    // SP is not offered on an order line: it comes back at its price, as placement would take it.
    expect(order!.selections[0]!.outcome_id).toBe(line);
    expect(order!.selections[0]!.odds_type).toBeUndefined();
  });

  it('refuses SP in a combo, on a forecast line, with a bonus and once the race is off; takes it on its own', async () => {
    const open = racing()
      .races()
      .filter((r) => r.status === 'open' && r.card.discipline === 'horse')
      .sort((a, b) => a.card.startTime - b.card.startTime);
    const [a, b] = [open.at(-1)!, open.at(-2)!];
    const runner = (race: typeof a) => race.card.runners.find((r) => !r.nonRunner)!.number;
    const combo = await place('sp-combo', 'combo', [
      {
        stake: { value: '100', currency: 'EUR' },
        selections: [
          sp(a.card.eventId, WIN, '', runner(a), 3),
          sp(b.card.eventId, WIN, '', runner(b), 3),
        ],
      },
    ]);
    expect(combo.statusCode).toBe(422);
    expect(combo.json().error.code).toBe(BetErrorCode.startingPriceRefused);
    const forecast = await card(a.card.eventId);
    const line = Object.keys(forecast.orders.forecast!.prices)[0]!;
    const order = await place('sp-forecast', 'single', [
      {
        stake: { value: '100', currency: 'EUR' },
        selections: [{ ...sp(a.card.eventId, 903, '', 1, 3), outcome_id: line }],
      },
    ]);
    expect(order.statusCode).toBe(422);
    expect(order.json().error.code).toBe(BetErrorCode.startingPriceRefused);
    const bonus = await place('sp-bonus', 'single', [
      {
        stake: { value: '100', currency: 'EUR' },
        selections: [sp(a.card.eventId, WIN, '', runner(a), 3)],
        bonus: { type: 'freebet', id: '1' },
      },
    ]);
    expect(bonus.statusCode).toBe(422);
    // Nothing was taken by the refusals; a lone SP single is.
    const start = await balance();
    const single = await place('sp-single', 'single', [
      {
        stake: { value: '100', currency: 'EUR' },
        selections: [sp(a.card.eventId, WIN, '', runner(a), 3)],
      },
    ]);
    expect(single.statusCode, single.body).toBe(200);
    expect(await balance()).toBe(start - 100n);

    // The off: the next race goes off (bet stop) and its result is not in yet — SP is refused.
    const provider = racing();
    const next = provider
      .races()
      .filter((r) => r.status === 'open')
      .sort((x, y) => x.card.startTime - y.card.startTime)[0]!;
    await provider.advanceBy(next.card.startTime - provider.simulatedNow! + 1_000);
    await testApp.app.feed.advance(0);
    expect(next.status).toBe('off');
    expect((await card(next.card.eventId)).status).toBe('off');
    const off = await place('sp-off', 'single', [
      {
        stake: { value: '100', currency: 'EUR' },
        selections: [sp(next.card.eventId, WIN, '', runner(next), 3)],
      },
    ]);
    expect(off.statusCode).toBe(422);
    expect(off.json().error.code).toBe(BetErrorCode.selectionSuspended);
  });
});
