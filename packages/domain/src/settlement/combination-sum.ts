import { numberOfCombinations } from '../slip/system-types';
import { lcm } from './fraction';
import type { Fraction } from './fraction';

/**
 * The return of a bet as one exact fraction: the stake split evenly over every winCount-subset
 * of the legs, each subset paying stake / C(n, k) × the product of its legs' factors. A combo is
 * k = n (one subset), a single n = k = 1.
 *
 * The sum over subsets of a product is the elementary symmetric polynomial e_k of the factors,
 * built in n × k steps (as the slip's systemReturn does), over a common denominator so that it
 * stays exact: e_k(a_i / L) = e_k(a_i) / L^k.
 */
export function combinationSum(stake: bigint, factors: Fraction[], winCount: number): Fraction {
  const n = factors.length;
  if (!Number.isInteger(winCount) || winCount < 1 || winCount > n)
    throw new RangeError(`A bet of ${winCount} out of ${n} legs does not exist`);
  const common = factors.reduce((l, factor) => lcm(l, factor.denominator), 1n);
  const sums: bigint[] = [1n, ...Array.from({ length: winCount }, () => 0n)];
  factors.forEach((factor, index) => {
    const scaled = factor.numerator * (common / factor.denominator);
    for (let j = Math.min(index + 1, winCount); j >= 1; j--)
      sums[j] = (sums[j] as bigint) + (sums[j - 1] as bigint) * scaled;
  });
  return {
    numerator: stake * (sums[winCount] as bigint),
    denominator: numberOfCombinations(n, winCount) * common ** BigInt(winCount),
  };
}
