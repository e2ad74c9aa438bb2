import { nextVirtualSlot, verifyVirtualProof, virtualSlot } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../provider';
import { createVirtualsProvider } from './virtuals-provider';
import { VIRTUAL_FOOTBALL_SPORT_ID } from './virtual-football';

const footballOf = (snapshot: {
  events: Array<{ sportId: number; startTime: number; id: number; urnId: string }>;
}) => snapshot.events.filter((e) => e.sportId === VIRTUAL_FOOTBALL_SPORT_ID);

const NOW = Date.UTC(2026, 10, 24, 12, 1, 0);

describe('virtual football provider (decision 049)', () => {
  const make = () =>
    createVirtualsProvider({
      seed: 7,
      drawSecret: 'virtuals-secret',
      now: NOW,
      clock: 'manual',
      pastMs: 0,
      aheadMs: 10 * 60_000,
    });

  it('offers a match every 3 minutes with the three Poisson-priced markets', async () => {
    const snapshot = await make().catalogue();
    const starts = footballOf(snapshot).map((e) => e.startTime);
    expect(starts[0]).toBe(virtualSlot(nextVirtualSlot(NOW)).startTime);
    expect(starts.slice(1).map((s, i) => s - starts[i]!)).toEqual([180_000, 180_000]);
    const first = snapshot.markets.filter((m) => m.eventId === footballOf(snapshot)[0]!.id);
    expect(first.map((m) => `${m.marketId}/${m.specifier}`)).toEqual(['1/', '18/total=2.5', '29/']);
    for (const market of first) {
      const margin = market.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0);
      expect(margin).toBeGreaterThan(1);
      expect(margin).toBeLessThan(1.12);
    }
  });

  it('closes 15 s before the start, plays, finishes 60 s later with a provable settlement', async () => {
    const provider = make();
    const event = footballOf(await provider.catalogue())[0]!;
    const close = event.startTime - 15_000;
    await provider.advanceBy(0);
    expect(
      (await provider.advanceBy(close - 1 - NOW)).filter(
        (m) => m.type === 'bet_stop' && m.eventUrnId === event.urnId,
      ),
    ).toEqual([]);
    const closing = await provider.advanceBy(1);
    expect(closing.map((m) => m.type)).toContain('bet_stop');
    const state = () => provider.virtualMatches().find((s) => s.match.eventId === event.id)!;
    expect(state().status).toBe('closed');
    await provider.advanceBy(15_000);
    expect(state().status).toBe('playing');
    const end = await provider.advanceBy(60_000);
    const settlement = end.find((m) => m.type === 'bet_settlement' && m.eventUrnId === event.urnId);
    expect(settlement).toBeDefined();
    const { match, result } = state();
    expect(
      verifyVirtualProof({
        seed: match.seed,
        seedHash: match.seedHash,
        expected: match.expected,
        result: result!,
      }),
    ).toBe(true);
    const oneXTwo = settlement!.type === 'bet_settlement' ? settlement!.markets[0]! : undefined;
    const winner = result!.home > result!.away ? '1' : result!.home < result!.away ? '2' : 'X';
    expect(oneXTwo?.results.find((r) => r.result === 'win')?.outcomeId).toBe(winner);
    // The finished status carries the score, so results and match pages show it.
    const finished = end.find(
      (m) => m.type === 'match_status' && m.status === 4 && m.eventUrnId === event.urnId,
    );
    const live = finished?.type === 'match_status' ? finished.live : undefined;
    expect(live?.totalScore).toEqual({ home: result!.home, away: result!.away });
    const halves = live!.periodScores;
    expect(halves.map((p) => p.periodKey)).toEqual(['1st_half', '2nd_half']);
    expect(halves[0]!.home + halves[1]!.home).toBe(result!.home);
    expect(halves[0]!.away + halves[1]!.away).toBe(result!.away);
    expect(live!.timeline.filter((e) => e.type === 'goal')).toHaveLength(result!.goals.length);
  });

  it('finishMatch plays a match to its end now', async () => {
    const provider = make();
    const event = footballOf(await provider.catalogue())[1]!;
    await provider.advanceBy(0);
    expect(provider.finishMatch(event.id)).toBe(true);
    expect(provider.virtualMatches().find((s) => s.match.eventId === event.id)!.status).toBe(
      'finished',
    );
    expect(provider.finishMatch(event.id)).toBe(false);
  });

  it('rolls on: after a day of play six hours of slots are offered, each played once', async () => {
    const provider = createVirtualsProvider({
      seed: 7,
      drawSecret: 'virtuals-secret',
      now: NOW,
      clock: 'manual',
    });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    const firstRevision = provider.catalogueRevision ?? 0;
    const endOf = new Map<number, number>();
    const remember = (now: number) => {
      for (const { match } of provider.virtualMatches())
        if (!endOf.has(match.eventId)) {
          // A slot joins well ahead of its close of betting, never later.
          expect(match.closeTime - now).toBeGreaterThan(3_600_000);
          endOf.set(match.eventId, match.endTime);
        }
      for (const { race } of provider.virtualRaces())
        if (!endOf.has(race.eventId)) {
          expect(race.closeTime - now).toBeGreaterThan(3_600_000);
          endOf.set(race.eventId, race.endTime);
        }
    };
    for (const { match } of provider.virtualMatches()) endOf.set(match.eventId, match.endTime);
    for (const { race } of provider.virtualRaces()) endOf.set(race.eventId, race.endTime);
    let most = 0;
    for (let minute = 1; minute <= 24 * 60; minute++) {
      await provider.advanceBy(60_000);
      remember(NOW + minute * 60_000);
      most = Math.max(most, provider.virtualMatches().length + provider.virtualRaces().length);
    }
    const now = NOW + 24 * 3_600_000;
    expect(provider.catalogueRevision).toBeGreaterThan(firstRevision);
    // No gap: a match every 3 minutes and a race every 2 from now to 5½ hours ahead at least.
    const ahead = (starts: number[]) => starts.filter((t) => t > now).sort((a, b) => a - b);
    const matches = ahead(provider.virtualMatches().map((s) => s.match.startTime));
    const races = ahead(provider.virtualRaces().map((s) => s.race.startTime));
    matches.forEach((t, i) => i > 0 && expect(t - matches[i - 1]!).toBe(3 * 60_000));
    races.forEach((t, i) => i > 0 && expect(t - races[i - 1]!).toBe(2 * 60_000));
    expect(matches[0]! - now).toBeLessThanOrEqual(3 * 60_000);
    expect(matches.at(-1)! - now).toBeGreaterThan(5.5 * 3_600_000);
    expect(races.at(-1)! - now).toBeGreaterThan(5.5 * 3_600_000);
    // The catalogue is the provider's slots, no more (markets included).
    const snapshot = await provider.catalogue();
    const ids = new Set(snapshot.events.map((e) => e.id));
    expect(ids.size).toBe(provider.virtualMatches().length + provider.virtualRaces().length);
    expect(snapshot.markets.every((m) => ids.has(m.eventId))).toBe(true);
    // Memory stays bounded: about 6¾ hours of slots (3-minute matches, 2-minute races).
    expect(most).toBeLessThan(((7 * 60) / 3 + (7 * 60) / 2) * 1.05);
    // Every slot that passed was played and settled exactly once.
    const settled = messages.filter((m) => m.type === 'bet_settlement').map((m) => m.eventUrnId);
    expect(new Set(settled).size).toBe(settled.length);
    const finishedBy = [...endOf.values()].filter((end) => end <= now);
    expect(settled.length).toBe(finishedBy.length);
  });
});
