import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleBet } from '../settlement/settle-bet';
import {
  eachWayReturn,
  orderLegResult,
  racingLegFactor,
  placeLegResult,
  placeOddsThousandths,
  placeResultKey,
  placeTermsFor,
  positionsOf,
  rule4Deduction,
  rule4For,
  settlementPrice,
  totalRule4Deduction,
  winLegResult,
} from './index';
import type { RaceResult } from './index';
import { floorOf, times } from '../settlement/fraction';

describe('RACE-001 place terms by field size', () => {
  it.each([
    [3, false, 0, 0],
    [4, false, 0, 0],
    [5, false, 2, 4],
    [7, false, 2, 4],
    [8, false, 3, 5],
    [15, false, 3, 5],
    [12, true, 3, 4],
    [16, true, 4, 4],
  ])('%i runners (handicap %s): %i places at 1/%i', (runners, handicap, places, denominator) => {
    const terms = placeTermsFor(runners, handicap);
    expect(terms.places).toBe(places);
    if (places > 0) expect(terms.fraction).toEqual({ numerator: 1, denominator });
  });
});

describe('RACE-002 place prices', () => {
  it('is a fifth or a quarter of the winnings, exact on the 0.02 grid', () => {
    expect(placeOddsThousandths(6000, placeTermsFor(8))).toBe(2000);
    expect(placeOddsThousandths(4400, placeTermsFor(6))).toBe(1850);
    expect(placeOddsThousandths(2020, placeTermsFor(8))).toBe(1204);
    expect(() => placeOddsThousandths(2750, placeTermsFor(6))).toThrow(RangeError);
    expect(() => placeOddsThousandths(6000, placeTermsFor(4))).toThrow(RangeError);
  });
});

describe('RACE-003/004/005 Rule 4', () => {
  it.each([
    [1100, 90],
    [1300, 75],
    [2000, 45],
    [3000, 30],
    [4000, 25],
    [8000, 10],
    [12000, 5],
    [15000, 5],
    [17000, 0],
  ])('a withdrawn runner at %i deducts %ip', (price, pence) => {
    expect(rule4Deduction(price)).toBe(pence);
  });
  it('adds withdrawals up to 75p at most', () => {
    expect(totalRule4Deduction([8000, 12000])).toBe(15);
    expect(totalRule4Deduction([1500, 2000])).toBe(75);
  });
  it('applies to taken prices struck before the withdrawal, never to SP', () => {
    const withdrawals = [{ at: 100, priceThousandths: 3000 }];
    expect(rule4For({ placedAt: 50, price: 'taken' }, withdrawals)).toBe(30);
    expect(rule4For({ placedAt: 150, price: 'taken' }, withdrawals)).toBe(0);
    expect(rule4For({ placedAt: 50, price: 'sp' }, withdrawals)).toBe(0);
  });
});

describe('RACE-006/007/008 results and dead heats', () => {
  const result: RaceResult = [[3], [1, 7], [5], [2]];
  it('gives tied runners one position', () => {
    expect(positionsOf(result).get(5)).toEqual({ position: 4, tied: 1 });
    expect(positionsOf(result).get(7)).toEqual({ position: 2, tied: 2 });
  });
  it('pays a dead heat for the last place on half the stake', () => {
    expect(placeLegResult(1, [[3], [4], [1, 7]], placeTermsFor(8), [])).toEqual({
      result: 'win',
      factor: { numerator: 1n, denominator: 2n },
    });
    expect(winLegResult(3, result, [])).toEqual({
      result: 'win',
      factor: { numerator: 1n, denominator: 1n },
    });
    expect(winLegResult(9, result, [9])).toEqual({ result: 'void' });
    expect(placeLegResult(5, result, placeTermsFor(8), [])).toEqual({ result: 'lose' });
  });
  it('names place results by the spec keys', () => {
    expect(placeResultKey(2, true)).toBe('place2Win');
    expect(placeResultKey(3, false)).toBe('place3Lose');
  });
});

/**
 * RACE-010/011: each-way bets of 10.00 a part (1000 subunits), worked out by hand:
 * return = unit × share × (1 + (odds − 1) × (100 − d) / 100), each part rounded down.
 */
describe('RACE-010/011 each-way returns (hand-computed)', () => {
  const eightRunners = placeTermsFor(8); // 3 places at 1/5
  const cases: Array<{
    name: string;
    unit: bigint;
    win: number;
    terms: ReturnType<typeof placeTermsFor>;
    result: RaceResult;
    runner: number;
    rule4?: number;
    expected: [bigint, bigint, bigint];
  }> = [
    // 5/1 winner: 1000 × 6 + 1000 × (1 + 5/5) = 6000 + 2000.
    {
      name: 'winner at 6.00',
      unit: 1000n,
      win: 6000,
      terms: eightRunners,
      result: [[1], [2], [3]],
      runner: 1,
      expected: [6000n, 2000n, 8000n],
    },
    // Second: only the place part, at 2.00.
    {
      name: 'second at 6.00',
      unit: 1000n,
      win: 6000,
      terms: eightRunners,
      result: [[2], [1], [3]],
      runner: 1,
      expected: [0n, 2000n, 2000n],
    },
    // Fourth: out of the three places.
    {
      name: 'fourth',
      unit: 1000n,
      win: 6000,
      terms: eightRunners,
      result: [[2], [3], [4], [1]],
      runner: 1,
      expected: [0n, 0n, 0n],
    },
    // Rule 4 of 30p (a 2/1 runner withdrawn): win 1 + 5 × 0.7 = 4.5; place 1 + 1 × 0.7 = 1.7.
    {
      name: 'winner with Rule 4 30p',
      unit: 1000n,
      win: 6000,
      terms: eightRunners,
      result: [[1], [2], [3]],
      runner: 1,
      rule4: 30,
      expected: [4500n, 1700n, 6200n],
    },
    // Dead heat for first of two: win on half the stake (3000); place in full (two places left).
    {
      name: 'dead heat for first',
      unit: 1000n,
      win: 6000,
      terms: eightRunners,
      result: [[1, 2], [3]],
      runner: 1,
      expected: [3000n, 2000n, 5000n],
    },
    // Dead heat for third of two with three places: place on half the stake, 500 × 2 = 1000.
    {
      name: 'dead heat for third',
      unit: 1000n,
      win: 6000,
      terms: eightRunners,
      result: [[2], [3], [1, 4]],
      runner: 1,
      expected: [0n, 1000n, 1000n],
    },
    // Six runners: 2 places at 1/4; 4.40 → place 1 + 3.4 / 4 = 1.85.
    {
      name: 'second of six at 4.40',
      unit: 1000n,
      win: 4400,
      terms: placeTermsFor(6),
      result: [[2], [1]],
      runner: 1,
      expected: [0n, 1850n, 1850n],
    },
    // 10/1 winner with 10p + 5p: win 1 + 10 × 0.85 = 9.5; place 1 + 2 × 0.85 = 2.7.
    {
      name: 'winner at 11.00 with Rule 4 15p',
      unit: 1000n,
      win: 11000,
      terms: eightRunners,
      result: [[1]],
      runner: 1,
      rule4: 15,
      expected: [9500n, 2700n, 12200n],
    },
    // Rounding: 333 × 1.204 = 400.932 → 400.
    {
      name: 'rounds each part down',
      unit: 333n,
      win: 2020,
      terms: eightRunners,
      result: [[2], [1]],
      runner: 1,
      expected: [0n, 400n, 400n],
    },
  ];
  it.each(cases)('$name', (c) => {
    const returns = eachWayReturn({
      unitStake: c.unit,
      winOddsThousandths: c.win,
      placeOddsThousandths: placeOddsThousandths(c.win, c.terms),
      win: winLegResult(c.runner, c.result, []),
      place: placeLegResult(c.runner, c.result, c.terms, []),
      ...(c.rule4 === undefined ? {} : { rule4Pence: c.rule4 }),
    });
    expect([returns.win, returns.place, returns.total]).toEqual(c.expected);
  });

  it('settles the same through the generic settlement (SETTLE-001 with Rule 4)', () => {
    const single = (
      result: 'win' | 'lose',
      extra: { deadHeatFactor?: number; rule4Deduction?: number },
    ) =>
      settleBet({
        type: 'single',
        stake: 1000n,
        currency: 'EUR',
        legs: [{ oddsThousandths: 6000, result, ...extra }],
      }).payout;
    expect(single('win', { rule4Deduction: 30 })).toBe(4500n);
    expect(single('win', { rule4Deduction: 30, deadHeatFactor: 0.5 })).toBe(2250n);
    expect(single('win', {})).toBe(6000n);
  });

  it('never pays more with a deduction than without, nor more than the undeducted price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 51, max: 1950 }).map((step) => 1000 + step * 20),
        fc.integer({ min: 0, max: 75 }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        (win, rule4, unit) => {
          const args = {
            unitStake: unit,
            winOddsThousandths: win,
            placeOddsThousandths: placeOddsThousandths(win, placeTermsFor(8)),
            win: winLegResult(1, [[1]], []),
            place: placeLegResult(1, [[1]], placeTermsFor(8), []),
          };
          const full = eachWayReturn(args).total;
          const deducted = eachWayReturn({ ...args, rule4Pence: rule4 }).total;
          return deducted <= full && deducted >= 2n * unit;
        },
      ),
    );
  });
});

describe('RACE-009 forecast and tricast', () => {
  const tieForSecond: RaceResult = [[3], [1, 7], [5]];
  const half = { result: 'win', factor: { numerator: 1n, denominator: 2n } };
  it.each([
    [[3, 1], tieForSecond, half],
    [[3, 7], tieForSecond, half],
    [[1, 3], tieForSecond, { result: 'lose' }],
    [[3, 1, 7], tieForSecond, half],
    [[3, 7, 1], tieForSecond, half],
    [[3, 1, 5], tieForSecond, { result: 'lose' }],
    [[2, 4], [[2, 4], [6]], half],
    [[4, 2, 6], [[2, 4], [6]], half],
    [[1, 2], [[1], [2], [3]], { result: 'win', factor: { numerator: 1n, denominator: 1n } }],
  ])('%j on %j', (picks, result, expected) => {
    expect(orderLegResult(picks, result, [])).toEqual(expected);
  });
  it('voids a pick that did not run', () => {
    expect(orderLegResult([1, 2], [[1], [3]], [2])).toEqual({ result: 'void' });
  });
});

describe('RACE-009 forecast and tricast returns (hand-computed, decision 060)', () => {
  // The race: 8 declared, 6 (late withdrawal) did not run. 3 won, 1 and 7 dead-heated for
  // second, 5 fourth. Stakes 10.00 (1000 subunits) at the taken price.
  const result: RaceResult = [[3], [1, 7], [5], [2], [4], [8]];
  const nonRunners = [6];
  const returnOf = (picks: number[], oddsThousandths: number, race = result) =>
    floorOf(
      times(
        { numerator: 1000n, denominator: 1n },
        racingLegFactor(oddsThousandths, orderLegResult(picks, race, nonRunners)),
      ),
    );
  it.each([
    // Forecast 3-1 at 12.50: the tie for 2nd allows 2 orders, 1 puts 1 second → ½ × 1000 × 12.5.
    ['forecast 3-1 at 12.50, 1 dead-heated for 2nd', [3, 1], 12_500, 6250n],
    ['forecast 3-7 at 14.00, 7 dead-heated for 2nd', [3, 7], 14_000, 7000n],
    ['forecast 1-3 at 20.00, wrong order', [1, 3], 20_000, 0n],
    // Tricast 3-7-1 at 39.00: 2 orders of the tie fill 2nd and 3rd, one is 7 then 1 → ½.
    ['tricast 3-7-1 at 39.00, the tie fills 2nd and 3rd', [3, 7, 1], 39_000, 19_500n],
    // Prices above the cap (betting-core §5, ODDS_CAP 40) are paid at 40: ½ × 1000 × 40.
    ['tricast 3-1-7 at 61.00, paid at the 40.00 cap', [3, 1, 7], 61_000, 20_000n],
    ['tricast 3-1-5 at 90.00, 5 was 4th', [3, 1, 5], 90_000, 0n],
    // A pick that did not run voids the bet: the stake back, whatever the others did.
    ['forecast 3-6 at 25.00, 6 a non-runner', [3, 6], 25_000, 1000n],
    ['tricast 6-3-1 at 150.00, 6 a non-runner', [6, 3, 1], 150_000, 1000n],
    ['forecast 2-4 at 33.00, both placed later', [2, 4], 33_000, 0n],
  ])('%s', (_name, picks, odds, expected) => {
    expect(returnOf(picks, odds)).toBe(expected);
  });
  it('shares a triple dead heat for first between its six orders', () => {
    // 1, 2 and 3 tied for 1st: 3! = 6 orders, a tricast names one → 1000 × 30.00 / 6.
    expect(returnOf([2, 1, 3], 30_000, [[1, 2, 3], [4]])).toBe(5000n);
    // A forecast of two of them: 3 × 2 = 6 orders of the first two slots, one matches.
    expect(returnOf([3, 2], 12_000, [[1, 2, 3], [4]])).toBe(2000n);
  });
  it('settles the same through the generic settlement from the feed’s dead-heat factor', () => {
    const payout = settleBet({
      type: 'single',
      stake: 1000n,
      currency: 'EUR',
      legs: [{ oddsThousandths: 30_000, result: 'win', deadHeatFactor: 1 / 6 }],
    }).payout;
    expect(payout).toBe(5000n);
  });
});

describe('RACE-012 SP or taken price', () => {
  it('settles at the SP only for an SP bet', () => {
    expect(settlementPrice({ price: 'sp' }, 5500)).toBe(5500);
    expect(settlementPrice({ price: 'taken', oddsThousandths: 7000 }, 5500)).toBe(7000);
  });
});
