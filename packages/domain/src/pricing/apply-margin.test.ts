import { describe, expect, it } from 'vitest';
import { applyMargin, impliedProbabilitySum, removeMargin } from './apply-margin';
import { roundOdds } from './round-odds';

describe('bookmaker margin (power method)', () => {
  it('makes implied probabilities sum to the overround for 2- and 3-way markets', () => {
    for (const probabilities of [
      [0.5, 0.5],
      [0.8, 0.2],
      [0.45, 0.28, 0.27],
      [0.97, 0.03],
    ]) {
      expect(impliedProbabilitySum(applyMargin(probabilities, 1.05))).toBeCloseTo(1.05, 9);
    }
  });

  it('keeps a 97 % favourite above 1.0 where a proportional margin would not', () => {
    const [favourite, outsider] = applyMargin([0.97, 0.03], 1.05);
    expect(favourite).toBeGreaterThan(1);
    expect(outsider).toBeLessThan(1 / 0.03);
  });

  it('keeps the order of outcomes and shortens every price', () => {
    const fair = [0.5, 0.3, 0.2];
    const odds = applyMargin(fair, 1.06);
    expect(odds[0]).toBeLessThan(odds[1] as number);
    expect(odds[1]).toBeLessThan(odds[2] as number);
    odds.forEach((o, i) => expect(o).toBeLessThan(1 / (fair[i] as number)));
  });

  it('is removed exactly by removeMargin', () => {
    const fair = [0.52, 0.26, 0.22];
    const recovered = removeMargin(applyMargin(fair, 1.05));
    recovered.forEach((p, i) => expect(p).toBeCloseTo(fair[i] as number, 9));
  });

  it('rounds odds down to 3 places below 1.10 and 2 places above, within [1.01, 500]', () => {
    expect(roundOdds(1.0567)).toBe(1.056);
    expect(roundOdds(1.987)).toBe(1.98);
    expect(roundOdds(2)).toBe(2);
    expect(roundOdds(1.001)).toBe(1.01);
    expect(roundOdds(12345)).toBe(500);
  });
});
