import { describe, expect, it } from 'vitest';
import { normalCdf, normalProbabilityAbove, normalProbabilityAt } from './normal';

describe('normal approximation', () => {
  it('matches known values of the standard normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
    expect(normalCdf(110, 100, 10)).toBeCloseTo(0.841345, 5);
  });

  it('splits a symmetric total evenly at its mean and sums point masses to 1', () => {
    expect(normalProbabilityAbove(220.5, 220.5, 18)).toBeCloseTo(0.5, 7);
    let total = 0;
    for (let x = -60; x <= 60; x++) total += normalProbabilityAt(x, 2, 6);
    expect(total).toBeCloseTo(1, 6);
  });
});
