import type * as timers from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  customOddsResponseSchema,
  errorEnvelopeSchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
import { betSelections, bets, eventModels, events, markets, sports } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { NAMES, V3, balanceOf, deposit, newKey } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * The server's in-play delay, observed and held. Placement sleeps BET_DELAY_LIVE_MS with
 * `setTimeout` of node:timers/promises; the test's copy of it still sleeps the real delay, and
 * in addition says when a request enters it and, when the test holds the gate, keeps the request
 * there until the test has changed the match. So "during the delay" is a condition the test
 * waits on, never a guess of how long the server takes to reach it.
 */
const delay = vi.hoisted(() => {
  const state = {
    ms: 400,
    /** Requests that entered the delay, and those that left it. */
    entered: 0,
    left: 0,
    waiters: [] as Array<() => void>,
    gate: null as Promise<void> | null,
    /** Resolves once the next request has entered the delay. */
    nextEntry(): Promise<void> {
      return new Promise((resolve) => state.waiters.push(resolve));
    },
    /** Holds requests in the delay (after its full length) until the returned release is called. */
    hold(): () => void {
      let release!: () => void;
      state.gate = new Promise((resolve) => (release = resolve));
      return () => {
        state.gate = null;
        release();
      };
    },
  };
  return state;
});

vi.mock('node:timers/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof timers>();
  const setTimeout = (async (ms?: number, value?: unknown, options?: object) => {
    if (ms !== delay.ms) return actual.setTimeout(ms, value, options);
    delay.entered++;
    const gate = delay.gate;
    for (const resolve of delay.waiters.splice(0)) resolve();
    await actual.setTimeout(ms, undefined, options);
    if (gate) await gate;
    delay.left++;
    return value;
  }) as typeof actual.setTimeout;
  return { ...actual, setTimeout, default: { ...actual, setTimeout } };
});

interface Pick {
  market_id: number;
  specifier: string;
  outcome_id: string;
}
const HOME_WIN: Pick = { market_id: 1, specifier: '', outcome_id: '1' };
const BOTH_SCORE: Pick = { market_id: 29, specifier: '', outcome_id: 'yes' };
const PICKS = [HOME_WIN, BOTH_SCORE];

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

/**
 * Issue 21: "Live custom bets follow the in-play delay". A custom bet with a part in play waits
 * BET_DELAY_LIVE_MS and is checked again after it — every part's line still open, and the whole
 * re-priced from the model and the match's state then, under the player's acceptance mode.
 */
describe.each(databaseTargets())('live custom bets and the in-play delay on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  /** Prematch football matches with a model, the 1X2 and both-teams-to-score lines open. */
  const free: number[] = [];
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      BET_DELAY_LIVE_MS: String(delay.ms),
    });
    alice = await newPlayer(testApp, 'alice@example.com', NAMES);
    await deposit(testApp, alice, '100000');
    // The engine's first step starts what is due; it is not advanced again, so nothing but the
    // test changes these matches.
    await testApp.app.feed.advance(0);
    const rows = await db()
      .select({ id: events.id })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(eventModels, eq(eventModels.eventId, events.id))
      .where(and(eq(events.status, 0), eq(sports.key, 'football'), eq(events.type, 'match')))
      .orderBy(asc(events.startTime), asc(events.id));
    for (const { id } of rows) {
      const open = await db()
        .select({ marketId: markets.marketId })
        .from(markets)
        .where(and(eq(markets.eventId, id), eq(markets.status, 1), eq(markets.specifier, '')));
      const ids = new Set(open.map((line) => line.marketId));
      if (ids.has(1) && ids.has(29)) free.push(id);
      if (free.length === 5) break;
    }
    expect(free.length, 'prematch football matches').toBe(5);
  }, 120_000);
  afterAll(() => testApp.close());

  /** A match in play, half an hour gone at 0:0, as the feed stores it: the model prices it so. */
  const liveMatch = async () => {
    const matchId = free.shift()!;
    await db()
      .update(events)
      .set({
        status: 1,
        live: { totalScore: { home: 0, away: 0 }, clock: { matchTime: '30:00' } },
      })
      .where(eq(events.id, matchId));
    return matchId;
  };
  const quote = async (matchId: number) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/custom/odds`,
      payload: { bets: [{ selections: PICKS.map((p) => ({ match_id: matchId, ...p })) }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return customOddsResponseSchema.parse(response.json()).data[0]!.odds;
  };
  const place = (matchId: number, customOdds: number) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload: {
        meta: { device_id: 'test-device', quick: false, type: 'custom_bet' },
        bets: [
          {
            stake: { value: '1000', currency: 'EUR' },
            custom_odds: customOdds,
            selections: PICKS.map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
          },
        ],
      },
    });
  const setMode = async (mode: 'none' | 'higher' | 'any') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v2/settings',
      headers: as(alice),
      payload: { auto_accept_odds_change: mode },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const betCount = async () => {
    const [row] = await db()
      .select({ n: count() })
      .from(bets)
      .where(eq(bets.playerId, alice.playerId));
    return row!.n;
  };
  /**
   * Starts a placement and resolves once the server is inside its in-play delay with it. The
   * answer is wrapped: an async function returning inject's thenable would await the answer.
   */
  const placeIntoDelay = async (matchId: number, customOdds: number) => {
    const entered = delay.nextEntry();
    const answer = Promise.resolve(place(matchId, customOdds));
    await entered;
    return { answer };
  };

  it('a live custom bet that still stands after the delay is taken, not before', async () => {
    await setMode('none');
    const matchId = await liveMatch();
    const price = await quote(matchId);
    const before = await balanceOf(testApp, alice);
    const left = delay.left;
    const started = performance.now();
    const response = await place(matchId, price);
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    // The answer came after the server's delay ended: it waited, and waited the whole delay
    // (a timer may fire up to a millisecond early on its rounding).
    expect(delay.left).toBe(left + 1);
    expect(elapsed).toBeGreaterThanOrEqual(delay.ms - 1);
    const [bet] = placeBetsResponseSchema.parse(response.json()).data;
    expect(bet).toMatchObject({ type: 'custom_bet', odds: price });
    expect(await balanceOf(testApp, alice)).toBe(before - 1000n);
    const parts = await db()
      .select({ live: betSelections.live })
      .from(betSelections)
      .where(eq(betSelections.betId, bet!.bet_id));
    expect(parts).toEqual([{ live: true }, { live: true }]);
  });

  it('a prematch custom bet does not wait', async () => {
    const matchId = free.shift()!;
    const price = await quote(matchId);
    const entered = delay.entered;
    const response = await place(matchId, price);
    expect(response.statusCode, response.body).toBe(200);
    expect(delay.entered).toBe(entered);
  });

  it('refuses a live custom bet whose part is suspended during the delay, and takes nothing', async () => {
    await setMode('any');
    const matchId = await liveMatch();
    const price = await quote(matchId);
    const before = await balanceOf(testApp, alice);
    const bets = await betCount();
    const release = delay.hold();
    // Checked and found open, then held in the delay while the feed suspends a part's market.
    const { answer } = await placeIntoDelay(matchId, price);
    await db()
      .update(markets)
      .set({ status: -1 })
      .where(and(eq(markets.eventId, matchId), eq(markets.marketId, BOTH_SCORE.market_id)));
    release();
    const response = await answer;
    expect(response.statusCode, response.body).toBe(422);
    const refusal = error(response.json());
    expect(refusal.code).toBe('selection_suspended');
    expect(refusal.message).toMatch(/bets\.0\.selections\.1: the market is suspended/);
    expect(await balanceOf(testApp, alice)).toBe(before);
    expect(await betCount()).toBe(bets);
  });

  it('error 120 when a goal during the delay moves the price beyond the acceptance mode', async () => {
    await setMode('higher');
    const matchId = await liveMatch();
    const price = await quote(matchId);
    const before = await balanceOf(testApp, alice);
    const bets = await betCount();
    const release = delay.hold();
    const { answer } = await placeIntoDelay(matchId, price);
    // The home side scores: home win and both teams to score are both likelier, the price drops.
    await db()
      .update(events)
      .set({ live: { totalScore: { home: 1, away: 0 }, clock: { matchTime: '31:00' } } })
      .where(eq(events.id, matchId));
    release();
    const response = await answer;
    const moved = await quote(matchId);
    expect(moved).toBeLessThan(price);
    expect(response.statusCode, response.body).toBe(422);
    const refusal = error(response.json());
    expect(refusal.code).toBe(120);
    expect(refusal.details?.[0]).toMatchObject({ field: 'bets.0.custom_odds', odds: moved });
    expect(await balanceOf(testApp, alice)).toBe(before);
    expect(await betCount()).toBe(bets);
  });

  it('takes the new price after the delay when the acceptance mode allows it', async () => {
    await setMode('any');
    const matchId = await liveMatch();
    const price = await quote(matchId);
    const before = await balanceOf(testApp, alice);
    const release = delay.hold();
    const { answer } = await placeIntoDelay(matchId, price);
    await db()
      .update(events)
      .set({ live: { totalScore: { home: 1, away: 0 }, clock: { matchTime: '31:00' } } })
      .where(eq(events.id, matchId));
    release();
    const response = await answer;
    const moved = await quote(matchId);
    expect(moved).toBeLessThan(price);
    expect(response.statusCode, response.body).toBe(200);
    const [bet] = placeBetsResponseSchema.parse(response.json()).data;
    expect(bet).toMatchObject({ type: 'custom_bet', odds: moved });
    expect(bet!.potential_win).toBe(String(Math.floor(1000 * moved + 1e-6)));
    expect(await balanceOf(testApp, alice)).toBe(before - 1000n);
  });
});
