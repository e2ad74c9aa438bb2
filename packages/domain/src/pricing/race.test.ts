import { describe, expect, it } from 'vitest';
import { probabilityAbove } from './discrete';
import { rallyGame, seriesDistribution } from './race';

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('races to points and wins', () => {
  it('gives a fair set for an even rally and complete joint point distributions', () => {
    const set = rallyGame({ rally: 0.5, target: 25 });
    expect(set.winHome).toBeCloseTo(0.5, 12);
    expect(sum(set.homeWinsAt) + sum(set.awayWinsAt)).toBeCloseTo(1, 12);
    expect(set.homeWinsAt.slice(0, 25).every((p) => p === 0)).toBe(true);
    expect(rallyGame({ rally: 0.54, target: 25 }).winHome).toBeGreaterThan(0.65);
  });

  it('prices a best-of-3 series from the map probability', () => {
    const series = seriesDistribution({ winsNeeded: 2, game: () => ({ winHome: 0.6 }) });
    expect(series.winHome).toBeCloseTo(0.6 * 0.6 + 2 * 0.6 * 0.6 * 0.4, 12);
    expect(series.scores.get('2:0')).toBeCloseTo(0.36, 12);
    expect(sum(series.scores.values())).toBeCloseTo(1, 12);
    expect(series.totalPoints).toBeNull();
  });

  it('carries point totals through a best-of-5 with a shorter deciding set', () => {
    const normal = rallyGame({ rally: 0.52, target: 25 });
    const decider = rallyGame({ rally: 0.52, target: 15 });
    const match = seriesDistribution({
      winsNeeded: 3,
      game: (index) => (index === 4 ? decider : normal),
    });
    expect(sum(match.scores.values())).toBeCloseTo(1, 10);
    expect(sum(match.totalPoints?.probabilities ?? [])).toBeCloseTo(1, 10);
    const total = match.totalPoints!;
    // Three sets to 25 need at least 75 points.
    expect(probabilityAbove(total, 74.5)).toBeCloseTo(1, 10);
    expect(probabilityAbove(total, 260)).toBeLessThan(0.01);
    expect(probabilityAbove(total, 150)).toBeGreaterThan(0.5);
  });

  it('re-prices from a series score', () => {
    const series = seriesDistribution({
      winsNeeded: 2,
      homeWins: 1,
      game: () => ({ winHome: 0.5 }),
    });
    expect(series.winHome).toBeCloseTo(0.75, 12);
  });
});
