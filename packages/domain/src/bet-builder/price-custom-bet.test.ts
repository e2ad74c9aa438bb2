import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin } from '../pricing/apply-margin';
import { roundOdds } from '../pricing/round-odds';
import { footballLegPredicate } from './football-legs';
import type { BetBuilderLeg } from './football-legs';
import { customBetLegResult } from './settle-custom-bet';
import { CUSTOM_BET_OVERROUND, footballFinalScoreMatrix, priceCustomBet } from './price-custom-bet';

/** Poisson by the textbook formula, independent of `poissonDistribution`. */
const pois = (rate: number, k: number) => {
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  return (Math.exp(-rate) * rate ** k) / factorial;
};

const homeWin: BetBuilderLeg = { marketId: 1, specifier: '', outcomeId: '1' };
const awayWin: BetBuilderLeg = { marketId: 1, specifier: '', outcomeId: '2' };
const over = (line: number): BetBuilderLeg => ({
  marketId: 18,
  specifier: `total=${line}`,
  outcomeId: 'over',
});
const under = (line: number): BetBuilderLeg => ({ ...over(line), outcomeId: 'under' });
const btts: BetBuilderLeg = { marketId: 29, specifier: '', outcomeId: 'yes' };
const bttsNo: BetBuilderLeg = { marketId: 29, specifier: '', outcomeId: 'no' };
const teamOver = (marketId: 19 | 20, line: number): BetBuilderLeg => ({
  marketId,
  specifier: `total=${line}`,
  outcomeId: 'over',
});

const model = { homeGoals: 1.6, awayGoals: 1.1, firstHalfShare: 0.45 };

const ok = (price: ReturnType<typeof priceCustomBet>) => {
  if (!price.ok) throw new Error(`refused: ${price.rule} ${price.message}`);
  return price;
};

describe('priceCustomBet (bet builder, decision 046)', () => {
  it('prices home win + over 2.5 + both teams to score as the Poisson sum, hand-computed', () => {
    let expected = 0;
    for (let h = 0; h <= 30; h++)
      for (let a = 0; a <= 30; a++)
        if (h > a && h + a > 2.5 && h > 0 && a > 0) expected += pois(1.6, h) * pois(1.1, a);
    const price = ok(priceCustomBet(footballFinalScoreMatrix(model), [homeWin, over(2.5), btts]));
    // Only the 10-goal tail differs (folded into the last cell): far below 1e-7.
    expect(price.probability).toBeCloseTo(expected, 7);
    expect(price.fairOdds).toBeCloseTo(1 / expected, 5);
    const [margined] = applyMargin([price.probability, 1 - price.probability], 1.1);
    expect(price.odds).toBe(roundOdds(margined!));
    expect(1 / price.odds).toBeGreaterThan(price.probability);
    // Home win with both scoring is at least 2:1: over 2.5 adds nothing, and is reduced.
    expect(price.implied).toEqual([1]);
    expect(ok(priceCustomBet(footballFinalScoreMatrix(model), [homeWin, btts])).odds).toBe(
      price.odds,
    );
  });

  it('prices in play from the score and the time left', () => {
    // 1:0 at half-time: rates are the second half's, the matrix shifted by the goal.
    const state = { elapsed: 0.5, score: { home: 1, away: 0 } };
    const left = 1 - model.firstHalfShare;
    let expected = 0;
    for (let h = 0; h <= 30; h++)
      for (let a = 0; a <= 30; a++)
        if (1 + h > a && 1 + h + a > 2.5) expected += pois(1.6 * left, h) * pois(1.1 * left, a);
    const price = ok(priceCustomBet(footballFinalScoreMatrix(model, state), [homeWin, over(2.5)]));
    expect(price.probability).toBeCloseTo(expected, 7);
  });

  it('BB-004: refuses selections that cannot all win', () => {
    const matrix = footballFinalScoreMatrix(model);
    expect(priceCustomBet(matrix, [homeWin, awayWin])).toMatchObject({ ok: false, rule: 'BB-004' });
    const oneNil = { marketId: 41, specifier: '', outcomeId: '1:0' };
    expect(priceCustomBet(matrix, [oneNil, over(2.5)])).toMatchObject({ rule: 'BB-004' });
    expect(priceCustomBet(matrix, [btts, under(1.5)])).toMatchObject({ rule: 'BB-004' });
    // In play, 2:0 up: the away side cannot keep a clean sheet and "both score, no" at 0:2 ...
    const twoNil = footballFinalScoreMatrix(model, { elapsed: 0.7, score: { home: 2, away: 0 } });
    expect(priceCustomBet(twoNil, [under(1.5), homeWin])).toMatchObject({ rule: 'BB-004' });
  });

  it('BB-001, BB-002, BB-003, BB-005: counts, markets, duplicates, certainties', () => {
    const matrix = footballFinalScoreMatrix(model);
    expect(priceCustomBet(matrix, [homeWin])).toMatchObject({ rule: 'BB-001' });
    const winnerInclOvertime = { marketId: 406, specifier: '', outcomeId: 'home' };
    expect(priceCustomBet(matrix, [homeWin, winnerInclOvertime])).toMatchObject({
      rule: 'BB-002',
      index: 1,
    });
    // A half-time leg on a distribution that does not know the half-time score.
    const halfHome = { marketId: 60, specifier: '', outcomeId: '1' };
    expect(priceCustomBet(matrix, [btts, halfHome])).toMatchObject({ rule: 'BB-002', index: 1 });
    const quarter = { marketId: 16, specifier: 'hcp=-0.25', outcomeId: 'home' };
    expect(priceCustomBet(matrix, [quarter, btts])).toMatchObject({ rule: 'BB-002', index: 0 });
    expect(priceCustomBet(matrix, [btts, btts])).toMatchObject({ rule: 'BB-003', index: 1 });
    const played = footballFinalScoreMatrix(model, { elapsed: 0.9, score: { home: 2, away: 1 } });
    expect(priceCustomBet(played, [btts, over(1.5)])).toMatchObject({ rule: 'BB-005' });
  });

  it('BB-006: an implied selection is priced once (over 2.5 and over 1.5)', () => {
    const matrix = footballFinalScoreMatrix(model);
    const both = ok(priceCustomBet(matrix, [over(2.5), over(1.5), btts]));
    const alone = ok(priceCustomBet(matrix, [over(2.5), btts]));
    expect(both.implied).toEqual([1]);
    expect(both.probability).toBeCloseTo(alone.probability, 12);
    expect(both.odds).toBe(alone.odds);
    // Equivalent selections: one of them is implied by the other, never both.
    const minusHalf = { marketId: 16, specifier: 'hcp=-0.5', outcomeId: 'home' };
    expect(ok(priceCustomBet(matrix, [homeWin, minusHalf, btts])).implied).toEqual([1]);
  });

  it('BB-007: a custom bet wins only when every part wins; a void part voids it', () => {
    expect(customBetLegResult(['win', 'win', 'win'])).toBe('win');
    expect(customBetLegResult(['win', 'lose', 'void'])).toBe('lose');
    expect(customBetLegResult(['win', 'void'])).toBe('void');
  });
});

// ---- properties -----------------------------------------------------------------------------

const POOL: BetBuilderLeg[] = [
  homeWin,
  awayWin,
  { marketId: 1, specifier: '', outcomeId: 'X' },
  { marketId: 10, specifier: '', outcomeId: '1X' },
  { marketId: 10, specifier: '', outcomeId: '12' },
  over(0.5),
  over(1.5),
  over(2.5),
  under(2.5),
  under(3.5),
  btts,
  bttsNo,
  teamOver(19, 0.5),
  teamOver(19, 1.5),
  teamOver(20, 0.5),
  { marketId: 16, specifier: 'hcp=-1.5', outcomeId: 'home' },
  { marketId: 16, specifier: 'hcp=0.5', outcomeId: 'away' },
  { marketId: 14, specifier: 'hcp=0:1', outcomeId: 'X' },
  { marketId: 41, specifier: '', outcomeId: '2:1' },
  { marketId: 41, specifier: '', outcomeId: '1:1' },
];

const probabilityOf = (matrix: number[][], leg: BetBuilderLeg) => {
  const predicate = footballLegPredicate(leg)!;
  let sum = 0;
  matrix.forEach((row, h) => row.forEach((p, a) => (sum += predicate(h, a) ? p : 0)));
  return sum;
};

const arbitraryMatch = fc.record({
  homeGoals: fc.double({ min: 0.2, max: 3.5, noNaN: true }),
  awayGoals: fc.double({ min: 0.2, max: 3.5, noNaN: true }),
  firstHalfShare: fc.double({ min: 0.4, max: 0.5, noNaN: true }),
  elapsed: fc.double({ min: 0, max: 0.95, noNaN: true }),
  home: fc.integer({ min: 0, max: 3 }),
  away: fc.integer({ min: 0, max: 3 }),
});

const matrixOf = (m: {
  homeGoals: number;
  awayGoals: number;
  firstHalfShare: number;
  elapsed: number;
  home: number;
  away: number;
}) => footballFinalScoreMatrix(m, { elapsed: m.elapsed, score: { home: m.home, away: m.away } });

describe('priceCustomBet properties', () => {
  it('the price is the joint probability, never above the least likely selection', () => {
    fc.assert(
      fc.property(
        arbitraryMatch,
        fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), {
          minLength: 2,
          maxLength: 4,
        }),
        (match, picks) => {
          const matrix = matrixOf(match);
          const legs = picks.map((i) => POOL[i]!);
          const price = priceCustomBet(matrix, legs);
          let joint = 0;
          matrix.forEach((row, h) =>
            row.forEach((p, a) => {
              if (legs.every((leg) => footballLegPredicate(leg)!(h, a))) joint += p;
            }),
          );
          if (!price.ok) {
            expect(['BB-004', 'BB-005']).toContain(price.rule);
            if (price.rule === 'BB-004') expect(joint).toBeLessThanOrEqual(1e-12);
            return;
          }
          expect(Math.abs(1 / price.fairOdds - joint)).toBeLessThan(1e-9);
          const smallest = Math.min(...legs.map((leg) => probabilityOf(matrix, leg)));
          expect(price.probability).toBeLessThanOrEqual(smallest + 1e-12);
          // The house never offers more than the fair price.
          expect(1 / price.odds).toBeGreaterThanOrEqual(price.probability - 1e-12);
          const [margined] = applyMargin([joint, 1 - joint], CUSTOM_BET_OVERROUND);
          expect(price.odds).toBe(roundOdds(margined!));
        },
      ),
      { seed: 46, numRuns: 300 },
    );
  });

  it('a selection and its complement add up to the other selections alone', () => {
    fc.assert(
      fc.property(arbitraryMatch, fc.integer({ min: 0, max: 4 }), (match, whole) => {
        const matrix = matrixOf(match);
        const line = whole + 0.5;
        const base = priceCustomBet(matrix, [homeWin, btts]);
        if (!base.ok) return;
        const withOver = priceCustomBet(matrix, [homeWin, btts, over(line)]);
        const withUnder = priceCustomBet(matrix, [homeWin, btts, under(line)]);
        // A refused side (BB-004 impossible or BB-005 near-sure) is priced 0 or left out.
        if (!withOver.ok && withOver.rule === 'BB-005') return;
        if (!withUnder.ok && withUnder.rule === 'BB-005') return;
        const p = (x: typeof withOver) => (x.ok ? x.probability : 0);
        expect(Math.abs(p(withOver) + p(withUnder) - base.probability)).toBeLessThan(1e-9);
      }),
      { seed: 4646, numRuns: 200 },
    );
  });

  it('equals the product when the selections are independent: home goals and away goals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        (homeGoals, awayGoals, h, a) => {
          // Prematch goals of the two sides are independent Poisson processes in the model.
          const matrix = footballFinalScoreMatrix({ homeGoals, awayGoals, firstHalfShare: 0.45 });
          const homeLeg = teamOver(19, h + 0.5);
          const awayLeg = teamOver(20, a + 0.5);
          let tailHome = 1;
          for (let k = 0; k <= h; k++) tailHome -= pois(homeGoals, k);
          let tailAway = 1;
          for (let k = 0; k <= a; k++) tailAway -= pois(awayGoals, k);
          const price = ok(priceCustomBet(matrix, [homeLeg, awayLeg]));
          expect(Math.abs(price.probability - tailHome * tailAway)).toBeLessThan(1e-9);
          expect(
            Math.abs(
              price.probability - probabilityOf(matrix, homeLeg) * probabilityOf(matrix, awayLeg),
            ),
          ).toBeLessThan(1e-9);
        },
      ),
      { seed: 21, numRuns: 200 },
    );
  });
});
