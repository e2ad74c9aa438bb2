import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin } from '../pricing/apply-margin';
import { roundOdds } from '../pricing/round-odds';
import { betBuilderLegPredicate, isBetBuilderMarket } from './football-legs';
import type { BetBuilderLeg } from './football-legs';
import {
  CUSTOM_BET_OVERROUND,
  iceHockeyRegulationScoreMatrix,
  priceCustomBet,
} from './price-custom-bet';

/** Poisson by the textbook formula, independent of `poissonDistribution`. */
const pois = (rate: number, k: number) => {
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  return (Math.exp(-rate) * rate ** k) / factorial;
};

const model = { homeGoals: 3.3, awayGoals: 2.6 };
const leg = (marketId: number, specifier: string, outcomeId: string): BetBuilderLeg => ({
  marketId,
  specifier,
  outcomeId,
});
const homeWin = leg(1, '', '1');
const draw = leg(1, '', 'X');
const awayWin = leg(1, '', '2');
const over = (line: number) => leg(18, `total=${line}`, 'over');
const under = (line: number) => leg(18, `total=${line}`, 'under');
const puck = (line: number, side: 'home' | 'away') => leg(16, `hcp=${line}`, side);

const ok = (price: ReturnType<typeof priceCustomBet>) => {
  if (!price.ok) throw new Error(`refused: ${price.rule} ${price.message}`);
  return price;
};
const price = (legs: BetBuilderLeg[], matrix = iceHockeyRegulationScoreMatrix(model)) =>
  priceCustomBet(matrix, legs, 'ice-hockey');

describe('ice hockey bet builder (decision 046, Stop 28)', () => {
  it('prices home win in regulation + over 5.5 as the Poisson sum, hand-computed', () => {
    let expected = 0;
    for (let h = 0; h <= 40; h++)
      for (let a = 0; a <= 40; a++)
        if (h > a && h + a > 5.5) expected += pois(3.3, h) * pois(2.6, a);
    const result = ok(price([homeWin, over(5.5)]));
    expect(result.probability).toBeCloseTo(expected, 7);
    const [margined] = applyMargin([expected, 1 - expected], CUSTOM_BET_OVERROUND);
    expect(result.odds).toBe(roundOdds(margined!));
  });

  it('prices in play from the regulation score and the share of 60 minutes left', () => {
    // 2:1 after 40 minutes: a third of the rates left, the matrix shifted by the goals.
    const matrix = iceHockeyRegulationScoreMatrix(model, {
      elapsed: 2 / 3,
      score: { home: 2, away: 1 },
    });
    let expected = 0;
    for (let h = 0; h <= 40; h++)
      for (let a = 0; a <= 40; a++)
        if (2 + h - (1 + a) - 1.5 > 0 && 3 + h + a < 5.5)
          expected += pois(3.3 / 3, h) * pois(2.6 / 3, a);
    const result = ok(price([puck(-1.5, 'home'), under(5.5)], matrix));
    expect(result.probability).toBeCloseTo(expected, 7);
  });

  it('combines only the regulation-time markets the feed offers for ice hockey', () => {
    expect(isBetBuilderMarket(1, '', 'ice-hockey')).toBe(true);
    expect(isBetBuilderMarket(10, '', 'ice-hockey')).toBe(true);
    expect(isBetBuilderMarket(16, 'hcp=-1.5', 'ice-hockey')).toBe(true);
    expect(isBetBuilderMarket(18, 'total=5.5', 'ice-hockey')).toBe(true);
    // Winner incl. overtime and shoot-out: settles on the final result, not the matrix.
    expect(isBetBuilderMarket(406, '', 'ice-hockey')).toBe(false);
    // Football's other markets are not ice hockey's (the feed does not offer them for it).
    for (const id of [14, 19, 20, 29, 41]) {
      expect(isBetBuilderMarket(id, id === 14 ? 'hcp=0:1' : 'total=1.5', 'ice-hockey')).toBe(false);
    }
    const winner = leg(406, '', 'home');
    expect(price([homeWin, winner])).toMatchObject({ ok: false, rule: 'BB-002', index: 1 });
    const btts = leg(29, '', 'yes');
    expect(price([btts, over(5.5)])).toMatchObject({ ok: false, rule: 'BB-002', index: 0 });
    // The same leg is still combinable for football.
    expect(priceCustomBet(iceHockeyRegulationScoreMatrix(model), [btts, over(5.5)]).ok).toBe(true);
  });

  it('BB-001, BB-003, BB-004, BB-005 as for football', () => {
    expect(price([homeWin])).toMatchObject({ ok: false, rule: 'BB-001' });
    expect(price([homeWin, homeWin])).toMatchObject({ ok: false, rule: 'BB-003', index: 1 });
    expect(price([homeWin, awayWin])).toMatchObject({ ok: false, rule: 'BB-004' });
    expect(price([draw, puck(-1.5, 'home')])).toMatchObject({ ok: false, rule: 'BB-004' });
    expect(price([puck(1.5, 'away'), puck(-1.5, 'home')])).toMatchObject({
      ok: false,
      rule: 'BB-004',
    });
    // 4:1 with the 60 minutes nearly over: over 4.5 and home -1.5 are as good as won.
    const late = iceHockeyRegulationScoreMatrix(model, {
      elapsed: 0.999,
      score: { home: 4, away: 1 },
    });
    expect(price([over(4.5), puck(-1.5, 'home')], late)).toMatchObject({
      ok: false,
      rule: 'BB-005',
    });
    // Regulation over (elapsed 1): the matrix is the score, a tie stays a tie (the draw), and
    // overtime goals do not count.
    const tied = iceHockeyRegulationScoreMatrix(model, { elapsed: 1, score: { home: 2, away: 2 } });
    expect(price([draw, under(4.5)], tied)).toMatchObject({ ok: false, rule: 'BB-005' });
    expect(price([homeWin, under(4.5)], tied)).toMatchObject({ ok: false, rule: 'BB-004' });
  });

  it('BB-006: home -2.5 implies home -1.5 and the home win', () => {
    const result = ok(price([homeWin, puck(-1.5, 'home'), puck(-2.5, 'home'), over(5.5)]));
    expect(result.implied).toEqual([0, 1]);
  });
});

const POOL: BetBuilderLeg[] = [
  homeWin,
  draw,
  awayWin,
  leg(10, '', '1X'),
  leg(10, '', '12'),
  leg(10, '', 'X2'),
  puck(-1.5, 'home'),
  puck(-1.5, 'away'),
  puck(1.5, 'home'),
  puck(-2.5, 'home'),
  puck(2.5, 'away'),
  over(4.5),
  over(5.5),
  under(5.5),
  under(6.5),
  over(7.5),
];

describe('ice hockey bet builder properties', () => {
  it('the joint probability is the matrix sum and never above the least likely leg', () => {
    fc.assert(
      fc.property(
        fc.record({
          homeGoals: fc.double({ min: 1.5, max: 4.5, noNaN: true }),
          awayGoals: fc.double({ min: 1.5, max: 4.5, noNaN: true }),
          elapsed: fc.double({ min: 0, max: 0.95, noNaN: true }),
          home: fc.integer({ min: 0, max: 4 }),
          away: fc.integer({ min: 0, max: 4 }),
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), {
          minLength: 2,
          maxLength: 4,
        }),
        (match, picks) => {
          const matrix = iceHockeyRegulationScoreMatrix(match, {
            elapsed: match.elapsed,
            score: { home: match.home, away: match.away },
          });
          const legs = picks.map((i) => POOL[i]!);
          const predicates = legs.map((l) => betBuilderLegPredicate('ice-hockey', l)!);
          const single = (i: number) => {
            let sum = 0;
            matrix.forEach((row, h) =>
              row.forEach((p, a) => (sum += predicates[i]!(h, a) ? p : 0)),
            );
            return sum;
          };
          let joint = 0;
          matrix.forEach((row, h) =>
            row.forEach((p, a) => {
              if (predicates.every((predicate) => predicate(h, a))) joint += p;
            }),
          );
          const result = price(legs, matrix);
          if (!result.ok) {
            expect(['BB-004', 'BB-005']).toContain(result.rule);
            if (result.rule === 'BB-004') expect(joint).toBeLessThanOrEqual(1e-12);
            return;
          }
          expect(Math.abs(result.probability - joint)).toBeLessThan(1e-9);
          const smallest = Math.min(...legs.map((_, i) => single(i)));
          expect(result.probability).toBeLessThanOrEqual(smallest + 1e-12);
          expect(1 / result.odds).toBeGreaterThanOrEqual(result.probability - 1e-12);
        },
      ),
      { seed: 2828, numRuns: 300 },
    );
  });
});
