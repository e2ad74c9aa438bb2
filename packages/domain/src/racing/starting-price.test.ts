import { describe, expect, it } from 'vitest';
import { settleBet } from '../settlement/settle-bet';
import type { OutcomeResult, SettledLeg } from '../settlement/leg-factor';
import {
  eachWayReturn,
  greyhoundPlaceTermsFor,
  placeLegResult,
  placeOddsThousandths,
  placeTermsFor,
  rule4For,
  SP_BOUND_THOUSANDTHS,
  startingPriceLeg,
  startingPriceOf,
  winLegResult,
} from './index';
import type { PlaceTerms, RaceResult, RacingLegResult } from './index';

/** A racing leg as the feed's market result states it (decision 048). */
function lineResult(leg: RacingLegResult, rule4 = 0): Omit<SettledLeg, 'oddsThousandths'> {
  const result: OutcomeResult = leg.result;
  return {
    result,
    ...(leg.result === 'win' && leg.factor.numerator !== leg.factor.denominator
      ? { deadHeatFactor: Number(leg.factor.numerator) / Number(leg.factor.denominator) }
      : {}),
    ...(leg.result === 'win' && rule4 > 0 ? { rule4Deduction: rule4 } : {}),
  };
}

/** What an SP single of 10.00 (1000 subunits) pays, through the generic settlement. */
function spPayout(leg: RacingLegResult, sp: number, rule4: number): bigint {
  const settled = startingPriceLeg(
    { oddsThousandths: SP_BOUND_THOUSANDTHS, ...lineResult(leg, rule4) },
    sp,
  );
  if (!settled) throw new Error('no SP');
  return settleBet({ type: 'single', stake: 1000n, currency: 'EUR', legs: [settled] }).payout;
}

describe('RACE-014 the SP of a line', () => {
  it('is the starting price on the win line, its fraction of the winnings on the place line', () => {
    expect(startingPriceOf(6000, { kind: 'win' })).toBe(6000);
    // 5/1 at 1/5 → evens; 4/1 at 1/4 → evens; 10/1 at 1/5 → 2/1.
    expect(startingPriceOf(6000, { kind: 'place', terms: placeTermsFor(8) })).toBe(2000);
    expect(startingPriceOf(5000, { kind: 'place', terms: placeTermsFor(6) })).toBe(2000);
    expect(startingPriceOf(11_000, { kind: 'place', terms: placeTermsFor(9) })).toBe(3000);
  });

  it('refuses what is no starting price, or has no exact place price', () => {
    expect(() => startingPriceOf(1000, { kind: 'win' })).toThrow(RangeError);
    expect(() => startingPriceOf(6010, { kind: 'place', terms: placeTermsFor(6) })).toThrow(
      RangeError,
    );
  });

  it('bounds an SP bet at placement by the cap price 40.00', () => {
    expect(SP_BOUND_THOUSANDTHS).toBe(40_000);
  });
});

/**
 * SP singles of 10.00 (1000 subunits), worked out by hand. The line carries a Rule 4 of 25p
 * (a runner at 3/1 withdrawn at the off): taken prices lose a quarter of their winnings, SP bets
 * none (RACE-005: the SP is formed without the withdrawn runner).
 */
describe('RACE-014/005/006 SP returns (hand-computed)', () => {
  const eight = placeTermsFor(8); // 3 places at 1/5
  const cases: Array<{
    name: string;
    line: 'win' | 'place';
    result: RaceResult;
    runner: number;
    sp: number;
    withdrawn?: number[];
    expected: bigint;
  }> = [
    // Won at SP 6.00: 1000 × 6 = 6000 (a taken 6.00 would pay 1000 × (1 + 5 × 0.75) = 4750).
    {
      name: 'win at SP 6.00',
      line: 'win',
      result: [[4], [2], [1]],
      runner: 4,
      sp: 6000,
      expected: 6000n,
    },
    // Dead heat for first of two at SP 7.00: half the stake at 7.00 = 3500.
    {
      name: 'dead heat for first at SP 7.00',
      line: 'win',
      result: [[4, 2], [1]],
      runner: 2,
      sp: 7000,
      expected: 3500n,
    },
    // SP 51.00 (50/1) is paid at the cap: 1000 × 40 = 40 000.
    {
      name: 'win at SP 51.00, capped',
      line: 'win',
      result: [[3], [2]],
      runner: 3,
      sp: 51_000,
      expected: 40_000n,
    },
    // Lost: nothing.
    {
      name: 'second on the win line',
      line: 'win',
      result: [[4], [2]],
      runner: 2,
      sp: 3000,
      expected: 0n,
    },
    // Place at SP 6.00, 1/5: 1000 × 2.00 = 2000 (no Rule 4).
    {
      name: 'placed second at SP 6.00',
      line: 'place',
      result: [[4], [2], [1]],
      runner: 2,
      sp: 6000,
      expected: 2000n,
    },
    // Dead heat for third (the last place) of two, SP 11.00 → 3.00 at 1/5: 500 × 3 = 1500.
    {
      name: 'dead heat for third at SP 11.00',
      line: 'place',
      result: [[4], [2], [1, 6], [5]],
      runner: 6,
      sp: 11_000,
      expected: 1500n,
    },
    // The withdrawn runner: void, the stake back.
    {
      name: 'the withdrawn runner is void',
      line: 'win',
      result: [[4], [2], [1]],
      runner: 7,
      sp: 4000,
      withdrawn: [7],
      expected: 1000n,
    },
  ];
  it.each(cases)('$name', ({ line, result, runner, sp, withdrawn = [], expected }) => {
    const leg =
      line === 'win'
        ? winLegResult(runner, result, withdrawn)
        : placeLegResult(runner, result, eight, withdrawn);
    const price = startingPriceOf(
      sp,
      line === 'win' ? { kind: 'win' } : { kind: 'place', terms: eight },
    );
    expect(spPayout(leg, price, 25)).toBe(expected);
  });

  it('pays the taken price less Rule 4 and the SP without it, on the same line', () => {
    const leg = lineResult(winLegResult(4, [[4], [2]], []), 25);
    const taken = settleBet({
      type: 'single',
      stake: 1000n,
      currency: 'EUR',
      legs: [{ oddsThousandths: 6000, ...leg }],
    }).payout;
    expect(taken).toBe(4750n);
    expect(spPayout(winLegResult(4, [[4], [2]], []), 6000, 25)).toBe(6000n);
    expect(rule4For({ placedAt: 0, price: 'sp' }, [{ at: 1, priceThousandths: 4000 }])).toBe(0);
  });

  it('waits for a settled SP line that names no price, but voids without one', () => {
    const won = { oddsThousandths: SP_BOUND_THOUSANDTHS, result: 'win' as const };
    expect(startingPriceLeg(won, undefined)).toBeUndefined();
    expect(startingPriceLeg({ ...won, result: 'void' }, undefined)).toEqual({
      oddsThousandths: SP_BOUND_THOUSANDTHS,
      result: 'void',
    });
  });
});

/**
 * RACE-015: an eight-dog card, 3 places at 1/5 (decision 072). Each way 10.00 a part, by hand:
 * return = unit × share × (1 + (odds − 1) × (100 − d) / 100), each part rounded down.
 */
describe('RACE-015 eight-dog each-way returns (hand-computed)', () => {
  const eight: PlaceTerms = greyhoundPlaceTermsFor(8);
  const seven: PlaceTerms = greyhoundPlaceTermsFor(7);
  it('pays three places at 1/5 on eight dogs, two at 1/4 once one is out', () => {
    expect(eight).toEqual({ places: 3, fraction: { numerator: 1, denominator: 5 } });
    expect(seven).toEqual({ places: 2, fraction: { numerator: 1, denominator: 4 } });
  });
  const cases: Array<{
    name: string;
    terms: PlaceTerms;
    win: number;
    result: RaceResult;
    trap: number;
    rule4?: number;
    expected: [bigint, bigint];
  }> = [
    // Trap 7 wins at 9.00 (8/1): 9000; place 1 + 8/5 = 2.60 → 2600.
    {
      name: 'trap 7 wins at 9.00',
      terms: eight,
      win: 9000,
      result: [[7], [1], [8], [2]],
      trap: 7,
      expected: [9000n, 2600n],
    },
    // Trap 8 third at 6.00: win lost; place 1 + 5/5 = 2.00 → 2000.
    {
      name: 'trap 8 third at 6.00',
      terms: eight,
      win: 6000,
      result: [[7], [1], [8], [2]],
      trap: 8,
      expected: [0n, 2000n],
    },
    // Fourth: outside three places.
    {
      name: 'trap 2 fourth at 3.00',
      terms: eight,
      win: 3000,
      result: [[7], [1], [8], [2]],
      trap: 2,
      expected: [0n, 0n],
    },
    // Traps 3 and 8 dead-heat for third, trap 8 at 11.00: place 3.00 on half: 1500.
    {
      name: 'dead heat for third at 11.00',
      terms: eight,
      win: 11_000,
      result: [[7], [1], [3, 8], [2]],
      trap: 8,
      expected: [0n, 1500n],
    },
    // Rule 4 of 10p (a dog at 7/1 out at the off), trap 7 wins at 9.00:
    // win 1000 × (1 + 8 × 0.9) = 8200; place 1000 × (1 + 1.6 × 0.9) = 2440.
    {
      name: 'trap 7 wins at 9.00 with Rule 4 of 10p',
      terms: eight,
      win: 9000,
      result: [[7], [1], [8]],
      trap: 7,
      rule4: 10,
      expected: [8200n, 2440n],
    },
    // Seven runners (a trap vacant): 2 places at 1/4, so third loses its place part.
    {
      name: 'third of seven at 6.00',
      terms: seven,
      win: 6000,
      result: [[7], [1], [8]],
      trap: 8,
      expected: [0n, 0n],
    },
    // Second of seven at 5.00: 1 + 4/4 = 2.00 → 2000.
    {
      name: 'second of seven at 5.00',
      terms: seven,
      win: 5000,
      result: [[7], [1], [8]],
      trap: 1,
      expected: [0n, 2000n],
    },
  ];
  it.each(cases)('$name', ({ terms, win, result, trap, rule4, expected }) => {
    const returned = eachWayReturn({
      unitStake: 1000n,
      winOddsThousandths: win,
      placeOddsThousandths: placeOddsThousandths(win, terms),
      win: winLegResult(trap, result, []),
      place: placeLegResult(trap, result, terms, []),
      ...(rule4 === undefined ? {} : { rule4Pence: rule4 }),
    });
    expect([returned.win, returned.place]).toEqual(expected);
  });
});
