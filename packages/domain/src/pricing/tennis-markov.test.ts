import { describe, expect, it } from 'vitest';
import {
  gameWinProbability,
  setOutcomes,
  tennisMatchDistribution,
  tiebreakWinProbability,
} from './tennis-markov';

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('tennis Markov model', () => {
  it('gives the textbook hold probability and 0.5 for an even point', () => {
    expect(gameWinProbability(0.5)).toBeCloseTo(0.5, 12);
    // p = 0.6: 0.7357 is the classic value.
    expect(gameWinProbability(0.6)).toBeCloseTo(0.7357, 4);
    expect(gameWinProbability(0.6, 3, 0)).toBeGreaterThan(gameWinProbability(0.6));
  });

  it('is symmetric: equal servers win tie-break, set and match half the time', () => {
    expect(tiebreakWinProbability(0.64, 0.64)).toBeCloseTo(0.5, 12);
    for (const bestOf of [3, 5] as const) {
      const match = tennisMatchDistribution({ serveA: 0.64, serveB: 0.64, bestOf, server: 'a' });
      expect(match.winA).toBeCloseTo(0.5, 10);
    }
  });

  it('gives complete set and match distributions', () => {
    const outcomes = setOutcomes(0.66, 0.6, { server: 'a' });
    expect(sum(outcomes.map((o) => o.probability))).toBeCloseTo(1, 12);
    expect(outcomes.every((o) => Math.max(o.gamesA, o.gamesB) >= 6)).toBe(true);
    const match = tennisMatchDistribution({ serveA: 0.66, serveB: 0.6, bestOf: 3, server: 'b' });
    expect(sum(match.setScores.values())).toBeCloseTo(1, 12);
    expect([...match.setScores.keys()].sort()).toEqual(['0:2', '1:2', '2:0', '2:1']);
    expect(sum(match.totalGames.probabilities)).toBeCloseTo(1, 12);
    expect(sum(match.gameMargin.probabilities)).toBeCloseTo(1, 12);
    expect(match.winA).toBeCloseTo(
      (match.setScores.get('2:0') ?? 0) + (match.setScores.get('2:1') ?? 0),
      12,
    );
    expect(match.winA).toBeGreaterThan(0.7);
  });

  it('re-prices from a score: a set and a break up is close to a won match', () => {
    const live = tennisMatchDistribution({
      serveA: 0.64,
      serveB: 0.64,
      bestOf: 3,
      server: 'a',
      setsA: 1,
      gamesA: 4,
      gamesB: 1,
    });
    expect(live.winA).toBeGreaterThan(0.9);
    expect(sum(live.setScores.values())).toBeCloseTo(1, 12);
  });
});

describe('tie-break', () => {
  it('does not depend on who serves first (the ABBA order is fair)', () => {
    for (const [a, b] of [
      [0.7, 0.6],
      [0.62, 0.66],
      [0.55, 0.58],
    ] as const) {
      expect(tiebreakWinProbability(a, b) + tiebreakWinProbability(b, a)).toBeCloseTo(1, 10);
    }
    expect(tiebreakWinProbability(0.7, 0.6)).toBeGreaterThan(0.5);
  });
});
