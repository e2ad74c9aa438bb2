import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  customMarketsResponseSchema,
  customOddsResponseSchema,
  errorEnvelopeSchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
import { bets, eventModels, events, markets, sports } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { applyMargin, roundOdds } from '@sportsbook/domain';
import { scoreStateOf } from '../src/services/bets/custom-bet';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { NAMES, V3, balanceOf, deposit, newKey } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * The football bet builder's half-time markets and draw no bet (decision 064): priced from the
 * joint half-time/full-time distribution, a draw voiding a draw-no-bet part, settled from the
 * half-time and full-time scores as the singles are; and a custom bet's own maximum stake
 * (BB-008), answered with the price and enforced at placement.
 */

/** Poisson by the textbook formula: the test's own arithmetic, not the domain's. */
const pois = (rate: number, k: number) => {
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  return (Math.exp(-rate) * rate ** k) / factorial;
};

interface Pick {
  market_id: number;
  specifier: string;
  outcome_id: string;
}
const pick = (market_id: number, specifier: string, outcome_id: string): Pick => ({
  market_id,
  specifier,
  outcome_id,
});
const total = (side: 'over' | 'under', line: number) => pick(18, `total=${line}`, side);
const halfResult = (outcome: '1' | 'X' | '2') => pick(60, '', outcome);
const halfTotal = (side: 'over' | 'under', line: number) => pick(68, `total=${line}`, side);
const dnb = (side: 'home' | 'away') => pick(11, '', side);
const htft = (key: string) => pick(47, '', key);
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

interface Score {
  home: number;
  away: number;
}
type Ends = { half: Score; full: Score };

/** How each pick settles on the half-time and full-time scores: the test's own reading. */
function resultOf(p: Pick, { half, full }: Ends): 'win' | 'void' | 'lose' {
  const key = (s: Score) => (s.home > s.away ? '1' : s.home < s.away ? '2' : 'X');
  const line = Number(p.specifier.split('=')[1]);
  const yes = (b: boolean) => (b ? 'win' : 'lose');
  switch (p.market_id) {
    case 11:
      if (full.home === full.away) return 'void';
      return yes(full.home > full.away === (p.outcome_id === 'home'));
    case 18:
      return yes(full.home + full.away > line === (p.outcome_id === 'over'));
    case 29:
      return yes((full.home > 0 && full.away > 0) === (p.outcome_id === 'yes'));
    case 47:
      return yes(`${key(half)}/${key(full)}` === p.outcome_id);
    case 60:
      return yes(key(half) === p.outcome_id);
    case 68:
      return yes(half.home + half.away > line === (p.outcome_id === 'over'));
    default:
      throw new Error(`no reading for market ${p.market_id}`);
  }
}

describe('the football score a custom bet reads', () => {
  it('knows the half-time score once the first half is over', () => {
    const first = { type: 'regular_period', number: 1, home: 1, away: 0 };
    const second = { type: 'regular_period', number: 2, home: 1, away: 2 };
    const during = { totalScore: { home: 1, away: 0 }, clock: { matchTime: '30:00' } };
    expect(scoreStateOf({ ...during, periodScores: [first] })).toEqual({
      elapsed: 1 / 3,
      score: { home: 1, away: 0 },
    });
    const after = {
      totalScore: { home: 2, away: 2 },
      clock: { matchTime: '72:00' },
      periodScores: [first, second],
    };
    expect(scoreStateOf(after)).toEqual({
      elapsed: 0.8,
      score: { home: 2, away: 2 },
      halfTime: { home: 1, away: 0 },
    });
  });
});

describe.each(databaseTargets())('bet builder halves and draw no bet on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  /** Prematch football matches with a model and open first-half lines. */
  let matches: number[];
  const db = () => testApp.app.database.db;

  const odds = (picks: Pick[], matchId: number, client: Client | null = null) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/custom/odds`,
      ...(client ? { headers: as(client) } : {}),
      payload: { bets: [{ selections: picks.map((p) => ({ match_id: matchId, ...p })) }] },
    });
  const quote = async (picks: Pick[], matchId: number) => {
    const response = await odds(picks, matchId);
    expect(response.statusCode, response.body).toBe(200);
    return customOddsResponseSchema.parse(response.json()).data[0]!;
  };
  const place = (picks: Pick[], matchId: number, customOdds: number, stake = '1000') =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload: {
        meta: { device_id: 'test-device', quick: false, type: 'custom_bet' },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
            custom_odds: customOdds,
            selections: picks.map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
          },
        ],
      },
    });

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      FEED_DAYS: '3',
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
      .where(and(eq(events.status, 0), eq(sports.key, 'football'), eq(events.type, 'match')))
      .orderBy(asc(events.startTime), asc(events.id));
    matches = [];
    for (const { id } of rows) {
      const lines = await db()
        .select({ marketId: markets.marketId, specifier: markets.specifier })
        .from(markets)
        .where(and(eq(markets.eventId, id), eq(markets.status, 1)));
      const has = (marketId: number, specifier: string) =>
        lines.some((l) => l.marketId === marketId && l.specifier === specifier);
      if (
        has(11, '') &&
        has(47, '') &&
        has(60, '') &&
        has(68, 'total=1.5') &&
        has(18, 'total=2.5') &&
        has(29, '')
      )
        matches.push(id);
      if (matches.length === 16) break;
    }
    expect(matches.length, 'prematch football matches').toBeGreaterThanOrEqual(8);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists draw no bet with the result and the first-half markets in their own group', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${V3}/bets/custom/markets/${matches[0]}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = customMarketsResponseSchema.parse(response.json());
    const group = (key: string) =>
      data.custom_bet_groups.find((g) => g.group_key === key)?.markets.map((m) => m.market_id);
    expect(new Set(group('result'))).toEqual(new Set([1, 10, 11]));
    expect(new Set(group('first_half'))).toEqual(new Set([47, 60, 68]));
  });

  it('prices half-time and draw-no-bet combinations from both halves, hand-computed', async () => {
    const matchId = matches[0]!;
    const [row] = await db().select().from(eventModels).where(eq(eventModels.eventId, matchId));
    const model = row!.model as { homeGoals: number; awayGoals: number; firstHalfShare: number };
    const f1 = model.firstHalfShare;
    /** P(win) and P(void) summed over both halves' goals. */
    const joint = (picks: Pick[]) => {
      let win = 0;
      let voided = 0;
      for (let h1 = 0; h1 <= 10; h1++)
        for (let a1 = 0; a1 <= 10; a1++)
          for (let h2 = 0; h2 <= 10; h2++)
            for (let a2 = 0; a2 <= 10; a2++) {
              const ends = {
                half: { home: h1, away: a1 },
                full: { home: h1 + h2, away: a1 + a2 },
              };
              const results = picks.map((p) => resultOf(p, ends));
              if (results.includes('lose')) continue;
              const p =
                pois(model.homeGoals * f1, h1) *
                pois(model.awayGoals * f1, a1) *
                pois(model.homeGoals * (1 - f1), h2) *
                pois(model.awayGoals * (1 - f1), a2);
              if (results.includes('void')) voided += p;
              else win += p;
            }
      return win / (1 - voided);
    };
    const table: Pick[][] = [
      [halfResult('1'), total('over', 2.5)],
      [htft('X/2'), pick(29, '', 'yes')],
      [halfTotal('under', 1.5), total('over', 2.5)],
      [dnb('home'), total('over', 2.5)],
      [dnb('away'), halfResult('X')],
    ];
    for (const picks of table) {
      const p = joint(picks);
      const { odds: price } = await quote(picks, matchId);
      expect(price, JSON.stringify(picks)).toBe(roundOdds(applyMargin([p, 1 - p], 1.1)[0]!));
    }
    const impossible = await odds([halfResult('1'), halfTotal('under', 0.5)], matchId);
    expect(impossible.statusCode).toBe(422);
    expect(error(impossible.json()).message).toMatch(/^BB-004/);
  });

  it('prices in play from the score of the first half, and after half-time from the half-time score', async () => {
    const matchId = matches[1]!;
    const [row] = await db().select().from(eventModels).where(eq(eventModels.eventId, matchId));
    const model = row!.model as { homeGoals: number; awayGoals: number; firstHalfShare: number };
    const f1 = model.firstHalfShare;
    /** The match in play at `minute`, as the feed stores it (the lines stay as they are). */
    const playing = (minute: number, total: Score, periods: Score[]) =>
      db()
        .update(events)
        .set({
          status: 1,
          live: {
            totalScore: total,
            gameScore: null,
            currentServer: null,
            periodScores: periods.map((p, i) => ({
              ...p,
              number: i + 1,
              type: 'regular_period',
              periodKey: `${i + 1}_half`,
              periodName: `${i + 1}. half`,
            })),
            maxPeriodNumber: periods.length,
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
    // 1:0 after 30 minutes: 15 minutes of the first half and a whole second half to come.
    await playing(30, { home: 1, away: 0 }, [{ home: 1, away: 0 }]);
    const firstLeft = f1 * (1 - 30 / 45);
    let p = 0;
    for (let h1 = 0; h1 <= 10; h1++)
      for (let a1 = 0; a1 <= 10; a1++)
        for (let h2 = 0; h2 <= 10; h2++)
          for (let a2 = 0; a2 <= 10; a2++) {
            const half = { home: 1 + h1, away: a1 };
            const full = { home: half.home + h2, away: a1 + a2 };
            if (half.home === half.away && full.home > full.away)
              p +=
                pois(model.homeGoals * firstLeft, h1) *
                pois(model.awayGoals * firstLeft, a1) *
                pois(model.homeGoals * (1 - f1), h2) *
                pois(model.awayGoals * (1 - f1), a2);
          }
    const live = await quote([htft('X/1'), dnb('home')], matchId);
    expect(live.odds).toBe(roundOdds(applyMargin([p, 1 - p], 1.1)[0]!));
    // Draw no bet home is implied by X/1 (a home win at full time).
    expect(live.implied).toEqual([1]);

    // 60 minutes, 1:1, the first half ended 1:0: a first-half home win is already in.
    await playing(60, { home: 1, away: 1 }, [
      { home: 1, away: 0 },
      { home: 0, away: 1 },
    ]);
    const after = await quote([halfResult('1'), total('over', 2.5)], matchId);
    expect(after.implied).toEqual([0]);
    const lost = await odds([halfResult('X'), total('over', 2.5)], matchId);
    expect(lost.statusCode).toBe(422);
    expect(error(lost.json()).message).toMatch(/^BB-004/);
  });

  it('answers a custom bet maximum stake with the price and refuses a stake above it', async () => {
    const matchId = matches[2]!;
    const picks = [halfResult('1'), total('over', 2.5)];
    // A visitor has no currency: no maximum to give.
    expect((await quote(picks, matchId)).max_stake).toBeNull();
    const response = await odds(picks, matchId, alice);
    const [answer] = customOddsResponseSchema.parse(response.json()).data;
    // 25 % of the EUR maximum stake of 10,000.00: the payout cap is far above at this price.
    expect(answer!.max_stake).toEqual({ value: '250000', currency: 'EUR' });
    const above = await place(picks, matchId, answer!.odds, '250001');
    expect(above.statusCode, above.body).toBe(422);
    expect(error(above.json())).toMatchObject({ code: 'stake_above_max' });
    const maxStake = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/max-stake`,
      headers: as(alice),
      payload: {
        meta: { device_id: 'test-device', quick: false, type: 'custom_bet' },
        bets: [
          {
            custom_odds: answer!.odds,
            selections: picks.map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
          },
        ],
      },
    });
    expect(maxStake.statusCode, maxStake.body).toBe(200);
    expect(maxStake.json()).toMatchObject({ data: { max_stake: '250000', currency: 'EUR' } });
    const at = await place(picks, matchId, answer!.odds, '250000');
    expect(at.statusCode, at.body).toBe(200);
  });

  it('settles on the half-time and full-time scores like the singles; a draw voids draw no bet', async () => {
    const combos: Pick[][] = [
      ...(['1', 'X', '2'] as const).flatMap((r) =>
        (['over', 'under'] as const).map((side) => [halfResult(r), halfTotal(side, 1.5)]),
      ),
      [dnb('home'), total('over', 2.5)],
      [dnb('away'), total('under', 2.5)],
      [htft('1/1'), pick(29, '', 'yes')],
      [htft('X/X'), total('under', 2.5)],
    ];
    let draws = 0;
    let settled = 0;
    for (const matchId of matches.slice(3)) {
      const placed: { id: string; picks: Pick[]; odds: number }[] = [];
      for (const picks of combos) {
        const response = await odds(picks, matchId);
        // A combination the model finds impossible or sure is refused; the rest is enough.
        if (response.statusCode === 422) continue;
        const price = customOddsResponseSchema.parse(response.json()).data[0]!.odds;
        const bet = await place(picks, matchId, price);
        expect(bet.statusCode, bet.body).toBe(200);
        const [row] = placeBetsResponseSchema.parse(bet.json()).data;
        placed.push({ id: row!.bet_id, picks, odds: price });
      }
      const before = await balanceOf(testApp, alice);
      const finished = await testApp.app.inject({
        method: 'POST',
        url: `/sportsbook/api/v2/dev/matches/${matchId}/finish`,
        headers: as(null),
      });
      expect(finished.statusCode).toBe(204);
      await settleReadyBets({
        db: db(),
        ledger: testApp.app.ledger,
        realtime: testApp.app.realtime,
        isProviderActive: testApp.app.providerStatus.isActive,
      });
      const [event] = await db().select().from(events).where(eq(events.id, matchId));
      const live = event!.live as unknown as {
        totalScore: Score;
        periodScores: (Score & { number: number })[];
      };
      const half = live.periodScores.find((p) => p.number === 1)!;
      const ends = { half: { home: half.home, away: half.away }, full: live.totalScore };
      if (ends.full.home === ends.full.away) draws++;
      let paid = 0n;
      for (const bet of placed) {
        const [row] = await db().select().from(bets).where(eq(bets.id, bet.id));
        const results = bet.picks.map((p) => resultOf(p, ends));
        const outcome = results.includes('lose')
          ? 'lose'
          : results.includes('void')
            ? 'void'
            : 'win';
        const payout =
          outcome === 'win'
            ? BigInt(Math.floor(1000 * bet.odds + 1e-6))
            : outcome === 'void'
              ? 1000n
              : 0n;
        const label = `${JSON.stringify(ends)} ${JSON.stringify(bet.picks)}`;
        expect(row, label).toMatchObject({
          status: 'done',
          result:
            outcome === 'win' ? 'win_entire' : outcome === 'void' ? 'refund_entire' : 'lose_entire',
          settledPayout: payout,
        });
        paid += payout;
      }
      expect(await balanceOf(testApp, alice)).toBe(before + paid);
      settled++;
      // Four matches at least, and on until one ended in a draw (about one in four does).
      if (settled >= 4 && draws > 0) break;
    }
    expect(draws, 'a drawn match: the draw-no-bet void').toBeGreaterThan(0);
  }, 180_000);
});
