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
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { NAMES, V3, balanceOf, deposit, newKey } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

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
const btts = (yes: boolean): Pick => ({
  market_id: 29,
  specifier: '',
  outcome_id: yes ? 'yes' : 'no',
});
const doubleChance = (outcome: '1X' | '12' | 'X2'): Pick => ({
  market_id: 10,
  specifier: '',
  outcome_id: outcome,
});

/**
 * A hand-computed table (issue 21, done when): each combination's event on the final score h:a,
 * summed over two independent Poisson scores with the match's own rates, margin by the power
 * method at 1.10 on "all of them" against the rest, rounded down like every price.
 */
const TABLE: { name: string; picks: Pick[]; wins: (h: number, a: number) => boolean }[] = [
  {
    name: 'home win + over 2.5 + both teams to score',
    picks: [result('1'), total('over', 2.5), btts(true)],
    wins: (h, a) => h > a && h + a > 2.5 && h > 0 && a > 0,
  },
  {
    name: 'draw + under 2.5',
    picks: [result('X'), total('under', 2.5)],
    wins: (h, a) => h === a && h + a < 2.5,
  },
  {
    name: 'away win + both teams to score, no',
    picks: [result('2'), btts(false)],
    wins: (h, a) => h < a && (h === 0 || a === 0),
  },
  {
    name: 'home or draw + over 1.5 + both teams to score',
    picks: [doubleChance('1X'), total('over', 1.5), btts(true)],
    wins: (h, a) => h >= a && h + a > 1.5 && h > 0 && a > 0,
  },
];

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

describe.each(databaseTargets())('bet builder on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  /** Prematch football matches with a model and the lines the table needs. */
  let matchIds: number[];
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
  const modelOf = async (matchId: number) => {
    const [row] = await db().select().from(eventModels).where(eq(eventModels.eventId, matchId));
    return row!.model as { homeGoals: number; awayGoals: number };
  };

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      BET_DELAY_LIVE_MS: '0',
      ...operatorKeysEnv(),
    });
    alice = await newPlayer(testApp, 'alice@example.com', NAMES);
    await deposit(testApp, alice, '1000000');
    // The engine's first step: matches whose time has passed start, so what is still prematch
    // in the database is what the engine can finish.
    await testApp.app.feed.advance(0);
    const rows = await db()
      .select({ id: events.id })
      .from(events)
      .innerJoin(sports, eq(sports.id, events.sportId))
      .innerJoin(eventModels, eq(eventModels.eventId, events.id))
      .where(and(eq(events.status, 0), eq(sports.key, 'football'), eq(events.type, 'match')))
      .orderBy(asc(events.startTime), asc(events.id));
    matchIds = [];
    for (const { id } of rows) {
      const lines = await db()
        .select({ marketId: markets.marketId, specifier: markets.specifier })
        .from(markets)
        .where(and(eq(markets.eventId, id), eq(markets.status, 1)));
      const has = (marketId: number, specifier: string) =>
        lines.some((l) => l.marketId === marketId && l.specifier === specifier);
      if (has(1, '') && has(18, 'total=2.5') && has(18, 'total=1.5') && has(29, '') && has(10, ''))
        matchIds.push(id);
      if (matchIds.length === 3) break;
    }
    expect(matchIds.length, 'prematch football matches').toBe(3);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists the combinable markets of a match in custom bet groups', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${V3}/bets/custom/markets/${matchIds[0]}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = customMarketsResponseSchema.parse(response.json());
    expect(data.match_id).toBe(matchIds[0]);
    expect(data.custom_bet_groups.map((g) => g.group_key)).toEqual(
      expect.arrayContaining(['result', 'goals']),
    );
    const all = data.custom_bet_groups.flatMap((g) => g.markets);
    expect(all.some((m) => m.market_id === 1)).toBe(true);
    // Quarter Asian lines and correct score "other" are not combinable; draw no bet and whole
    // lines are since decision 064 (a draw or a push voids the bet).
    expect(all.some((m) => m.market_id === 11)).toBe(true);
    expect(all.some((m) => m.market_id === 16 && /\.(25|75)$/.test(m.specifier))).toBe(false);
    expect(all.flatMap((m) => m.outcomes).some((o) => o.outcome_id === 'other')).toBe(false);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${V3}/bets/custom/markets/abc` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${V3}/bets/custom/markets/999999999` }))
        .statusCode,
    ).toBe(404);
  });

  it('prices a table of combinations at the model joint probability with the margin', async () => {
    const matchId = matchIds[0]!;
    const model = await modelOf(matchId);
    for (const row of TABLE) {
      let p = 0;
      for (let h = 0; h <= 25; h++)
        for (let a = 0; a <= 25; a++)
          if (row.wins(h, a)) p += pois(model.homeGoals, h) * pois(model.awayGoals, a);
      const expected = roundOdds(applyMargin([p, 1 - p], 1.1)[0]!);
      expect(await quote(row.picks, matchId), row.name).toBe(expected);
    }
    // Over 1.5 beside over 2.5 is implied: reported, and priced once.
    const response = await odds([total('over', 2.5), total('over', 1.5), btts(true)], matchId);
    const [reduced] = customOddsResponseSchema.parse(response.json()).data;
    expect(reduced!.implied).toEqual([1]);
    expect(reduced!.odds).toBe(await quote([total('over', 2.5), btts(true)], matchId));
  });

  it('refuses contradictory sets, other matches and unknown markets with a clear 422', async () => {
    const [first, second] = matchIds as [number, number];
    const contradictory = await odds([result('1'), result('2')], first);
    expect(contradictory.statusCode).toBe(422);
    expect(error(contradictory.json())).toMatchObject({ code: 'custom_bet_refused' });
    expect(error(contradictory.json()).message).toMatch(/^BB-004/);
    const twoMatches = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/custom/odds`,
      payload: {
        bets: [
          {
            selections: [
              { match_id: first, ...result('1') },
              { match_id: second, ...result('1') },
            ],
          },
        ],
      },
    });
    expect(twoMatches.statusCode).toBe(422);
    expect(error(twoMatches.json()).message).toMatch(/one match/);
    const unknown = await odds(
      [result('1'), { market_id: 1, specifier: '', outcome_id: 'Z' }],
      first,
    );
    expect(unknown.statusCode).toBe(422);
    const one = await odds([result('1')], first);
    expect(one.statusCode).toBe(400);
    // Placement refuses the same way, and takes nothing.
    const placed = await place([result('1'), result('2')], first, 50);
    expect(placed.statusCode).toBe(422);
    expect(error(placed.json()).message).toMatch(/BB-004/);
  });

  it('error 120 when the combined price is not the one the player saw', async () => {
    const matchId = matchIds[1]!;
    const picks = [result('1'), btts(true)];
    const price = await quote(picks, matchId);
    const before = await balanceOf(testApp, alice);
    const response = await place(picks, matchId, price + 0.5);
    expect(response.statusCode).toBe(422);
    const body = error(response.json());
    expect(body.code).toBe(120);
    expect(body.details?.[0]).toMatchObject({ field: 'bets.0.custom_odds', odds: price });
    expect(await balanceOf(testApp, alice)).toBe(before);
  });

  it('refuses a bonus on a custom bet by name, and the freebet stays usable', async () => {
    const operator = (url: string, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: `/operator/api/v1${url}`,
        headers: operatorHeaders(),
        payload,
      });
    const created = await operator('/bonuses/campaigns', {
      type: 'freebet',
      name: 'Builder freebet',
      freebet_type: 'freebet_only_win',
      amount: '500',
      currency: 'EUR',
      min_odds: 1.2,
      selection_count_from: 1,
      selection_count_to: 4,
      match_status: 'prematch',
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = (created.json() as { data: { id: number } }).data.id;
    const issued = await operator(`/bonuses/campaigns/${campaignId}/issue`, {
      player_ids: [alice.playerId],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const bonusId = (issued.json() as { data: Array<{ id: string }> }).data[0]!.id;

    const matchId = matchIds[1]!;
    const picks = [result('1'), btts(true)];
    const price = await quote(picks, matchId);
    const before = await balanceOf(testApp, alice);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload: {
        meta: { device_id: 'test-device', quick: false, type: 'custom_bet' },
        bets: [
          {
            stake: { value: '500', currency: 'EUR' },
            custom_odds: price,
            selections: picks.map((p) => ({ match_id: matchId, ...p, odds: 1.5 })),
            bonus: { id: bonusId, type: 'freebet' },
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.body).toMatch(/bet builder bet/);
    expect(await balanceOf(testApp, alice)).toBe(before);
    const bonuses = await testApp.app.inject({
      method: 'GET',
      url: '/sportsbook/api/v2/bonuses',
      headers: as(alice),
    });
    const held = (bonuses.json() as { data: Array<{ id: string; status: string }> }).data;
    expect(held.find((b) => b.id === bonusId)?.status).not.toBe('bonus_over');
  });

  it('a placed custom bet settles as one leg on a match the engine plays to its end', async () => {
    const matchId = matchIds[2]!;
    // Result × total: exactly one of the six wins, whatever the final score.
    const combos = (['1', 'X', '2'] as const).flatMap((r) =>
      (['over', 'under'] as const).map((side) => [result(r), total(side, 2.5)]),
    );
    const placed: { id: string; picks: Pick[]; odds: number }[] = [];
    for (const picks of combos) {
      const price = await quote(picks, matchId);
      const response = await place(picks, matchId, price);
      expect(response.statusCode, response.body).toBe(200);
      const [bet] = placeBetsResponseSchema.parse(response.json()).data;
      expect(bet).toMatchObject({ type: 'custom_bet', odds: price });
      expect(bet!.potential_win).toBe(String(Math.floor(1000 * price + 1e-6)));
      expect(bet!.selections).toHaveLength(2);
      placed.push({ id: bet!.bet_id, picks, odds: price });
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
    const score = (event!.live as { totalScore: { home: number; away: number } }).totalScore;
    const wins = (picks: Pick[]) => {
      const [r, t] = picks as [Pick, Pick];
      const d = score.home - score.away;
      const resultWins = r.outcome_id === '1' ? d > 0 : r.outcome_id === 'X' ? d === 0 : d < 0;
      const sum = score.home + score.away;
      return resultWins && (t.outcome_id === 'over' ? sum > 2.5 : sum < 2.5);
    };
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
    expect(placed.filter((bet) => wins(bet.picks))).toHaveLength(1);
    expect(await balanceOf(testApp, alice)).toBe(before + paid);
  });
});
