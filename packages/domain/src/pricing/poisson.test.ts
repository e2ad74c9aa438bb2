import { describe, expect, it } from 'vitest';
import { mean, probabilityAbove } from './discrete';
import { poissonDistribution, poissonScoreMatrix, scoreDifference, scoreTotal } from './poisson';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('poisson pricing', () => {
  it('gives a distribution that sums to 1 with the tail folded into the last cell', () => {
    for (const rate of [0.2, 1.4, 3.1, 7]) {
      expect(sum(poissonDistribution(rate, 10))).toBeCloseTo(1, 12);
    }
    expect(poissonDistribution(1.5, 10)[0]).toBeCloseTo(Math.exp(-1.5), 12);
  });

  it('builds a score matrix whose difference and total distributions sum to 1', () => {
    const matrix = poissonScoreMatrix(1.6, 1.1, 10);
    expect(sum(matrix.flat())).toBeCloseTo(1, 12);
    const difference = scoreDifference(matrix);
    const total = scoreTotal(matrix);
    expect(sum(difference.probabilities)).toBeCloseTo(1, 12);
    expect(sum(total.probabilities)).toBeCloseTo(1, 12);
    expect(mean(total)).toBeCloseTo(2.7, 3);
    expect(mean(difference)).toBeCloseTo(0.5, 3);
  });

  it('agrees with the closed form for P(total > 2.5)', () => {
    const total = scoreTotal(poissonScoreMatrix(1.5, 1.2, 12));
    const rate = 2.7;
    const atMostTwo = Math.exp(-rate) * (1 + rate + (rate * rate) / 2);
    expect(probabilityAbove(total, 2.5)).toBeCloseTo(1 - atMostTwo, 6);
  });
});
