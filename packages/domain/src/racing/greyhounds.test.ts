import { describe, expect, it } from 'vitest';
import {
  eachWayReturn,
  greyhoundPlaceTermsFor,
  placeLegResult,
  placeOddsThousandths,
  rule4Deduction,
  winLegResult,
} from './index';
import type { RaceResult } from './index';

/** Decision 068: greyhounds reuse the racing rules with their own place terms (RACE-013). */
describe('RACE-013 greyhound place terms by field size', () => {
  it.each([
    [2, 0, 0],
    [3, 0, 0],
    [4, 0, 0],
    [5, 2, 4],
    [6, 2, 4],
    [7, 2, 4],
    [8, 3, 5],
  ])('%i runners: %i places at 1/%i', (runners, places, denominator) => {
    const terms = greyhoundPlaceTermsFor(runners);
    expect(terms.places).toBe(places);
    if (places > 0) expect(terms.fraction).toEqual({ numerator: 1, denominator });
  });

  it('refuses what is not a field size', () => {
    expect(() => greyhoundPlaceTermsFor(-1)).toThrow(RangeError);
    expect(() => greyhoundPlaceTermsFor(5.5)).toThrow(RangeError);
  });

  it('prices the place part at a quarter of the winnings, exact on the 0.02 grid', () => {
    const six = greyhoundPlaceTermsFor(6);
    expect(placeOddsThousandths(5000, six)).toBe(2000); // 4/1 → 1/1
    expect(placeOddsThousandths(3500, six)).toBe(1625); // 5/2 → 5/8
    expect(placeOddsThousandths(2020, six)).toBe(1255);
    expect(() => placeOddsThousandths(5000, greyhoundPlaceTermsFor(4))).toThrow(RangeError);
  });
});

/**
 * Each-way on a six-trap race, 10.00 a part (1000 subunits), worked out by hand:
 * return = unit × share × (1 + (odds − 1) × (100 − d) / 100), each part rounded down.
 */
describe('RACE-010/011/013 greyhound each-way returns (hand-computed)', () => {
  const six = greyhoundPlaceTermsFor(6); // 2 places at 1/4
  const cases: Array<{
    name: string;
    win: number;
    result: RaceResult;
    trap: number;
    withdrawn?: number[];
    rule4?: number;
    expected: [bigint, bigint];
  }> = [
    // Trap 1 wins at 4/1: 1000 × 5 + 1000 × (1 + 4/4) = 5000 + 2000.
    {
      name: 'winner at 5.00',
      win: 5000,
      result: [[1], [4], [2]],
      trap: 1,
      expected: [5000n, 2000n],
    },
    // Trap 4 second at 5/2: the win part loses; the place pays 1000 × (1 + 2.5/4) = 1625.
    { name: 'second at 3.50', win: 3500, result: [[1], [4], [2]], trap: 4, expected: [0n, 1625n] },
    // Third of six: outside the two places, both parts lose.
    { name: 'third at 3.50', win: 3500, result: [[1], [4], [2]], trap: 2, expected: [0n, 0n] },
    // Dead heat for first: each part on half the stake. Win: 500 × 7 = 3500;
    // place (1 + 6/4 = 2.5): two tied for two places both pay in full → 1000 × 2.5 = 2500.
    {
      name: 'dead heat for first at 7.00',
      win: 7000,
      result: [[3, 6], [1]],
      trap: 6,
      expected: [3500n, 2500n],
    },
    // Dead heat for second: 2 of 2 places are filled by one winner and two tied for the last
    // slot, so the place part is paid on half: 500 × (1 + 9/4) = 1625.
    {
      name: 'dead heat for second at 10.00',
      win: 10_000,
      result: [[5], [2, 3], [1]],
      trap: 2,
      expected: [0n, 1625n],
    },
    // Trap 5 withdrawn at the off at 3.00 (2/1): Rule 4 of 30p. Winner at 6.00 (5/1):
    // win 1000 × (1 + 5 × 0.70) = 4500; place (2.25) 1000 × (1 + 1.25 × 0.70) = 1875.
    {
      name: 'winner at 6.00 with Rule 4 of 30p',
      win: 6000,
      result: [[2], [1], [3]],
      trap: 2,
      withdrawn: [5],
      rule4: rule4Deduction(3000),
      expected: [4500n, 1875n],
    },
    // The withdrawn dog's own bets are void: the stake back on both parts.
    {
      name: 'the vacant trap is void',
      win: 3000,
      result: [[2], [1], [3]],
      trap: 5,
      withdrawn: [5],
      rule4: 30,
      expected: [1000n, 1000n],
    },
  ];
  it.each(cases)('$name', ({ win, result, trap, withdrawn = [], rule4, expected }) => {
    const returned = eachWayReturn({
      unitStake: 1000n,
      winOddsThousandths: win,
      placeOddsThousandths: placeOddsThousandths(win, six),
      win: winLegResult(trap, result, withdrawn),
      place: placeLegResult(trap, result, six, withdrawn),
      ...(rule4 === undefined ? {} : { rule4Pence: rule4 }),
    });
    expect([returned.win, returned.place]).toEqual(expected);
    expect(returned.total).toBe(expected[0] + expected[1]);
  });

  it('keeps the terms when a trap is vacated at the off: six to five still pays two places', () => {
    expect(greyhoundPlaceTermsFor(5)).toEqual(greyhoundPlaceTermsFor(6));
  });
});
