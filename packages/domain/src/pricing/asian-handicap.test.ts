import { describe, expect, it } from 'vitest';
import { asianLineProbabilities, lineOutcome } from './asian-handicap';
import { poissonScoreMatrix, scoreDifference } from './poisson';

const difference = scoreDifference(poissonScoreMatrix(1.7, 1.0, 10));

describe('asian handicap', () => {
  it('sums to 1 on every line from -2.5 to +2.5', () => {
    for (let line = -2.5; line <= 2.5; line += 0.25) {
      const { home, away } = asianLineProbabilities(difference, line);
      expect(home + away).toBeCloseTo(1, 12);
    }
  });

  it('refunds the push on a whole line: level ball equals draw no bet', () => {
    const { win, lose } = lineOutcome(difference, 0);
    expect(asianLineProbabilities(difference, 0).home).toBeCloseTo(win / (win + lose), 12);
  });

  it('prices a quarter line between its two neighbours', () => {
    for (let line = -2.25; line <= 2.25; line += 0.5) {
      const below = asianLineProbabilities(difference, line - 0.25).home;
      const quarter = asianLineProbabilities(difference, line).home;
      const above = asianLineProbabilities(difference, line + 0.25).home;
      expect(quarter).toBeGreaterThanOrEqual(Math.min(below, above));
      expect(quarter).toBeLessThanOrEqual(Math.max(below, above));
    }
  });

  it('gives the home side a higher chance as its handicap grows', () => {
    let previous = 0;
    for (let line = -2.5; line <= 2.5; line += 0.25) {
      const { home } = asianLineProbabilities(difference, line);
      expect(home).toBeGreaterThan(previous);
      previous = home;
    }
  });
});
