import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { jackpotHitsListSchema, jackpotSchema, jackpotsListSchema } from '@sportsbook/contract';
import type { JackpotWire } from '@sportsbook/contract';
import { events, markets } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';

/**
 * Jackpot amounts converted for the player (decision 071): with `convert_to` of another
 * currency, every jackpot and hit answer also carries its amounts in that currency, converted by
 * the server at the rates in force (FX-003: through EUR, rounded down), naming the rates; nothing
 * in the jackpot's own currency, nothing without a rate, and the public answer stays public.
 */
const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OPERATOR = '/operator/api/v1';

describe.each(databaseTargets())('jackpot amounts converted for the player on %s', (target) => {
  let testApp: TestApp;
  let jackpot: JackpotWire;
  const app = () => testApp.app;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      BET_DELAY_LIVE_MS: '0',
      ...operatorKeysEnv(),
    });
    // BRL 6.20 and USD 1.08 per EUR; GBP none.
    for (const [currency, perEur] of [
      ['BRL', '6.2'],
      ['USD', '1.08'],
    ] as const) {
      const set = await app().inject({
        method: 'POST',
        url: `${OPERATOR}/fx-rates`,
        headers: operatorHeaders(),
        payload: { currency, per_eur: perEur },
      });
      expect(set.statusCode, set.body).toBe(201);
    }
    const list = jackpotsListSchema.parse(
      (await app().inject({ method: 'GET', url: `${V2}/jackpots?state=active` })).json(),
    );
    for (const j of list.data)
      await app().inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${j.id}/pause`,
        headers: operatorHeaders(),
      });
    const created = await app().inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      headers: operatorHeaders(),
      payload: {
        name: 'Converted',
        currency: 'EUR',
        levels: [
          // Every stake feeds it whole; a 12.34 EUR bet takes the mini past 600 and hits it.
          {
            code: 'mini',
            name: 'Mini',
            seed_amount: '500',
            must_hit_by: '600',
            contribution_ppm: 1_000_000,
          },
          {
            code: 'grand',
            name: 'Grand',
            seed_amount: '123457',
            must_hit_by: '99999999',
            contribution_ppm: 1,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    jackpot = jackpotSchema.parse(created.json());
  }, 120_000);
  afterAll(() => testApp.close());

  const list = async (query: string) => {
    const response = await app().inject({ method: 'GET', url: `${V2}/jackpots?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return jackpotsListSchema.parse(response.json()).data.find((j) => j.id === jackpot.id)!;
  };
  /** The test's own FX-003 for two-decimal currencies: floor(amount × to / from). */
  const eurTo = (amount: string, perEur: number) =>
    String(Math.floor((Number(amount) * Math.round(perEur * 100)) / 100));

  it('GET /jackpots with convert_to: every amount also in the player currency, rounded down', async () => {
    const response = await app().inject({
      method: 'GET',
      url: `${V2}/jackpots?state=active&convert_to=BRL`,
    });
    // The player's currency is in the URL, not the session: still a public answer.
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const wire = jackpotsListSchema.parse(response.json()).data.find((j) => j.id === jackpot.id)!;
    expect(wire.currency).toBe('EUR');
    expect(wire.amount).toBe('123957');
    expect(wire.converted).toEqual({
      currency: 'BRL',
      subunits: 2,
      from_per_eur: '1',
      to_per_eur: '6.2',
      // 1 239.57 EUR × 6.2 = 7 685.334 BRL → 7 685.33.
      amount: '768533',
      pool_amount: '768533',
      hits_amount: '0',
      levels: [
        { id: wire.levels[0]!.id, pool_amount: '3100', seed_amount: '3100', must_hit_by: '3720' },
        {
          id: wire.levels[1]!.id,
          pool_amount: eurTo('123457', 6.2),
          seed_amount: eurTo('123457', 6.2),
          must_hit_by: eurTo('99999999', 6.2),
        },
      ],
    });
    // USD: 1 239.57 × 1.08 = 1 338.7356 → 1 338.73.
    expect((await list('convert_to=USD')).converted).toMatchObject({
      currency: 'USD',
      to_per_eur: '1.08',
      amount: '133873',
    });
  });

  it('nothing converted in the jackpot currency, without a rate, or when not asked', async () => {
    expect((await list('convert_to=EUR')).converted).toBeUndefined();
    expect((await list('convert_to=GBP')).converted).toBeUndefined();
    expect((await list('state=active')).converted).toBeUndefined();
    const bad = await app().inject({ method: 'GET', url: `${V2}/jackpots?convert_to=XYZ` });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /jackpots/{id} and POST /jackpots convert the same way', async () => {
    const one = await app().inject({
      method: 'GET',
      url: `${V2}/jackpots/${jackpot.id}?convert_to=BRL`,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(jackpotSchema.parse(one.json()).converted?.amount).toBe('768533');
    const batch = await app().inject({
      method: 'POST',
      url: `${V2}/jackpots`,
      payload: { ids: [jackpot.id], convert_to: 'USD' },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(jackpotsListSchema.parse(batch.json()).data[0]!.converted?.amount).toBe('133873');
  });

  it('a hit in EUR shows its amount converted for a BRL player, and the pools after it', async () => {
    const [row] = await app()
      .database.db.select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        outcomes: markets.outcomes,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(and(eq(events.status, 0), eq(events.type, 'match'), eq(markets.status, 1)))
      .orderBy(asc(markets.eventId), asc(markets.marketId))
      .limit(1);
    const outcome = row!.outcomes.find((o) => o.active)!;
    const player = await newPlayer(testApp, `converted-${target}@example.com`, {
      first_name: 'C',
      last_name: 'V',
    });
    const deposit = await app().inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(player),
      payload: { amount: '100000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const placed = await app().inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(player, { 'idempotency-key': `converted-${target}` }),
      payload: {
        meta: { device_id: 'converted-test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '1234', currency: 'EUR' },
            selections: [
              {
                match_id: row!.eventId,
                market_id: row!.marketId,
                specifier: row!.specifier,
                outcome_id: outcome.outcomeId,
                odds: outcome.odds / 1000,
              },
            ],
          },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const hits = jackpotHitsListSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `${V2}/jackpot-hits?jackpot_id=${jackpot.id}&convert_to=BRL`,
        })
      ).json(),
    ).data;
    // The mini's pool, 5.00 + 12.34 EUR, hit: 17.34 EUR × 6.2 = 107.508 BRL → 107.50.
    expect(hits.map((h) => [h.amount, h.currency, h.converted])).toEqual([
      ['1734', 'EUR', { currency: 'BRL', amount: '10750' }],
    ]);
    const plain = jackpotHitsListSchema.parse(
      (
        await app().inject({ method: 'GET', url: `${V2}/jackpot-hits?jackpot_id=${jackpot.id}` })
      ).json(),
    ).data;
    expect(plain[0]!.converted).toBeUndefined();
    // The mini was reset to its seed; the hits paid are converted too.
    expect((await list('convert_to=BRL')).converted).toMatchObject({
      hits_amount: '10750',
      levels: [expect.objectContaining({ pool_amount: '3100' }), expect.anything()],
    });
  });
});
