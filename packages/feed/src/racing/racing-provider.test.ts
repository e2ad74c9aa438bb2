import { describe, expect, it } from 'vitest';
import { placeOddsThousandths, positionsOf } from '@sportsbook/domain';
import type { FeedMessage } from '../provider';
import { generateRacing, racingCardsBetween } from './generate-racing';
import { createRacingProvider, RACE_RUN_MS, resultOf } from './racing-provider';
import { RACING_MARKETS } from './race-card';

const NOW = Date.UTC(2026, 5, 12, 14, 3);

describe('racing simulator', () => {
  it('is the same day for the same seed, with full race cards', () => {
    const a = generateRacing({ seed: 7, now: NOW });
    const b = generateRacing({ seed: 7, now: NOW + 60_000 });
    expect(a.cards.map((c) => c.runners.map((r) => r.name))).toEqual(
      b.cards.map((c) => c.runners.map((r) => r.name)),
    );
    expect(a.cards).toHaveLength(24);
    for (const card of a.cards) {
      for (const runner of card.runners) {
        expect(runner.jockey).toMatch(/^[A-Z] \w+/);
        expect(runner.weight).toMatch(/^\d+-\d+$/);
        expect(runner.silks.primary).toMatch(/^#/);
      }
    }
    const win = a.snapshot.markets.find((m) => m.marketId === RACING_MARKETS.win)!;
    const place = a.snapshot.markets.find(
      (m) => m.eventId === win.eventId && m.marketId === RACING_MARKETS.place,
    );
    if (place) {
      const card = a.cards.find((c) => c.eventId === win.eventId)!;
      const first = win.outcomes[0]!;
      expect(Math.round(place.outcomes[0]!.odds * 1000)).toBe(
        placeOddsThousandths(Math.round(first.odds * 1000), card.terms),
      );
    }
  });

  it('moves prices to the off, stops betting, and settles the result it publishes', async () => {
    const provider = createRacingProvider({ seed: 7, now: NOW, clock: 'manual' });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    // Races before `now` are already run: results on the first advance.
    expect(provider.races().filter((r) => r.status === 'finished').length).toBeGreaterThan(0);
    const next = provider.races().find((r) => r.status === 'open')!;
    messages.length = 0;
    await provider.advanceBy(next.card.startTime - NOW);
    expect(messages.some((m) => m.type === 'bet_stop' && m.eventUrnId === next.card.urnId)).toBe(
      true,
    );
    expect(next.status).toBe('off');
    await provider.advanceBy(RACE_RUN_MS);
    expect(next.status).toBe('finished');
    const settlement = messages.find(
      (m) => m.type === 'bet_settlement' && m.eventUrnId === next.card.urnId,
    );
    if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
    const winners = settlement.markets
      .find((m) => m.marketId === RACING_MARKETS.win)!
      .results.filter((r) => r.result === 'win');
    const first = positionsOf(next.result!);
    for (const w of winners) expect(first.get(Number(w.outcomeId))?.position).toBe(1);
    expect(next.result).toEqual(resultOf(7, next.card));
  });

  it('finishes a race on demand, with Rule 4 on a late withdrawal', async () => {
    const provider = createRacingProvider({ seed: 7, now: NOW, clock: 'manual' });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    const race = provider
      .races()
      .find((r) => r.status === 'open' && r.card.lateWithdrawal !== null)!;
    expect(provider.finishMatch(race.card.eventId)).toBe(true);
    expect(race.status).toBe('finished');
    expect(race.rule4).toBeGreaterThanOrEqual(0);
    const settlement = messages.find(
      (m) => m.type === 'bet_settlement' && m.eventUrnId === race.card.urnId,
    );
    if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
    const win = settlement.markets.find((m) => m.marketId === RACING_MARKETS.win)!;
    expect(win.results.find((r) => r.outcomeId === String(race.card.lateWithdrawal))?.result).toBe(
      'void',
    );
    if (race.rule4 > 0)
      expect(
        win.results.filter((r) => r.result === 'win').every((r) => r.rule4Deduction === race.rule4),
      ).toBe(true);
    expect(provider.finishMatch(race.card.eventId)).toBe(false);
  });

  it('rolls on: after a day of racing the next meetings are offered, each race run once', async () => {
    const provider = createRacingProvider({ seed: 7, now: NOW, clock: 'manual' });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    const firstRevision = provider.catalogueRevision ?? 0;
    const offOf = new Map(provider.races().map((r) => [r.card.eventId, r.card.startTime]));
    let most = 0;
    // Ticks of five minutes (the prices' step), as the wall clock would (much finer, in fact).
    for (let step = 1; step <= (24 * 60) / 5; step++) {
      await provider.advanceBy(5 * 60_000);
      const now = NOW + step * 5 * 60_000;
      for (const { card } of provider.races())
        if (!offOf.has(card.eventId)) {
          // A race joins well ahead of its off, never later.
          expect(card.startTime - now).toBeGreaterThan(3 * 3_600_000);
          offOf.set(card.eventId, card.startTime);
        }
      most = Math.max(most, provider.races().length);
    }
    const now = NOW + 24 * 3_600_000;
    expect(provider.catalogueRevision).toBeGreaterThan(firstRevision);
    // No gap: a race at least every ten minutes from now to 3½ hours ahead.
    const ahead = provider
      .races()
      .map((r) => r.card.startTime)
      .filter((t) => t > now)
      .sort((a, b) => a - b);
    expect(ahead[0]! - now).toBeLessThanOrEqual(10 * 60_000);
    ahead.forEach((t, i) => i > 0 && expect(t - ahead[i - 1]!).toBeLessThanOrEqual(10 * 60_000));
    expect(ahead.at(-1)! - now).toBeGreaterThan(3.5 * 3_600_000);
    // Unique ids, and the catalogue is the provider's races with their meetings.
    const snapshot = await provider.catalogue();
    expect(new Set(snapshot.events.map((e) => e.id)).size).toBe(provider.races().length);
    for (const event of snapshot.events)
      expect(snapshot.tournaments.some((t) => t.id === event.tournamentId)).toBe(true);
    expect(snapshot.markets.every((m) => snapshot.events.some((e) => e.id === m.eventId))).toBe(
      true,
    );
    // Memory stays bounded: about five hours of racing, a race every 7½ minutes on average.
    expect(most).toBeLessThan(60);
    // Every race that passed was run and settled exactly once.
    const settled = messages.filter((m) => m.type === 'bet_settlement').map((m) => m.eventUrnId);
    expect(new Set(settled).size).toBe(settled.length);
    expect(settled.length).toBe(
      [...offOf.values()].filter((off) => off + RACE_RUN_MS <= now).length,
    );
  });

  it('a rolled session is the same for the same seed, whenever it joins', () => {
    const from = NOW + 3 * 3_600_000;
    const all = racingCardsBetween(7, NOW, from, from + 6 * 3_600_000);
    const split = [
      ...racingCardsBetween(7, NOW, from, from + 2 * 3_600_000),
      ...racingCardsBetween(7, NOW, from + 2 * 3_600_000, from + 6 * 3_600_000),
    ];
    expect(split.map((c) => [c.eventId, c.startTime, c.runners.map((r) => r.name)])).toEqual(
      all.map((c) => [c.eventId, c.startTime, c.runners.map((r) => r.name)]),
    );
    expect(all.length).toBeGreaterThan(40);
    const today = generateRacing({ seed: 7, now: NOW }).cards.map((c) => c.eventId);
    expect(all.some((c) => today.includes(c.eventId))).toBe(false);
  });
});
