import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  customMarketsResponseSchema,
  customOddsResponseSchema,
  errorEnvelopeSchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
import { bets, eventModels, events, marketResults, markets, sports } from '@sportsbook/db';
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
 * The bet builder on ice hockey (decision 046, Stop 28): only the markets that settle on the
 * regulation-time score, priced from the feed's regulation Poisson matrix, settled on the same
 * 60 minutes as the singles — overtime and shoot-out goals do not count.
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
const result = (outcome: '1' | 'X' | '2'): Pick => ({
  market_id: 1,
  specifier: '',
  outcome_id: outcome,
});
const total = (side: 'over' | 'under', line: number): Pick => ({
  market_id: 18,
  specifier: `total=${line}`,
  outcome_id: side,
});
const puck = (side: 'home' | 'away', line: number): Pick => ({
  market_id: 16,
  specifier: `hcp=${line}`,
  outcome_id: side,
});
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

interface Score {
  home: number;
  away: number;
}
interface StoredLive {
  totalScore: Score;
  periodScores: (Score & { type: string })[];
}

describe('the ice hockey score a custom bet reads', () => {
  it('is the regulation periods in overtime, with the 60 minutes played', () => {
    const live = {
      totalScore: { home: 3, away: 2 },
      clock: { matchTime: '62:10' },
      periodScores: [
        { type: 'regular_period', home: 1, away: 0 },
        { type: 'regular_period', home: 0, away: 1 },
        { type: 'regular_period', home: 1, away: 1 },
        { type: 'overtime', home: 1, away: 0 },
      ],
    };
    expect(scoreStateOf(live, 'ice-hockey')).toEqual({ elapsed: 1, score: { home: 2, away: 2 } });
    // 30 minutes is half of ice hockey's regulation, a third of football's.
    const half = { totalScore: { home: 1, away: 0 }, clock: { matchTime: '30:00' } };
    expect(scoreStateOf(half, 'ice-hockey')).toEqual({ elapsed: 0.5, score: { home: 1, away: 0 } });
    expect(scoreStateOf(half).elapsed).toBeCloseTo(1 / 3, 12);
  });
});

describe.each(databaseTargets())('bet builder on ice hockey on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  /** Prematch ice hockey matches with a model, each with its main total line. */
  let matches: { id: number; line: number }[];
  const db = () => testApp.app.database.db;

  const odds = (picks: Pick[], matchId: number) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/custom/odds`,
      payload: { bets: [{ selections: picks.map((p) => ({ match_id: matchId, ...p })) }] },
    });
  const quote = async (picks: Pick[], matchId: number) => {
    const response = await odds(picks, matchId);
    expect(response.statusCode, response.body).toBe(200);
    return customOddsResponseSchema.parse(response.json()).data[0]!.odds;
  };
  const place = (picks: Pick[], matchId: number, customOdds: number) =>
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
            selections: picks.map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
          },
        ],
      },
    });

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      // Which matches are still prematch depends on the hour the test runs; three days hold
      // enough of them at any hour (one day held only six at 05:25 UTC).
      FEED_DAYS: '3',
      BET_DELAY_LIVE_MS: '0',
    });
    alice = await newPlayer(testApp, 'alice@example.com', NAMES);
    await deposit(testApp, alice, '1000000');
    // What is still prematch after the engine's first step is what the engine can finish.
    await testApp.app.feed.advance(0);
    const rows = await db()
      .select({ id: events.id })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(eventModels, eq(eventModels.eventId, events.id))
      .where(and(eq(events.status, 0), eq(sports.key, 'ice-hockey'), eq(events.type, 'match')))
      .orderBy(asc(events.startTime), asc(events.id));
    matches = [];
    for (const { id } of rows) {
      const lines = await db()
        .select({ marketId: markets.marketId, specifier: markets.specifier })
        .from(markets)
        .where(and(eq(markets.eventId, id), eq(markets.status, 1)));
      const has = (marketId: number, specifier: string) =>
        lines.some((l) => l.marketId === marketId && l.specifier === specifier);
      const totals = lines.filter((l) => l.marketId === 18).map((l) => l.specifier);
      if (has(1, '') && has(10, '') && has(16, 'hcp=-1.5') && totals.includes('total=5.5'))
        matches.push({ id, line: 5.5 });
      if (matches.length === 24) break;
    }
    expect(matches.length, 'prematch ice hockey matches').toBeGreaterThanOrEqual(12);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists only the regulation-time markets, in result, goals and handicaps', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${V3}/bets/custom/markets/${matches[0]!.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = customMarketsResponseSchema.parse(response.json());
    expect(data.custom_bet_groups.map((g) => g.group_key)).toEqual([
      'result',
      'goals',
      'handicaps',
    ]);
    const ids = new Set(data.custom_bet_groups.flatMap((g) => g.markets.map((m) => m.market_id)));
    // The winner incl. overtime and shoot-out (406) settles on the final result: not here.
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 10, 16, 18]);
  });

  it('prices combinations at the regulation joint probability with the margin', async () => {
    const matchId = matches[0]!.id;
    const [row] = await db().select().from(eventModels).where(eq(eventModels.eventId, matchId));
    const model = row!.model as { kind: string; homeGoals: number; awayGoals: number };
    expect(model.kind).toBe('ice-hockey');
    const table: { picks: Pick[]; wins: (h: number, a: number) => boolean }[] = [
      { picks: [result('1'), total('over', 5.5)], wins: (h, a) => h > a && h + a > 5.5 },
      { picks: [result('X'), total('under', 5.5)], wins: (h, a) => h === a && h + a < 5.5 },
      {
        picks: [puck('home', -1.5), total('under', 5.5)],
        wins: (h, a) => h - a > 1.5 && h + a < 5.5,
      },
      {
        picks: [{ market_id: 10, specifier: '', outcome_id: 'X2' }, total('over', 5.5)],
        wins: (h, a) => h <= a && h + a > 5.5,
      },
    ];
    for (const { picks, wins } of table) {
      let p = 0;
      for (let h = 0; h <= 30; h++)
        for (let a = 0; a <= 30; a++)
          if (wins(h, a)) p += pois(model.homeGoals, h) * pois(model.awayGoals, a);
      expect(await quote(picks, matchId), JSON.stringify(picks)).toBe(
        roundOdds(applyMargin([p, 1 - p], 1.1)[0]!),
      );
    }
  });

  it('refuses the overtime winner, and contradictory sets, with the rule codes', async () => {
    const matchId = matches[0]!.id;
    const winner = await odds(
      [result('1'), { market_id: 406, specifier: '', outcome_id: 'home' }],
      matchId,
    );
    expect(winner.statusCode).toBe(422);
    expect(error(winner.json()).message).toMatch(/^BB-002/);
    const contradictory = await odds([result('X'), puck('home', -1.5)], matchId);
    expect(contradictory.statusCode).toBe(422);
    expect(error(contradictory.json()).message).toMatch(/^BB-004/);
  });

  it('custom bets settle on the regulation score, overtime or not, like the singles', async () => {
    // Result × total: exactly one of the six wins on the 60 minutes' score.
    const combos = (['1', 'X', '2'] as const).flatMap((r) =>
      (['over', 'under'] as const).map((side) => [result(r), total(side, 5.5)]),
    );
    let overtimes = 0;
    let settled = 0;
    for (const { id: matchId } of matches) {
      const placed: { id: string; picks: Pick[]; odds: number }[] = [];
      for (const picks of combos) {
        const response = await odds(picks, matchId);
        // A combination the model finds too unlikely or sure is refused; the rest is enough.
        if (response.statusCode === 422) continue;
        const price = customOddsResponseSchema.parse(response.json()).data[0]!.odds;
        const bet = await place(picks, matchId, price);
        expect(bet.statusCode, bet.body).toBe(200);
        const [row] = placeBetsResponseSchema.parse(bet.json()).data;
        expect(row).toMatchObject({ type: 'custom_bet', odds: price });
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
      const live = event!.live as unknown as StoredLive;
      const regular = live.periodScores.filter((p) => p.type === 'regular_period');
      expect(regular).toHaveLength(3);
      const score = regular.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
        home: 0,
        away: 0,
      });
      if (live.periodScores.length > 3) {
        overtimes++;
        expect(score.home).toBe(score.away);
        expect(live.totalScore.home).not.toBe(live.totalScore.away);
      }
      const wins = ([r, t]: Pick[]) => {
        const d = score.home - score.away;
        const won = r!.outcome_id === '1' ? d > 0 : r!.outcome_id === 'X' ? d === 0 : d < 0;
        const sum = score.home + score.away;
        return won && (t!.outcome_id === 'over' ? sum > 5.5 : sum < 5.5);
      };
      // The single 1x2 and winner incl. overtime settled as the feed says: on 60 minutes, and
      // on the final result.
      const resultOf = async (marketId: number, outcomeId: string) => {
        const [row] = await db()
          .select()
          .from(marketResults)
          .where(and(eq(marketResults.eventId, matchId), eq(marketResults.marketId, marketId)));
        return row?.results.find((r) => r.outcomeId === outcomeId)?.result;
      };
      const d = score.home - score.away;
      expect(await resultOf(1, d > 0 ? '1' : d < 0 ? '2' : 'X')).toBe('win');
      const final = live.totalScore.home > live.totalScore.away ? 'home' : 'away';
      expect(await resultOf(406, final)).toBe('win');
      let paid = 0n;
      for (const bet of placed) {
        const [row] = await db().select().from(bets).where(eq(bets.id, bet.id));
        const payout = wins(bet.picks) ? BigInt(Math.floor(1000 * bet.odds + 1e-6)) : 0n;
        expect(row, `${score.home}:${score.away}`).toMatchObject({
          status: 'done',
          result: payout > 0n ? 'win_entire' : 'lose_entire',
          settledPayout: payout,
        });
        paid += payout;
      }
      expect(await balanceOf(testApp, alice)).toBe(before + paid);
      settled++;
      // Four matches at least, and on until one went beyond 60 minutes (about one in five does).
      if (settled >= 4 && overtimes > 0) break;
    }
    // One of the matches went beyond 60 minutes: the case the regulation score is for.
    expect(overtimes).toBeGreaterThan(0);
  }, 120_000);
});
