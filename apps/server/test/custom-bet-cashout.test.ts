import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CashoutErrorCode,
  cashoutResponseSchema,
  customOddsResponseSchema,
  errorEnvelopeSchema,
  placeBetsResponseSchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
} from '@sportsbook/contract';
import type { PlacedBetWire } from '@sportsbook/contract';
import {
  eventModels,
  events,
  ledgerTransactions,
  marketResults,
  markets,
  sports,
} from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  cashoutValue,
  customBetCashoutOdds,
  footballFinalScoreMatrix,
  partialCashoutValue,
  priceCustomBet,
} from '@sportsbook/domain';
import {
  NAMES,
  V3,
  balanceOf,
  deposit,
  historyBet,
  newKey,
  setMarketStatus,
  settleLine,
} from './bet-history-helpers';
import type { Line } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Cashout of a custom bet (decision 059): the combination re-priced from the match's model and
 * state now, stake × placed / current less the margin, through the same cashout plan.
 */

interface Pick {
  market_id: number;
  specifier: string;
  outcome_id: string;
}
const HOME_WIN: Pick = { market_id: 1, specifier: '', outcome_id: '1' };
const OVER_15: Pick = { market_id: 18, specifier: 'total=1.5', outcome_id: 'over' };
const DNB_HOME: Pick = { market_id: 11, specifier: '', outcome_id: 'home' };
const STAKE = 1000n;
const V2 = '/sportsbook/api/v2';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

describe.each(databaseTargets())('custom bet cashout on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let matchIds: number[];
  let next = 0;
  const db = () => testApp.app.database.db;

  const quote = async (matchId: number, picks = [HOME_WIN, OVER_15]) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/custom/odds`,
      payload: { bets: [{ selections: picks.map((p) => ({ match_id: matchId, ...p })) }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return customOddsResponseSchema.parse(response.json()).data[0]!.odds;
  };
  /** A custom bet "home win + over 1.5" on a fresh prematch match, at the price now. */
  const placeCustom = async (
    picks = [HOME_WIN, OVER_15],
  ): Promise<{ bet: PlacedBetWire; matchId: number; odds: number }> => {
    const matchId = matchIds[next++]!;
    const odds = await quote(matchId, picks);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload: {
        meta: { device_id: 'test-device', quick: false, type: 'custom_bet' },
        bets: [
          {
            stake: { value: STAKE.toString(), currency: 'EUR' },
            custom_odds: odds,
            selections: picks.map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const bet = placeBetsResponseSchema.parse(response.json()).data[0]!;
    return { bet, matchId, odds };
  };
  /** The match in play at `minute` with this score, as the feed stores it. */
  const playing = (matchId: number, minute: number, home: number, away: number) =>
    db()
      .update(events)
      .set({
        status: 1,
        live: {
          totalScore: { home, away },
          gameScore: null,
          currentServer: null,
          periodScores: [],
          maxPeriodNumber: 2,
          timeline: [],
          clock: {
            matchTime: `${minute}:00`,
            stoppageTime: null,
            stoppageTimeAnnounced: null,
            remainingTime: null,
            remainingTimeInPeriod: null,
            stopped: false,
            clockUpdatedAt: new Date(0).toISOString(),
          },
        },
      })
      .where(eq(events.id, matchId));
  const expected = (placed: number, current: number, stake = STAKE) =>
    cashoutValue({
      type: 'single',
      stake,
      currency: 'EUR',
      legs: [
        {
          state: 'open',
          oddsThousandths: Math.round(placed * 1000),
          currentOddsThousandths: Math.round(current * 1000),
        },
      ],
    });
  const toCashout = async (betId: string) => {
    const value = (await historyBet(testApp, alice, betId)).to_cashout;
    return value === null ? null : BigInt(value);
  };
  const cashout = (payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/cashout`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload,
    });
  const expectUnavailable = async (betId: string) => {
    expect(await toCashout(betId)).toBeNull();
    const before = await balanceOf(testApp, alice);
    const response = await cashout({ bet_id: betId, to_cashout: '500' });
    expect(response.statusCode, response.body).toBe(422);
    expect(error(response.json()).code).toBe(CashoutErrorCode.unavailable);
    expect(await balanceOf(testApp, alice)).toBe(before);
  };
  const partLine = (matchId: number, pick: Pick): Line => ({
    match_id: matchId,
    ...pick,
    odds: 2,
    provider: 'betradar',
  });

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      BET_DELAY_LIVE_MS: '0',
    });
    alice = await newPlayer(testApp, 'alice@example.com', NAMES);
    await deposit(testApp, alice, '1000000');
    await testApp.app.feed.advance(0);
    const rows = await db()
      .select({ id: events.id })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(eventModels, eq(eventModels.eventId, events.id))
      .where(
        and(
          eq(events.status, 0),
          eq(sports.key, 'football'),
          eq(events.type, 'match'),
          eq(events.provider, 'betradar'),
        ),
      )
      .orderBy(asc(events.startTime), asc(events.id));
    matchIds = [];
    for (const { id } of rows) {
      const lines = await db()
        .select({ marketId: markets.marketId, specifier: markets.specifier })
        .from(markets)
        .where(and(eq(markets.eventId, id), eq(markets.status, 1)));
      const has = (pick: Pick) =>
        lines.some((l) => l.marketId === pick.market_id && l.specifier === pick.specifier);
      if (has(HOME_WIN) && has(OVER_15) && has(DNB_HOME)) matchIds.push(id);
      if (matchIds.length === 12) break;
    }
    expect(matchIds.length, 'prematch football matches').toBe(12);
  }, 120_000);
  afterAll(() => testApp.close());

  it('offers stake × placed / current less the margin, growing and shrinking with the price', async () => {
    const { bet, matchId, odds } = await placeCustom();
    const prematch = await toCashout(bet.bet_id);
    expect(prematch).toBe(expected(odds, await quote(matchId)));
    // Same price: the margin makes it worth a little less than the stake.
    expect(prematch!).toBeLessThan(STAKE);
    expect(prematch!).toBeGreaterThan(0n);

    // Home lead at half-time: both parts likelier, the combination shorter, the bet worth more.
    await playing(matchId, 45, 1, 0);
    const leading = await quote(matchId);
    expect(leading).toBeLessThan(odds);
    const up = await toCashout(bet.bet_id);
    expect(up).toBe(expected(odds, leading));
    expect(up!).toBeGreaterThan(prematch!);

    // The away side scores twice: the home win is less likely, the bet worth less.
    await playing(matchId, 60, 1, 2);
    const trailing = await quote(matchId);
    expect(trailing).toBeGreaterThan(odds);
    const down = await toCashout(bet.bet_id);
    expect(down).toBe(expected(odds, trailing));
    expect(down!).toBeLessThan(prematch!);
  });

  it('cashes out exactly the offer, once, through the cashout plan; partial too', async () => {
    const { bet, matchId, odds } = await placeCustom();
    await playing(matchId, 30, 1, 0);
    const current = await quote(matchId);
    const full = expected(odds, current)!;
    expect(await toCashout(bet.bet_id)).toBe(full);

    // A partial cashout of 400: that share of the full value; the rest rides on.
    const part = partialCashoutValue(full, STAKE, 400n);
    const before = await balanceOf(testApp, alice);
    const partial = await cashout({
      bet_id: bet.bet_id,
      to_cashout: part.toString(),
      partial_stake: '400',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(cashoutResponseSchema.parse(partial.json()).data).toMatchObject({
      amount: part.toString(),
      stake: '400',
    });
    expect(await balanceOf(testApp, alice)).toBe(before + part);
    const rest = expected(odds, current, 600n)!;
    expect(await toCashout(bet.bet_id)).toBe(rest);

    const whole = await cashout({ bet_id: bet.bet_id, to_cashout: rest.toString() });
    expect(whole.statusCode, whole.body).toBe(200);
    const body = cashoutResponseSchema.parse(whole.json());
    expect(body.data).toMatchObject({ amount: rest.toString(), stake: '600' });
    expect(body.data.bet).toMatchObject({ status: 'cashed_out', to_cashout: null });
    expect(await balanceOf(testApp, alice)).toBe(before + part + rest);
    const postings = await db()
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'cashout'),
          sql`${ledgerTransactions.metadata} ->> 'betId' = ${bet.bet_id}`,
        ),
      );
    expect(postings).toHaveLength(2);
    const again = await cashout({ bet_id: bet.bet_id, to_cashout: rest.toString() });
    expect(again.statusCode).toBe(409);
    expect(error(again.json()).code).toBe(CashoutErrorCode.notOpen);
  });

  it('a combination the model calls sure is worth the potential win less the margin', async () => {
    const { bet, matchId, odds } = await placeCustom();
    // 3:0 with a minute left: home win and over 1.5 are as good as won (BB-005, price 1.00).
    await playing(matchId, 89, 3, 0);
    expect(await toCashout(bet.bet_id)).toBe(expected(odds, 1));
  });

  it('values a draw-no-bet combination with the void as the stake back (BB-010)', async () => {
    const picks = [DNB_HOME, OVER_15];
    const { bet, matchId, odds } = await placeCustom(picks);
    // 1:1 at 80 minutes: over 1.5 is in, a draw (a void: stake back) is the likeliest end.
    await playing(matchId, 80, 1, 1);
    const current = await quote(matchId, picks);
    const [row] = await db().select().from(eventModels).where(eq(eventModels.eventId, matchId));
    const model = row!.model as { homeGoals: number; awayGoals: number; firstHalfShare: number };
    const price = priceCustomBet(
      footballFinalScoreMatrix(model, { elapsed: 80 / 90, score: { home: 1, away: 1 } }),
      picks.map((p) => ({
        marketId: p.market_id,
        specifier: p.specifier,
        outcomeId: p.outcome_id,
      })),
    );
    if (!price.ok) throw new Error(price.message);
    expect(price.odds).toBe(current);
    expect(price.voidProbability).toBeGreaterThan(0.5);
    const worth = customBetCashoutOdds({
      odds: current,
      voidProbability: price.voidProbability,
      placedOdds: odds,
    });
    const offer = await toCashout(bet.bet_id);
    expect(offer).toBe(expected(odds, Math.ceil(worth * 1000 - 1e-9) / 1000));
    // The conditional price alone would offer more than the bet is worth.
    expect(offer!).toBeLessThan(expected(odds, current)!);
  });

  it('refuses when a part is decided', async () => {
    const { bet, matchId } = await placeCustom();
    await playing(matchId, 50, 2, 0);
    expect(await toCashout(bet.bet_id)).not.toBeNull();
    await settleLine(testApp, partLine(matchId, OVER_15), 'win');
    await expectUnavailable(bet.bet_id);
    await db().delete(marketResults).where(eq(marketResults.eventId, matchId));
    expect(await toCashout(bet.bet_id)).not.toBeNull();
  });

  it('refuses when a part is suspended or the match is suspended or finished', async () => {
    const { bet, matchId } = await placeCustom();
    await playing(matchId, 20, 0, 0);
    const value = await toCashout(bet.bet_id);
    expect(value).not.toBeNull();
    await setMarketStatus(testApp, partLine(matchId, HOME_WIN), 2);
    await expectUnavailable(bet.bet_id);
    await setMarketStatus(testApp, partLine(matchId, HOME_WIN), 1);
    expect(await toCashout(bet.bet_id)).toBe(value);

    // The match suspended: every market of it stops.
    await db().update(markets).set({ status: 2 }).where(eq(markets.eventId, matchId));
    await expectUnavailable(bet.bet_id);
    await db().update(markets).set({ status: 1 }).where(eq(markets.eventId, matchId));
    expect(await toCashout(bet.bet_id)).toBe(value);

    // Finished: no longer prematch or live.
    await db().update(events).set({ status: 3 }).where(eq(events.id, matchId));
    await expectUnavailable(bet.bet_id);
  });

  it('refuses a cashout shown at a price that has since moved', async () => {
    const { bet, matchId, odds } = await placeCustom();
    await playing(matchId, 30, 1, 0);
    const shown = await toCashout(bet.bet_id);
    // The away side equalises: the value the player saw is gone.
    await playing(matchId, 31, 1, 1);
    const now = expected(odds, await quote(matchId))!;
    const before = await balanceOf(testApp, alice);
    const response = await cashout({ bet_id: bet.bet_id, to_cashout: shown!.toString() });
    expect(response.statusCode).toBe(422);
    expect(error(response.json())).toMatchObject({ code: CashoutErrorCode.valueChanged });
    expect(error(response.json()).details?.[0]).toMatchObject({ to_cashout: now.toString() });
    expect(await balanceOf(testApp, alice)).toBe(before);
  });

  it('quick bet takes no custom bet: a clear 422, nothing placed', async () => {
    const matchId = matchIds[next++]!;
    const before = await balanceOf(testApp, alice);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload: {
        meta: { device_id: 'test-device', quick: true, type: 'custom_bet' },
        bets: [
          {
            stake: { value: '100', currency: 'EUR' },
            custom_odds: await quote(matchId),
            selections: [HOME_WIN, OVER_15].map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
          },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(error(response.json())).toMatchObject({ code: 'custom_bet_refused' });
    expect(error(response.json()).message).toMatch(/Quick bet/);
    expect(await balanceOf(testApp, alice)).toBe(before);
  });

  describe('in a shared slip', () => {
    const share = (payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: `${V2}/bets/share-code`,
        headers: as(alice),
        payload,
      });
    const read = async (code: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${V2}/bets/share-code?code=${code}&locale=en`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return sharedBetsResponseSchema.parse(response.json()).data;
    };
    const parts = (matchId: number, picks = [HOME_WIN, OVER_15]) =>
      picks.map((p) => ({ match_id: matchId, ...p }));

    it('round-trips a custom bet beside ordinary bets, re-priced when the code is read', async () => {
      const matchId = matchIds[next++]!;
      const other = matchIds[next++]!;
      const created = await share({
        bets: [{ selections: [{ match_id: other, ...HOME_WIN }] }],
        custom_bets: [{ selections: parts(matchId) }],
      });
      expect(created.statusCode, created.body).toBe(200);
      const { code } = shareCodeResponseSchema.parse(created.json()).data;

      const first = await read(code);
      expect(first.bets.map((b) => b.selections.map((s) => s.match_id))).toEqual([[other]]);
      expect(first.custom_bets).toHaveLength(1);
      const [custom] = first.custom_bets;
      expect(custom).toMatchObject({ match_id: matchId, odds: await quote(matchId), implied: [] });
      expect(custom!.selections.map((s) => [s.market_id, s.specifier, s.outcome_id])).toEqual([
        [1, '', '1'],
        [18, 'total=1.5', 'over'],
      ]);
      expect(custom!.selections[0]!.market_name).not.toBe('');

      // The match goes on: the code's custom bet comes back at the price now, not the old one.
      await playing(matchId, 40, 1, 0);
      const now = await quote(matchId);
      expect(now).not.toBe(custom!.odds);
      expect((await read(code)).custom_bets[0]!.odds).toBe(now);

      // A part suspended: it comes back unpriced; the match over: it is left out.
      await setMarketStatus(testApp, partLine(matchId, OVER_15), 2);
      expect((await read(code)).custom_bets[0]).toMatchObject({ odds: null });
      await setMarketStatus(testApp, partLine(matchId, OVER_15), 1);
      await db().update(events).set({ status: 4 }).where(eq(events.id, matchId));
      expect((await read(code)).custom_bets).toEqual([]);
    });

    it('takes a slip of custom bets only, and refuses unsound ones with a 400', async () => {
      const matchId = matchIds[next++]!;
      const only = await share({ bets: [], custom_bets: [{ selections: parts(matchId) }] });
      expect(only.statusCode, only.body).toBe(200);
      const { code } = shareCodeResponseSchema.parse(only.json()).data;
      const data = await read(code);
      expect(data.bets).toEqual([]);
      expect(data.custom_bets[0]!.odds).toBe(await quote(matchId));

      const nothing = await share({ bets: [], custom_bets: [] });
      expect(nothing.statusCode).toBe(400);
      expect(error(nothing.json()).message).toMatch(/at least one bet/);
      const onePart = await share({
        bets: [],
        custom_bets: [{ selections: parts(matchId, [HOME_WIN]) }],
      });
      expect(onePart.statusCode).toBe(400);
    });
  });
});
