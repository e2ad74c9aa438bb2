import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsListSchema,
  placeBetsResponseSchema,
  virtualArenaSchema,
} from '@sportsbook/contract';
import type { VirtualArenaWire, VirtualEventWire } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  capOddsThousandths,
  seedHashOf,
  verifyVirtualProof,
  verifyVirtualRaceProof,
  virtualRaceResultOf,
  virtualResultOf,
} from '@sportsbook/domain';
import type { VirtualsProvider } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { getBet } from './settlement-helpers';

const V2 = '/sportsbook/api/v2';

const proofOf = (event: VirtualEventWire) => ({
  seed: event.seed!,
  seedHash: event.seed_hash,
  expected: { homeGoals: event.home_expected, awayGoals: event.away_expected },
  result: event.score!,
});

describe.each(databaseTargets())('virtual gaming arena on %s', (target) => {
  let testApp: TestApp;
  let punter: Client;
  const db = () => testApp.app.database.db;
  const virtuals = () =>
    testApp.app.feed.providers.find(
      (p): p is VirtualsProvider => 'virtualMatches' in p,
    ) as VirtualsProvider;
  const arena = async (): Promise<VirtualArenaWire> => {
    const response = await testApp.app.inject({ method: 'GET', url: `${V2}/virtual-gaming-arena` });
    expect(response.statusCode).toBe(200);
    return virtualArenaSchema.parse(response.json());
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
  const bet = (key: string, event: VirtualEventWire, marketId: number, outcomeId: string) => {
    const market = event.markets.find((m) => m.market_id === marketId)!;
    const outcome = market.outcomes.find((o) => o.outcome_id === outcomeId)!;
    return testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `${key}-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '1000', currency: 'EUR' },
            selections: [
              {
                match_id: event.id,
                market_id: marketId,
                specifier: market.specifier,
                outcome_id: outcomeId,
                odds: outcome.odds,
              },
            ],
          },
        ],
      },
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      VIRTUAL_GAMING_ARENA_ENABLED: 'true',
    });
    await testApp.app.feed.advance(0);
    punter = await newPlayer(testApp, 'virtual@example.com', { first_name: 'V', last_name: 'A' });
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(punter),
      payload: { amount: '10000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists the next matches with a seed hash only, and results whose revealed seed verifies', async () => {
    const overview = await arena();
    expect(overview.next.length).toBe(5);
    for (const event of overview.next) {
      expect(event.seed).toBeNull();
      expect(event.score).toBeNull();
      expect(event.seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(event.markets.map((m) => `${m.market_id}/${m.specifier}`)).toEqual([
        '1/',
        '18/total=2.5',
        '29/',
      ]);
    }
    const starts = overview.next.map((e) => Date.parse(e.start_time));
    expect(starts.slice(1).map((s, i) => s - starts[i]!)).toEqual([
      180_000, 180_000, 180_000, 180_000,
    ]);
    expect(overview.results.length).toBeGreaterThan(0);
    for (const event of overview.results) {
      expect(event.status).toBe('finished');
      expect(seedHashOf(event.seed!)).toBe(event.seed_hash);
      expect(verifyVirtualProof(proofOf(event))).toBe(true);
      expect(event.goals!.length).toBe(event.score!.home + event.score!.away);
    }
  });

  it('settles bets on the next match exactly, refuses bets after the close, and proves the result', async () => {
    const before = await arena();
    const next = before.next.find((e) => e.status === 'open')!;
    // The feed knows the seed; the test uses it to bet on the actual winner and a loser.
    const match = virtuals()
      .virtualMatches()
      .find((s) => s.match.eventId === next.id)!.match;
    const drawn = virtualResultOf(match.seed, match.expected);
    const winner = drawn.home > drawn.away ? '1' : drawn.home < drawn.away ? '2' : 'X';
    const loserId = drawn.home + drawn.away > 2 ? 'under' : 'over';

    const start = await balance();
    const won = await bet('virtual-win', next, 1, winner);
    expect(won.statusCode).toBe(200);
    const lost = await bet('virtual-lose', next, 18, loserId);
    expect(lost.statusCode).toBe(200);
    const [wonId] = placeBetsResponseSchema.parse(won.json()).data.map((b) => b.bet_id);
    const [lostId] = placeBetsResponseSchema.parse(lost.json()).data.map((b) => b.bet_id);
    expect(await balance()).toBe(start - 2000n);

    // To the close: 15 s before the start, the lines are suspended and no bet is taken.
    const closeAt = Date.parse(next.close_time);
    await testApp.app.feed.advance(closeAt - virtuals().simulatedNow!);
    const closed = (await arena()).next.find((e) => e.id === next.id)!;
    expect(closed.status).toBe('closed');
    expect(closed.seed).toBeNull();
    const late = await bet('virtual-late', next, 1, winner);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);

    // It plays 60 s from the start and settles through the normal settlement.
    await testApp.app.feed.advance(15_000 + 60_000);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    const odds = next.markets[0]!.outcomes.find((o) => o.outcome_id === winner)!.odds;
    const payout = (1000n * BigInt(capOddsThousandths(Math.round(odds * 1000)))) / 1000n;
    const [wonBet, lostBet] = [await getBet(db(), wonId!), await getBet(db(), lostId!)];
    expect(wonBet.status).toBe('done');
    expect(wonBet.settledPayout).toBe(payout);
    expect(lostBet.status).toBe('done');
    expect(lostBet.settledPayout).toBe(0n);
    expect(await balance()).toBe(start - 2000n + payout);

    // The result carries the seed whose hash was published before the start.
    const result = (await arena()).results.find((e) => e.id === next.id)!;
    expect(result.seed_hash).toBe(next.seed_hash);
    expect(result.score).toEqual({ home: drawn.home, away: drawn.away });
    expect(verifyVirtualProof(proofOf(result))).toBe(true);
  });

  it('settles win and place bets on the next virtual race exactly; its seed proves the order', async () => {
    const before = await arena();
    expect(before.races.next.length).toBe(5);
    const starts = before.races.next.map((r) => Date.parse(r.start_time));
    expect(starts.slice(1).map((s, i) => s - starts[i]!)).toEqual([
      120_000, 120_000, 120_000, 120_000,
    ]);
    for (const race of before.races.next) {
      expect(race.seed).toBeNull();
      expect(race.result).toBeNull();
      expect(race.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const next = before.races.next.find((r) => r.status === 'open')!;
    // The feed knows the seed; the test uses it to bet on the actual winner and a loser.
    const state = virtuals()
      .virtualRaces()
      .find((s) => s.race.eventId === next.id)!;
    const { order } = virtualRaceResultOf(state.race.seed, state.race.runners);
    const [winner, , , fourth] = order;
    const runner = (n: number) => next.runners.find((r) => r.number === n)!;
    const single = (marketId: number, specifier: string, number: number, odds: number) => ({
      stake: { value: '1000', currency: 'EUR' },
      selections: [
        { match_id: next.id, market_id: marketId, specifier, outcome_id: String(number), odds },
      ],
    });
    const place = next.markets.place!;
    const start = await balance();
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `virtual-race-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          single(next.markets.win.market_id, '', winner!, runner(winner!).win_odds!),
          single(place.market_id, place.specifier, winner!, runner(winner!).place_odds!),
          single(next.markets.win.market_id, '', fourth!, runner(fourth!).win_odds!),
          single(place.market_id, place.specifier, fourth!, runner(fourth!).place_odds!),
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    const ids = placeBetsResponseSchema.parse(placed.json()).data.map((b) => b.bet_id);
    expect(ids).toHaveLength(4);
    expect(await balance()).toBe(start - 4000n);

    // The bet stop: 15 s before the start the lines are suspended and no bet is taken.
    await testApp.app.feed.advance(Date.parse(next.close_time) - virtuals().simulatedNow!);
    const closed = (await arena()).races.next.find((r) => r.id === next.id)!;
    expect(closed.status).toBe('closed');
    expect(closed.seed).toBeNull();
    const late = await testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `virtual-race-late-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [single(next.markets.win.market_id, '', winner!, runner(winner!).win_odds!)],
      },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);

    // It runs 40 s from the start and settles through the normal settlement.
    await testApp.app.feed.advance(15_000 + 40_000);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    // A price over ODDS_CAP (40) counts as 40.
    const at = (odds: number) =>
      (1000n * BigInt(capOddsThousandths(Math.round(odds * 1000)))) / 1000n;
    const expected = [
      at(runner(winner!).win_odds!),
      at(runner(winner!).place_odds!),
      0n,
      // Eight runners: three places at 1/5, so fourth loses its place part too.
      0n,
    ];
    for (const [i, id] of ids.entries()) {
      const bet = await getBet(db(), id!);
      expect(bet.status).toBe('done');
      expect(bet.settledPayout).toBe(expected[i]);
    }
    expect(await balance()).toBe(start - 4000n + expected[0]! + expected[1]!);

    // The result carries the seed whose hash was published before the start.
    const result = (await arena()).races.results.find((r) => r.id === next.id)!;
    expect(result.seed_hash).toBe(next.seed_hash);
    expect(result.result!.order).toEqual(order);
    expect(
      verifyVirtualRaceProof({
        seed: result.seed!,
        seedHash: result.seed_hash,
        runners: result.runners,
        order: result.result!.order,
      }),
    ).toBe(true);
  });

  it('a server left running keeps the arena supplied: new slots are listed and settle', async () => {
    // Only the arena's clock runs here (the matches' engine would take minutes for hours of
    // play); after each half hour `feed.advance(0)` writes what joined and applies the messages,
    // as the feed's own check does on a wall clock.
    const provider = virtuals();
    const initial = new Set((await provider.catalogue()).events.map((e) => e.id));
    const playArena = async (ms: number) => {
      for (let done = 0; done < ms; done += 30 * 60_000) {
        await provider.advanceBy(Math.min(30 * 60_000, ms - done));
        await testApp.app.feed.advance(0);
      }
    };
    // Seven hours: every slot offered at the start has been played.
    await playArena(7 * 3_600_000);
    const later = await arena();
    const now = provider.simulatedNow!;
    expect(later.next.length).toBe(5);
    expect(later.races.next.length).toBe(5);
    for (const slot of [...later.next, ...later.races.next]) {
      expect(initial.has(slot.id)).toBe(false);
      expect(slot.seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(slot.seed).toBeNull();
      // Playing now at the earliest (a match plays 60 s, a race less).
      expect(Date.parse(slot.start_time)).toBeGreaterThan(now - 60_000);
    }
    // The slots played since the start are results with their seed.
    expect(later.results.every((r) => !initial.has(r.id) && r.seed !== null)).toBe(true);

    // A match that joined later takes bets and settles exactly, like the first ones.
    const next = later.next.find((e) => e.status === 'open')!;
    const match = provider.virtualMatches().find((s) => s.match.eventId === next.id)!.match;
    expect(seedHashOf(match.seed)).toBe(next.seed_hash);
    const drawn = virtualResultOf(match.seed, match.expected);
    const winner = drawn.home > drawn.away ? '1' : drawn.home < drawn.away ? '2' : 'X';
    const start = await balance();
    const placed = await bet('virtual-rolled', next, 1, winner);
    expect(placed.statusCode, placed.body).toBe(200);
    const [betId] = placeBetsResponseSchema.parse(placed.json()).data.map((b) => b.bet_id);
    await playArena(match.endTime - now);
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    const odds = next.markets[0]!.outcomes.find((o) => o.outcome_id === winner)!.odds;
    const payout = (1000n * BigInt(capOddsThousandths(Math.round(odds * 1000)))) / 1000n;
    const row = await getBet(db(), betId!);
    expect(row.status).toBe('done');
    expect(row.settledPayout).toBe(payout);
    expect(await balance()).toBe(start + payout - 1000n);
    const result = (await arena()).results.find((e) => e.id === next.id)!;
    expect(verifyVirtualProof(proofOf(result))).toBe(true);
  });

  it('answers 404 when the arena is off', async () => {
    const off = await buildTestApp(target, { ROLE: 'api' });
    try {
      const response = await off.app.inject({ method: 'GET', url: `${V2}/virtual-gaming-arena` });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
