import {
  nextVirtualRaceSlot,
  placeOddsThousandths,
  seedHashOf,
  verifyVirtualRaceProof,
  virtualRaceSlot,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../provider';
import { RACING_MARKETS } from '../racing/race-card';
import { VIRTUAL_FOOTBALL_SPORT_ID } from './virtual-football';
import {
  VIRTUAL_RACE_FIELD,
  VIRTUAL_RACING_SPORT_ID,
  virtualRaceOf,
  virtualRacePrices,
  virtualRaceResult,
} from './virtual-race';
import { createVirtualsProvider } from './virtuals-provider';

const NOW = Date.UTC(2026, 10, 24, 12, 1, 0);

describe('virtual races (decision 060)', () => {
  const make = (seed = 7) =>
    createVirtualsProvider({
      seed,
      drawSecret: 'race-secret',
      now: NOW,
      clock: 'manual',
      pastMs: 0,
      aheadMs: 10 * 60_000,
    });
  const racesOf = async (provider: ReturnType<typeof make>) =>
    (await provider.catalogue()).events.filter((e) => e.sportId === VIRTUAL_RACING_SPORT_ID);

  it('runs a race every 2 minutes, 30 s off the football cycle, with win and place lines', async () => {
    const provider = make();
    const snapshot = await provider.catalogue();
    const races = await racesOf(provider);
    const starts = races.map((e) => e.startTime);
    expect(starts[0]).toBe(virtualRaceSlot(nextVirtualRaceSlot(NOW)).startTime);
    expect(starts).toHaveLength(5);
    expect(starts.slice(1).map((s, i) => s - starts[i]!)).toEqual([
      120_000, 120_000, 120_000, 120_000,
    ]);
    const football = snapshot.events
      .filter((e) => e.sportId === VIRTUAL_FOOTBALL_SPORT_ID)
      .map((e) => e.startTime);
    expect(starts.some((s) => football.includes(s))).toBe(false);
    const race = provider.virtualRaces()[0]!.race;
    expect(race.runners).toHaveLength(VIRTUAL_RACE_FIELD);
    const lines = snapshot.markets.filter((m) => m.eventId === races[0]!.id);
    expect(lines.map((m) => `${m.marketId}/${m.specifier}`)).toEqual([
      `${RACING_MARKETS.win}/`,
      `${RACING_MARKETS.place}/places=3|fraction=1/5`,
    ]);
    // Win prices from the published weights with the racing book's margin; place a fifth.
    const win = lines[0]!.outcomes;
    const margin = win.reduce((sum, o) => sum + 1 / o.odds, 0);
    expect(margin).toBeGreaterThan(1.1);
    expect(margin).toBeLessThan(1.3);
    const prices = virtualRacePrices(race);
    for (const o of lines[1]!.outcomes)
      expect(Math.round(o.odds * 1000)).toBe(
        placeOddsThousandths(prices[Number(o.outcomeId)]!, race.terms),
      );
    const favourite = [...race.runners].sort((a, b) => b.weight - a.weight)[0]!;
    expect(Math.min(...win.map((o) => o.odds))).toBe(
      win.find((o) => o.outcomeId === String(favourite.number))!.odds,
    );
  });

  it('stops betting 15 s before the start, runs 40 s, settles from a seed that proves the order', async () => {
    const provider = make();
    const event = (await racesOf(provider))[0]!;
    const state = () => provider.virtualRaces().find((s) => s.race.eventId === event.id)!;
    const stops = (messages: FeedMessage[]) =>
      messages.filter((m) => m.type === 'bet_stop' && m.eventUrnId === event.urnId);
    await provider.advanceBy(0);
    expect(stops(await provider.advanceBy(event.startTime - 15_000 - 1 - NOW))).toEqual([]);
    expect(state().status).toBe('open');
    const closing = await provider.advanceBy(1);
    expect(stops(closing)).toHaveLength(1);
    const suspended = closing.find((m) => m.type === 'odds_change' && m.eventUrnId === event.urnId);
    expect(
      suspended?.type === 'odds_change' && suspended.markets.every((m) => m.status === -1),
    ).toBe(true);
    expect(state().status).toBe('closed');
    expect(state().result).toBeNull();
    await provider.advanceBy(15_000);
    expect(state().status).toBe('playing');
    expect(state().result).toBeNull();
    const end = await provider.advanceBy(40_000);
    const { race, result } = state();
    expect(state().status).toBe('finished');
    expect(
      verifyVirtualRaceProof({
        seed: race.seed,
        seedHash: race.seedHash,
        runners: race.runners,
        order: result!.order,
      }),
    ).toBe(true);
    expect(seedHashOf(race.seed)).toBe(race.seedHash);
    const settlement = end.find((m) => m.type === 'bet_settlement' && m.eventUrnId === event.urnId);
    expect(settlement?.type).toBe('bet_settlement');
    if (settlement?.type !== 'bet_settlement') return;
    const [win, place] = settlement.markets;
    expect(win!.results.filter((r) => r.result === 'win').map((r) => r.outcomeId)).toEqual([
      String(result!.order[0]),
    ]);
    expect(
      place!.results
        .filter((r) => r.result === 'win')
        .map((r) => r.outcomeId)
        .sort(),
    ).toEqual(result!.order.slice(0, 3).map(String).sort());
  });

  it('draws the field from the feed seed and the finish from the draw secret alone', () => {
    const slot = nextVirtualRaceSlot(NOW);
    const a = virtualRaceOf(7, 'secret-a', slot);
    expect(virtualRaceOf(7, 'secret-a', slot)).toEqual(a);
    expect(virtualRaceResult(virtualRaceOf(7, 'secret-a', slot))).toEqual(virtualRaceResult(a));
    // Another feed seed: another field, but the finish's seed is the secret's (decision 066).
    const otherField = virtualRaceOf(8, 'secret-a', slot);
    expect(otherField.runners).not.toEqual(a.runners);
    expect(otherField.seed).toBe(a.seed);
    // Another secret: the same field, a seed nobody who knows FEED_SEED can work out.
    const otherSecret = virtualRaceOf(7, 'secret-b', slot);
    expect(otherSecret.runners).toEqual(a.runners);
    expect(otherSecret.seedHash).not.toBe(a.seedHash);
    expect(a.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('finishMatch runs a race to its result now', async () => {
    const provider = make();
    const event = (await racesOf(provider))[1]!;
    await provider.advanceBy(0);
    expect(provider.finishMatch(event.id)).toBe(true);
    const state = provider.virtualRaces().find((s) => s.race.eventId === event.id)!;
    expect(state.status).toBe('finished');
    expect(state.result!.order).toHaveLength(VIRTUAL_RACE_FIELD);
    expect(provider.finishMatch(event.id)).toBe(false);
  });
});
