import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  fxRateSchema,
  fxRatesListSchema,
  jackpotHitsListSchema,
  jackpotSchema,
  jackpotsListSchema,
} from '@sportsbook/contract';
import type { JackpotWire } from '@sportsbook/contract';
import {
  bets,
  events,
  getPlayerAccount,
  jackpotHits,
  ledgerTransactions,
  levelPools,
  listFxRates,
  markets,
  trialBalance,
} from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { CURRENCY_CODES, convertAmount } from '@sportsbook/domain';
import { ensureDemoFxRates, fxRatesAt } from '../src/services/fx/fx-rates';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { postTestTransfer } from './test-transfer';

/**
 * Jackpots across currencies (decision 062; rules FX-001…FX-005 in packages/domain): the
 * operator keeps rates against EUR; a bet in another currency feeds a jackpot with its share
 * converted at the rate in force at placement (rounded down), through the fx position accounts,
 * so each currency's books balance; a missing rate skips the contribution, never the bet; every
 * hit records its EUR amount; a win in another currency is paid into the winner's account in
 * the jackpot's currency.
 */
const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OPERATOR = '/operator/api/v1';

interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

describe.each(databaseTargets())('jackpots across currencies on %s', (target) => {
  let testApp: TestApp;
  let line: Line;
  let keySeq = 0;
  let playerSeq = 0;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      BET_DELAY_LIVE_MS: '0',
      ...operatorKeysEnv(),
    });
    const [row] = await testApp.app.database.db
      .select({
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
    line = {
      match_id: row!.eventId,
      market_id: row!.marketId,
      specifier: row!.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
    };
  }, 120_000);
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const db = () => app().database.db;

  /** A confirmed player whose only account is in `currency`, with a deposit in it. */
  const player = async (currency: string) => {
    const client = await newPlayer(testApp, `fx-${target}-${++playerSeq}@example.com`, {
      first_name: 'F',
      last_name: 'X',
      currency,
    });
    const deposit = await app().inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { amount: '1000000', currency, return_url: '/' },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    return client;
  };
  const bet = async (client: Client, stake: string, currency: string) => {
    const response = await app().inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `fx-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'fx-test', quick: false, type: 'single' },
        bets: [{ stake: { value: stake, currency }, selections: [line] }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [placed] = await db()
      .select()
      .from(bets)
      .where(eq(bets.playerId, client.playerId))
      .orderBy(sql`${bets.createdAt} desc`)
      .limit(1);
    return placed!;
  };
  const setRate = (body: object, role: 'operator' | 'support' | null = 'operator') =>
    app().inject({
      method: 'POST',
      url: `${OPERATOR}/fx-rates`,
      headers: role ? operatorHeaders(role) : {},
      payload: body,
    });
  /** A new jackpot in `currency`; every other one is paused so each test feeds only its own. */
  const create = async (currency: string, levels: object[]): Promise<JackpotWire> => {
    const list = jackpotsListSchema.parse(
      (await app().inject({ method: 'GET', url: `${V2}/jackpots?state=active` })).json(),
    );
    for (const j of list.data)
      await app().inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${j.id}/pause`,
        headers: operatorHeaders(),
      });
    const response = await app().inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      headers: operatorHeaders(),
      payload: { name: `FX ${currency}`, currency, levels },
    });
    expect(response.statusCode, response.body).toBe(201);
    return jackpotSchema.parse(response.json());
  };
  const level = (code: string, ppm: number, seed = '1000', mustHitBy = '100000000') => ({
    code,
    name: code,
    seed_amount: seed,
    must_hit_by: mustHitBy,
    contribution_ppm: ppm,
  });
  const pools = async (jackpot: JackpotWire) =>
    levelPools(
      db(),
      jackpot.levels.map((l) => l.id),
    );
  /** Each currency and account kind's ledger sum, and the books' verdict. */
  const books = async () => {
    const trial = await trialBalance(db());
    const sum = (currency: string, kind: string) =>
      trial.lines.find((l) => l.currency === currency && l.kind === kind)?.ledger ?? 0n;
    return { sum, discrepancies: trial.discrepancies };
  };
  const transfersOfBet = (betId: string) =>
    db()
      .select({ kind: ledgerTransactions.kind, reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.metadata} ->> 'betId' = ${betId}`)
      .orderBy(asc(ledgerTransactions.id));

  it('a missing rate skips the contribution and places the bet (FX-004)', async () => {
    const jackpot = await create('EUR', [level('mini', 10_000)]);
    const gbp = await player('GBP');
    const before = await pools(jackpot);
    const placed = await bet(gbp, '50000', 'GBP');
    expect(placed).toMatchObject({ currency: 'GBP', stake: 50_000n, usedInJackpot: false });
    expect(await pools(jackpot)).toEqual(before);
    expect(await transfersOfBet(placed.id)).toEqual([]);
    const { sum, discrepancies } = await books();
    expect(discrepancies).toEqual([]);
    expect(sum('GBP', 'fx_position')).toBe(0n);
  });

  it('the operator sets rates: validated (4xx with a reason), operator role only, history kept', async () => {
    expect((await setRate({ currency: 'USD', per_eur: '1.08' }, null)).statusCode).toBe(401);
    expect((await setRate({ currency: 'USD', per_eur: '1.08' }, 'support')).statusCode).toBe(403);
    const list = await app().inject({ method: 'GET', url: `${OPERATOR}/fx-rates` });
    expect(list.statusCode).toBe(401);
    const refusals: Array<[object, RegExp]> = [
      [{ currency: 'USD', per_eur: 'abc' }, /per_eur.*must be a decimal/],
      [{ currency: 'USD', per_eur: '0' }, /per_eur.*above zero/],
      [{ currency: 'USD', per_eur: '-1.08' }, /per_eur/],
      [{ currency: 'USD', per_eur: 1.08 }, /per_eur/],
      [{ currency: 'USD', per_eur: '1.0000000000000000001' }, /18 decimals/],
      [{ currency: 'EUR', per_eur: '1' }, /EUR is the base/],
      [{ currency: 'XYZ', per_eur: '1' }, /currency/],
      [{ currency: 'USD' }, /per_eur/],
      [{ currency: 'USD', per_eur: '1.08', effective_from: 'tomorrow' }, /effective_from/],
      [
        { currency: 'USD', per_eur: '1.08', effective_from: '2020-01-01T00:00:00Z' },
        /effective_from must not be in the past/,
      ],
    ];
    for (const [body, reason] of refusals) {
      const response = await setRate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatch(reason);
    }

    const set = await setRate({ currency: 'USD', per_eur: '1.0800' });
    expect(set.statusCode, set.body).toBe(201);
    expect(fxRateSchema.parse(set.json())).toMatchObject({
      currency: 'USD',
      per_eur: '1.08',
      created_by: 'test-operator',
    });
    // A future rate is listed, not yet in force; the same moment twice is a conflict.
    const later = new Date(app().clock.now().getTime() + 3_600_000).toISOString();
    const cad = await setRate({ currency: 'CAD', per_eur: '1.5', effective_from: later });
    expect(cad.statusCode).toBe(201);
    const twice = await setRate({ currency: 'CAD', per_eur: '1.6', effective_from: later });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('already has a rate');
    const rates = fxRatesListSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `${OPERATOR}/fx-rates`,
          headers: operatorHeaders(),
        })
      ).json(),
    );
    expect(rates.in_force.map((r) => [r.currency, r.per_eur])).toEqual([['USD', '1.08']]);
    expect(rates.data.map((r) => [r.currency, r.per_eur])).toEqual([
      ['CAD', '1.5'],
      ['USD', '1.08'],
    ]);
    const bad = await app().inject({
      method: 'GET',
      url: `${OPERATOR}/fx-rates?limit=0`,
      headers: operatorHeaders(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a USD bet feeds a EUR jackpot: exact pool growth, each currency balanced through the fx positions', async () => {
    const jackpot = await create('EUR', [level('mini', 10_000), level('grand', 3_333)]);
    const usd = await player('USD');
    const before = await books();
    const poolsBefore = await pools(jackpot);
    const placed = await bet(usd, '12345', 'USD');
    expect(placed).toMatchObject({ currency: 'USD', usedInJackpot: true });
    // mini: 1 % of 123.45 USD = 123 cents = 113.88… EUR cents → 113; grand: 41 → 37.96… → 37.
    const [mini, grand] = jackpot.levels.map((l) => l.id) as [string, string];
    const after = await pools(jackpot);
    expect(after.get(mini)! - poolsBefore.get(mini)!).toBe(113n);
    expect(after.get(grand)! - poolsBefore.get(grand)!).toBe(37n);
    const usdRate = { currency: 'USD', perEur: '1.08' };
    const eurRate = { currency: 'EUR', perEur: '1' };
    expect(convertAmount(123n, usdRate, eurRate) + convertAmount(41n, usdRate, eurRate)).toBe(150n);
    // Per level (in level id order, as the placement reads them): the bet-currency leg, then the
    // jackpot-currency leg, under one reference.
    expect(await transfersOfBet(placed.id)).toEqual(
      [mini, grand].sort().flatMap((levelId) => [
        { kind: 'jackpot_contribution_fx', reference: `${placed.id}/${levelId}` },
        { kind: 'jackpot_contribution', reference: `${placed.id}/${levelId}` },
      ]),
    );
    const now = await books();
    expect(now.discrepancies).toEqual([]);
    const delta = (currency: string, kind: string) =>
      now.sum(currency, kind) - before.sum(currency, kind);
    expect(delta('USD', 'fx_position')).toBe(164n);
    expect(delta('USD', 'house')).toBe(12_345n - 164n);
    expect(delta('USD', 'player')).toBe(-12_345n);
    expect(delta('EUR', 'fx_position')).toBe(-150n);
    expect(delta('EUR', 'jackpot')).toBe(150n);
    expect(delta('EUR', 'house')).toBe(0n);
  });

  it('a EUR bet hits a USD jackpot: the hit is in USD with its EUR amount, paid into a USD account opened for the winner', async () => {
    // Seed 500, hit point in (500, 600]: 2.00 EUR → 2.16 USD takes the pool to 716.
    const jackpot = await create('USD', [level('mini', 1_000_000, '500', '600')]);
    const eur = await player('EUR');
    const placed = await bet(eur, '200', 'EUR');
    expect(placed.usedInJackpot).toBe(true);
    const [hit] = await db()
      .select()
      .from(jackpotHits)
      .where(eq(jackpotHits.jackpotId, jackpot.id));
    // 716 USD cents / 1.08 = 662.96… EUR cents → 662 (FX-005, rounded down).
    expect(hit).toMatchObject({ currency: 'USD', amount: 716n, amountInEur: 662n, status: 'paid' });
    const wire = jackpotHitsListSchema.parse(
      (
        await app().inject({ method: 'GET', url: `${V2}/jackpot-hits?jackpot_id=${jackpot.id}` })
      ).json(),
    ).data;
    expect(wire.map((h) => [h.amount, h.currency, h.amount_in_eur])).toEqual([
      ['716', 'USD', '662'],
    ]);
    const usdAccount = await getPlayerAccount(db(), eur.playerId, 'USD');
    expect(usdAccount).toMatchObject({ balance: 716n, active: false });
    expect((await getPlayerAccount(db(), eur.playerId, 'EUR'))!.active).toBe(true);
    expect((await books()).discrepancies).toEqual([]);
  });

  it('the rate in force at placement is the one used: a future rate takes effect at its moment', async () => {
    const jackpot = await create('EUR', [level('mini', 1_000_000)]);
    const usd = await player('USD');
    const at = new Date(app().clock.now().getTime() + 60_000);
    expect(
      (await setRate({ currency: 'USD', per_eur: '2', effective_from: at.toISOString() }))
        .statusCode,
    ).toBe(201);
    const [id] = jackpot.levels.map((l) => l.id) as [string];
    const start = (await pools(jackpot)).get(id)!;
    await bet(usd, '1000', 'USD');
    // Still 1.08: 10.00 USD = 9.259… EUR → 925 cents.
    expect((await pools(jackpot)).get(id)! - start).toBe(925n);
    app().clock.advance(61_000);
    await bet(usd, '1000', 'USD');
    // Now 2: 10.00 USD = 5.00 EUR.
    expect((await pools(jackpot)).get(id)! - start).toBe(925n + 500n);
    expect((await books()).discrepancies).toEqual([]);
  });

  it('the audit names a conversion with a leg missing', async () => {
    await postTestTransfer(db(), {
      kind: 'jackpot_contribution_fx',
      reference: 'no-such-bet/no-such-level',
      currency: 'USD',
      from: { system: 'house', currency: 'USD' },
      to: { system: 'fx_position', currency: 'USD' },
      amount: 5n,
    });
    expect((await books()).discrepancies).toEqual([
      'the conversion of jackpot contribution no-such-bet/no-such-level has no jackpot-currency leg',
    ]);
  });

  it("the demo seed gives every supported currency a rate, once, and keeps the operator's", async () => {
    const now = app().clock.now();
    await Promise.all([ensureDemoFxRates(db(), now), ensureDemoFxRates(db(), now)]);
    await ensureDemoFxRates(db(), now);
    const rows = await listFxRates(db(), { limit: 500 });
    const seeded = rows.filter((r) => r.createdBy === 'demo').map((r) => r.currency);
    // USD has the operator's rate in force: untouched. CAD's is only future: the demo's holds
    // until then.
    expect(seeded.sort()).toEqual(CURRENCY_CODES.filter((c) => !['EUR', 'USD'].includes(c)).sort());
    expect(rows.filter((r) => r.currency === 'USD').every((r) => r.createdBy !== 'demo')).toBe(
      true,
    );
    const inForce = await fxRatesAt(db(), app().clock.now());
    expect(CURRENCY_CODES.filter((c) => c !== 'EUR' && !inForce.has(c))).toEqual([]);
  });
});
