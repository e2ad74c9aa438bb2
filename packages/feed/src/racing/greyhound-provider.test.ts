import { describe, expect, it } from 'vitest';
import { greyhoundPlaceTermsFor, placeOddsThousandths } from '@sportsbook/domain';
import type { FeedMessage } from '../provider';
import {
  EIGHT_TRAPS,
  GREYHOUND_RACING_SPORT_ID,
  GREYHOUND_TRACKS,
  greyhoundCardsBetween,
  TRAP_SILKS,
  TRAPS,
} from './generate-greyhounds';
import { generateRacing, racingCardsBetween } from './generate-racing';
import { createRacingProvider, resultOf } from './racing-provider';
import { RACING_MARKETS } from './race-card';

const NOW = Date.UTC(2026, 5, 12, 14, 3);
const HOUR = 3_600_000;

describe('greyhound racing in the racing simulator (decision 068)', () => {
  it('makes six- and eight-trap cards from the seed alone, the same whenever they are asked for', () => {
    const all = greyhoundCardsBetween(7, NOW, NOW + 6 * HOUR);
    const split = [
      ...greyhoundCardsBetween(7, NOW, NOW + 2 * HOUR),
      ...greyhoundCardsBetween(7, NOW + 2 * HOUR, NOW + 6 * HOUR),
    ];
    const key = (c: (typeof all)[number]) => [c.eventId, c.startTime, c.runners.map((r) => r.name)];
    expect(split.map(key)).toEqual(all.map(key));
    expect(greyhoundCardsBetween(8, NOW, NOW + 6 * HOUR).map(key)).not.toEqual(all.map(key));
    // A race every five minutes across three meetings.
    expect(all).toHaveLength(72);
    all.forEach((c, i) => i > 0 && expect(c.startTime - all[i - 1]!.startTime).toBe(5 * 60_000));
    for (const card of all) {
      expect(card.discipline).toBe('greyhound');
      const eight = GREYHOUND_TRACKS.find((t) => t.name === card.course)!.traps === EIGHT_TRAPS;
      expect(card.runners).toHaveLength(eight ? EIGHT_TRAPS : TRAPS);
      expect(card.distance).toMatch(/^\d{3}m$/);
      expect(card.title).toMatch(/^(A[1-9]|OR)$/);
      card.runners.forEach((r, i) => {
        expect(r.number).toBe(i + 1);
        expect(r.draw).toBe(i + 1);
        expect(r.silks).toEqual(TRAP_SILKS[i]);
        expect(r.jockey).toBe('');
        expect(r.weight).toBe('');
        expect(r.trainer).toMatch(/^[A-Z] \w+/);
        expect(r.form).toMatch(/^[1-6]{3,6}$/);
      });
      const declared = card.runners.filter((r) => !r.nonRunner).length;
      expect(card.terms).toEqual(greyhoundPlaceTermsFor(declared));
      if (card.lateWithdrawal !== null)
        expect(greyhoundPlaceTermsFor(declared - 1)).toEqual(card.terms);
    }
    // Vacant traps, reserves and withdrawals at the off all happen.
    expect(all.some((c) => c.runners.some((r) => r.nonRunner))).toBe(true);
    expect(all.some((c) => c.runners.some((r) => r.reserve))).toBe(true);
    expect(all.some((c) => c.lateWithdrawal !== null)).toBe(true);
  });

  it('runs eight-dog races at the Australian tracks: traps 7 green and 8 yellow-and-black, three places at 1/5 (decision 072)', () => {
    const day = greyhoundCardsBetween(7, NOW, NOW + 24 * HOUR);
    const eights = day.filter((c) => c.runners.length === EIGHT_TRAPS);
    expect(eights.length).toBeGreaterThan(0);
    expect(day.some((c) => c.runners.length === TRAPS)).toBe(true);
    for (const card of eights) {
      expect(card.countryCode).toBe('AU');
      expect(card.runners[6]!.silks).toEqual({
        primary: '#15803d',
        secondary: '#ffffff',
        pattern: 'plain',
      });
      expect(card.runners[7]!.silks).toEqual({
        primary: '#facc15',
        secondary: '#ffffff',
        pattern: 'stripes',
      });
      const declared = card.runners.filter((r) => !r.nonRunner).length;
      // A full card of eight: three places at 1/5; with a vacant trap, seven: two at 1/4.
      expect(card.terms).toEqual(
        declared === 8
          ? { places: 3, fraction: { numerator: 1, denominator: 5 } }
          : { places: 2, fraction: { numerator: 1, denominator: 4 } },
      );
      // A withdrawal at the off never changes the terms: none on a full card of eight.
      if (declared === 8) expect(card.lateWithdrawal).toBeNull();
    }
    expect(eights.some((c) => c.terms.places === 3)).toBe(true);
  });

  it('keeps its ids apart from the horses’ and below 2^31', () => {
    const dogs = greyhoundCardsBetween(7, NOW - 24 * HOUR, NOW + 24 * HOUR).map((c) => c.eventId);
    const horses = [
      ...generateRacing({ seed: 7, now: NOW }).cards,
      ...racingCardsBetween(7, NOW, NOW, NOW + 24 * HOUR),
    ].map((c) => c.eventId);
    expect(new Set(dogs).size).toBe(dogs.length);
    expect(dogs.some((id) => horses.includes(id))).toBe(false);
    for (const id of dogs) {
      expect(id).toBeGreaterThanOrEqual(2_140_000_000);
      expect(id).toBeLessThan(2 ** 31);
    }
  });

  it('prices, stops, runs and settles a greyhound race: win, each way at 1/4, forecast, tricast', async () => {
    const provider = createRacingProvider({
      seed: 7,
      now: NOW,
      clock: 'manual',
      horses: false,
      greyhounds: true,
    });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    const snapshot = await provider.catalogue();
    expect(snapshot.sports.map((s) => s.id)).toEqual([GREYHOUND_RACING_SPORT_ID]);
    expect(snapshot.events.every((e) => e.sportId === GREYHOUND_RACING_SPORT_ID)).toBe(true);
    // The last hour's races already ran: results at once.
    expect(provider.races().filter((r) => r.status === 'finished').length).toBeGreaterThan(5);

    const race = provider
      .races()
      .find((r) => r.status === 'open' && r.card.lateWithdrawal !== null)!;
    const markets = snapshot.markets.filter((m) => m.eventId === race.card.eventId);
    expect(markets.map((m) => m.marketId)).toEqual([
      RACING_MARKETS.win,
      RACING_MARKETS.place,
      RACING_MARKETS.forecast,
      RACING_MARKETS.tricast,
    ]);
    const win = markets[0]!;
    const place = markets[1]!;
    expect(place.specifier).toBe('places=2|fraction=1/4');
    win.outcomes.forEach((o, i) =>
      expect(Math.round(place.outcomes[i]!.odds * 1000)).toBe(
        placeOddsThousandths(Math.round(o.odds * 1000), race.card.terms),
      ),
    );

    messages.length = 0;
    expect(provider.finishMatch(race.card.eventId)).toBe(true);
    expect(race.status).toBe('finished');
    expect(race.result).toEqual(resultOf(7, race.card));
    expect(messages.map((m) => m.type)).toEqual([
      'bet_stop',
      'odds_change',
      'match_status',
      'match_status',
      'bet_settlement',
    ]);
    const settlement = messages.at(-1)!;
    if (settlement.type !== 'bet_settlement') throw new Error('no settlement');
    const settledWin = settlement.markets.find((m) => m.marketId === RACING_MARKETS.win)!;
    expect(
      settledWin.results.find((r) => r.outcomeId === String(race.card.lateWithdrawal))?.result,
    ).toBe('void');
    if (race.rule4 > 0)
      expect(
        settledWin.results
          .filter((r) => r.result === 'win')
          .every((r) => r.rule4Deduction === race.rule4),
      ).toBe(true);
    // Decision 072: every runner that ran has its SP on the win and place lines; none on the
    // withdrawn dog's, and no SP on forecasts and tricasts.
    for (const r of settledWin.results)
      expect(r.startingPrice).toBe(
        r.outcomeId === String(race.card.lateWithdrawal)
          ? undefined
          : race.prices[Number(r.outcomeId)],
      );
    const placed = settlement.markets.find((m) => m.marketId === RACING_MARKETS.place)!;
    for (const r of placed.results)
      if (r.outcomeId !== String(race.card.lateWithdrawal))
        expect(r.startingPrice).toBe(
          placeOddsThousandths(race.prices[Number(r.outcomeId)]!, race.card.terms),
        );
    expect(
      settlement.markets
        .filter((m) => m.marketId === RACING_MARKETS.forecast)
        .flatMap((m) => m.results)
        .every((r) => r.startingPrice === undefined),
    ).toBe(true);
    // Two places paid (more only with a dead heat for second, each on a share).
    expect(placed.results.filter((r) => r.result === 'win').length).toBeGreaterThanOrEqual(2);
    expect(settlement.markets.map((m) => m.marketId)).toContain(RACING_MARKETS.tricast);
  });

  it('rolls on with the horses: a race at least every five minutes up to 3½ hours ahead', async () => {
    const provider = createRacingProvider({
      seed: 7,
      now: NOW,
      clock: 'manual',
      greyhounds: true,
    });
    const settled: string[] = [];
    provider.subscribe((m) => m.type === 'bet_settlement' && settled.push(m.eventUrnId));
    await provider.advanceBy(0);
    for (let step = 1; step <= (12 * 60) / 5; step++) await provider.advanceBy(5 * 60_000);
    const now = NOW + 12 * HOUR;
    const dogs = provider
      .races()
      .filter((r) => r.card.discipline === 'greyhound' && r.card.startTime > now)
      .map((r) => r.card.startTime)
      .sort((a, b) => a - b);
    expect(dogs[0]! - now).toBeLessThanOrEqual(5 * 60_000);
    dogs.forEach((t, i) => i > 0 && expect(t - dogs[i - 1]!).toBe(5 * 60_000));
    expect(dogs.at(-1)! - now).toBeGreaterThan(3.5 * HOUR);
    expect(provider.races().some((r) => r.card.discipline === 'horse')).toBe(true);
    expect(new Set(settled).size).toBe(settled.length);
    const snapshot = await provider.catalogue();
    expect(snapshot.sports.map((s) => s.id).sort()).toEqual([40, GREYHOUND_RACING_SPORT_ID]);
  });
});
