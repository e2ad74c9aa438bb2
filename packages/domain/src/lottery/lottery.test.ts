import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballsOf,
  binomial,
  drawHashOf,
  drawSeedOf,
  firstBallChance,
  lotteryGameOf,
  lotteryMarkets,
  lotteryPriceThousandths,
  numberDrawnChance,
  oddCountChance,
  settleLottery,
  sumChance,
  sumCounts,
  verifyDraw,
} from './lottery';
import type { Chance, LotteryGame } from './lottery';

const g649 = lotteryGameOf('6-49')!;
const g520 = lotteryGameOf('5-20')!;
const ratio = (c: Chance) => c.num / c.den;

describe('lottery probabilities against a hand-computed table', () => {
  it.each([
    // game, what, numerator, denominator (hand-computed), price in thousandths
    ['6/49 ball 7 drawn = 6/49', numberDrawnChance(g649), 1_712_304, 13_983_816, 7420],
    ['5/20 ball 7 drawn = 5/20', numberDrawnChance(g520), 3876, 15504, 3630],
    ['6/49 no odd ball = C(24,6)/C(49,6)', oddCountChance(g649, 0), 134_596, 13_983_816, 94_440],
    [
      '6/49 three odd = C(25,3)C(24,3)/C(49,6)',
      oddCountChance(g649, 3),
      4_655_200,
      13_983_816,
      2730,
    ],
    ['6/49 six odd = C(25,6)/C(49,6)', oddCountChance(g649, 6), 177_100, 13_983_816, 71_780],
    ['5/20 no odd ball = C(10,5)/C(20,5)', oddCountChance(g520, 0), 252, 15504, 55_930],
    ['5/20 sum over 52.5 = 1/2 (symmetric)', sumChance(g520, 'over'), 7752, 15504, 1810],
    ['6/49 first ball 41–49 = 9/49', firstBallChance(g649, [41, 49]), 9, 49, 4940],
    ['5/20 first ball 1–5 = 5/20', firstBallChance(g520, [1, 5]), 5, 20, 3630],
  ])('%s', (_, chance, num, den, price) => {
    expect(chance.num * den).toBe(num * chance.den);
    expect(lotteryPriceThousandths(chance)).toBe(price);
  });

  it('P(ball 7 drawn in 6/49) is exactly 6/49', () => {
    const c = numberDrawnChance(g649);
    expect(c.num * 49).toBe(6 * c.den);
  });

  it('6/49 sum: under 150.5 and over 150.5 add up to one, under is the larger', () => {
    const over = sumChance(g649, 'over');
    const under = sumChance(g649, 'under');
    expect(over.num + under.num).toBe(binomial(49, 6));
    expect(under.num).toBeGreaterThan(over.num);
  });

  it('every exclusive market sums to one and every price carries the margin', () => {
    for (const g of [g649, g520])
      for (const m of lotteryMarkets(g)) {
        for (const o of m.outcomes) expect(o.odds / 1000).toBeLessThan(1 / ratio(o.chance));
        if (m.marketId === 951) continue; // several numbers win at once
        expect(m.outcomes.reduce((a, o) => a + ratio(o.chance), 0)).toBeCloseTo(1, 12);
      }
  });

  it('sum and odd counts match brute-force enumeration on small games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 4 }), (pool, k) => {
        const picks = Math.min(k, pool);
        const g: LotteryGame = { key: 't', name: 't', pool, picks, everyMinutes: 1, rangeWidth: 3 };
        const sums = new Map<number, number>();
        const odds = new Map<number, number>();
        const walk = (from: number, left: number, sum: number, odd: number) => {
          if (left === 0) {
            sums.set(sum, (sums.get(sum) ?? 0) + 1);
            odds.set(odd, (odds.get(odd) ?? 0) + 1);
            return;
          }
          for (let b = from; b <= pool; b++) walk(b + 1, left - 1, sum + b, odd + (b % 2));
        };
        walk(1, picks, 0, 0);
        sumCounts(g).forEach((c, s) => expect(c).toBe(sums.get(s) ?? 0));
        for (let j = 0; j <= picks; j++) expect(oddCountChance(g, j).num).toBe(odds.get(j) ?? 0);
      }),
    );
  });
});

describe('the provably fair draw', () => {
  it('the seed is HMAC-SHA-256 and the hash SHA-256 (vectors from node:crypto)', () => {
    const seed = drawSeedOf('secret', 42);
    expect(seed).toBe('f39a7af54b545b394682793cd8922f54120e586babb12e7d47c79f0867fd6d22');
    expect(drawHashOf(seed)).toBe(
      '2aed50ba6de282b93bd8845dc3070fa93c1f347f221a9ab1fcad80b54fcf7269',
    );
  });

  it('balls are distinct, in the pool, and repeat from the seed (LOT-008)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (id) => {
        for (const g of [g649, g520]) {
          const seed = drawSeedOf('s', id);
          const balls = ballsOf(g, seed);
          expect(new Set(balls).size).toBe(g.picks);
          expect(balls.every((b) => b >= 1 && b <= g.pool)).toBe(true);
          expect(verifyDraw(g, { hash: drawHashOf(seed), seed, balls })).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a proof with another seed, hash or balls does not verify (LOT-009)', () => {
    const seed = drawSeedOf('s', 1);
    const hash = drawHashOf(seed);
    const balls = ballsOf(g649, seed);
    expect(verifyDraw(g649, { hash, seed: drawSeedOf('s', 2), balls })).toBe(false);
    expect(verifyDraw(g649, { hash: drawHashOf('x'), seed, balls })).toBe(false);
    expect(verifyDraw(g649, { hash, seed, balls: [...balls].reverse() })).toBe(false);
  });
});

describe('settlement from the balls (LOT-010)', () => {
  it('settles each market of a 6/49 draw by hand', () => {
    const markets = settleLottery(g649, [7, 12, 33, 41, 2, 49]); // sum 144, odd 4 (7 33 41 49), first 7
    const winners = (id: number) =>
      markets
        .find((m) => m.marketId === id)!
        .results.filter((r) => r.result === 'win')
        .map((r) => r.outcomeId);
    expect(winners(951)).toEqual(['2', '7', '12', '33', '41', '49']);
    expect(winners(952)).toEqual(['under']);
    expect(winners(953)).toEqual(['4']);
    expect(winners(954)).toEqual(['1-10']);
  });
});
