import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comboOdds,
  comboReturn,
  MAX_PAYOUT,
  maxPayoutOf,
  multiSingleReturn,
  potentialReturn,
  singleReturn,
  stakeFromPotentialWin,
  systemReturn,
} from './returns';
import type { ReturnBet } from './returns';
import { combinations } from './system-types';

const EUR = 'EUR';
/** Three-decimal prices from 1.001 to 12.000, as thousandths and as numbers. */
const priceArb = fc.integer({ min: 1001, max: 12_000 }).map((th) => th / 1000);

describe('returns', () => {
  it('RET-001 a single returns stake × odds, rounded down to the subunit', () => {
    expect(singleReturn({ stake: 1000n, odds: 1.91, currency: EUR })).toBe(1910n);
    expect(singleReturn({ stake: 333n, odds: 1.333, currency: EUR })).toBe(443n);
    expect(singleReturn({ stake: 1n, odds: 1.999, currency: EUR })).toBe(1n);
    expect(singleReturn({ stake: 0n, odds: 5, currency: EUR })).toBe(0n);
  });

  it('RET-002 a combo returns stake × product of the odds, rounded down once', () => {
    expect(comboReturn({ stake: 1000n, odds: [1.1, 1.1, 1.1], currency: EUR })).toBe(1331n);
    // 1.91² = 3.6481 exactly; a float product would be 3.6480999999999995.
    expect(comboReturn({ stake: 100n, odds: [1.91, 1.91], currency: EUR })).toBe(364n);
    expect(comboReturn({ stake: 10n ** 18n, odds: [1.1, 1.1, 1.1], currency: 'ETH' })).toBe(
      1_331_000_000_000_000_000n,
    );
  });

  it('RET-003 a system splits the total stake evenly over its combinations', () => {
    // 2/3 on 2, 3 and 4: doubles at 6, 8 and 12, one third of the stake each.
    expect(systemReturn({ stake: 300n, odds: [2, 3, 4], winCount: 2, currency: EUR })).toBe(2600n);
    // 10.00 over three doubles is 3.33⅓ each; the fraction is kept until the payout.
    expect(systemReturn({ stake: 1000n, odds: [2, 3, 4], winCount: 2, currency: EUR })).toBe(8666n);
    expect(
      potentialReturn({
        kind: 'system',
        stake: 1000n,
        odds: [2, 3, 4, 5],
        winCount: 3,
        currency: EUR,
      }),
    ).toEqual({ totalStake: 1000n, potentialReturn: 38500n, capped: false, combinations: 4n });
  });

  it('RET-003 a system return equals the sum over enumerated combinations', () => {
    fc.assert(
      fc.property(
        fc.array(priceArb, { minLength: 3, maxLength: 7 }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        fc.integer({ min: 2, max: 6 }),
        (odds, stake, k) => {
          const winCount = Math.min(k, odds.length - 1);
          const subsets = combinations(odds.length, winCount);
          let sum = 0n;
          for (const subset of subsets) {
            sum += subset.reduce((p, i) => p * BigInt(Math.round((odds[i] ?? 0) * 1000)), 1n);
          }
          const exact = (stake * sum) / (BigInt(subsets.length) * 1000n ** BigInt(winCount));
          const expected = exact > MAX_PAYOUT.EUR ? MAX_PAYOUT.EUR : exact;
          expect(systemReturn({ stake, odds, winCount, currency: EUR })).toBe(expected);
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });

  it('RET-004 multi-single stakes each single and sums their rounded-down returns', () => {
    expect(multiSingleReturn({ stake: 101n, odds: [1.5, 2.5], currency: EUR })).toBe(403n);
    expect(
      potentialReturn({ kind: 'multiSingle', stake: 101n, odds: [1.5, 2.5], currency: EUR }),
    ).toEqual({
      totalStake: 202n,
      potentialReturn: 403n,
      capped: false,
      combinations: 2n,
    });
  });

  it('RET-005 a price above 40 counts as 40', () => {
    expect(singleReturn({ stake: 100n, odds: 55, currency: EUR })).toBe(4000n);
    expect(comboReturn({ stake: 100n, odds: [55, 2], currency: EUR })).toBe(8000n);
  });

  it('RET-006 every bet kind is capped at MAX_PAYOUT of its currency', () => {
    expect(MAX_PAYOUT.EUR).toBe(100_000_000n);
    expect(maxPayoutOf('BTC')).toBe(10n * 10n ** 8n);
    const odds = Array.from({ length: 10 }, () => 40);
    expect(potentialReturn({ kind: 'combo', stake: 10_000n, odds, currency: EUR })).toMatchObject({
      potentialReturn: MAX_PAYOUT.EUR,
      capped: true,
    });
    expect(
      potentialReturn({ kind: 'system', stake: 10_000n, odds, winCount: 8, currency: EUR }),
    ).toMatchObject({ potentialReturn: MAX_PAYOUT.EUR, capped: true });
    expect(
      potentialReturn({ kind: 'multiSingle', stake: 10n ** 8n, odds: [2, 1.5], currency: EUR }),
    ).toMatchObject({ potentialReturn: 2n * MAX_PAYOUT.EUR, capped: true });
    expect(singleReturn({ stake: 6n * 10n ** 8n, odds: 2, currency: 'BTC' })).toBe(MAX_PAYOUT.BTC);
  });

  it('RET-007 the stake for a wanted win is the smallest stake whose return reaches it', () => {
    expect(
      stakeFromPotentialWin({ kind: 'single', odds: 1.91, potentialWin: 1000n, currency: EUR }),
    ).toBe(524n);
    expect(singleReturn({ stake: 524n, odds: 1.91, currency: EUR })).toBe(1000n);
    expect(singleReturn({ stake: 523n, odds: 1.91, currency: EUR })).toBe(998n);
    expect(
      stakeFromPotentialWin({ kind: 'combo', odds: [2, 2], potentialWin: 1000n, currency: EUR }),
    ).toBe(250n);
    expect(
      stakeFromPotentialWin({ kind: 'single', odds: 2, potentialWin: 0n, currency: EUR }),
    ).toBe(0n);
    // No stake wins more than the cap, so a larger wish costs what the cap costs.
    expect(
      stakeFromPotentialWin({ kind: 'single', odds: 2, potentialWin: 10n ** 12n, currency: EUR }),
    ).toBe(50_000_000n);
  });

  it('RET-007 the inverse is minimal and round-trips for every bet kind', () => {
    const betArb: fc.Arbitrary<ReturnBet> = fc.oneof(
      priceArb.map((odds): ReturnBet => ({ kind: 'single', odds })),
      fc
        .array(priceArb, { minLength: 2, maxLength: 5 })
        .map((odds): ReturnBet => ({ kind: 'combo', odds })),
      fc
        .array(priceArb, { minLength: 3, maxLength: 6 })
        .chain((odds) =>
          fc
            .integer({ min: 2, max: odds.length - 1 })
            .map((winCount): ReturnBet => ({ kind: 'system', odds, winCount })),
        ),
      fc
        .array(priceArb, { minLength: 1, maxLength: 5 })
        .map((odds): ReturnBet => ({ kind: 'multiSingle', odds })),
    );
    fc.assert(
      fc.property(betArb, fc.bigInt({ min: 1n, max: 10_000_000n }), (bet, wanted) => {
        const stake = stakeFromPotentialWin({ ...bet, potentialWin: wanted, currency: EUR });
        const reach = (s: bigint) =>
          potentialReturn({ ...bet, stake: s, currency: EUR }).potentialReturn;
        expect(reach(stake)).toBeGreaterThanOrEqual(wanted);
        if (stake > 0n) expect(reach(stake - 1n)).toBeLessThan(wanted);
        // Round trip: the stake for a stake's own return is that stake.
        const back = stakeFromPotentialWin({ ...bet, potentialWin: reach(stake), currency: EUR });
        expect(back).toBe(stake);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('RET-008 money never goes through floating point and stakes cannot be negative', () => {
    expect(() => singleReturn({ stake: -1n, odds: 2, currency: EUR })).toThrow(RangeError);
    expect(() => singleReturn({ stake: 1n, odds: 2, currency: 'XYZ' })).toThrow(RangeError);
    // 2^53 + 1 wei survives: a JS number would lose the last unit.
    const stake = 2n ** 53n + 1n;
    expect(singleReturn({ stake, odds: 2, currency: 'ETH' })).toBe(2n * stake);
  });

  it('RET-009 a combo shows the product of its prices, rounded down to the thousandth', () => {
    expect(comboOdds([1.91, 1.91])).toBe(3.648);
    expect(comboOdds([1.1, 1.1, 1.1])).toBe(1.331);
    expect(comboOdds([55, 2])).toBe(80);
  });
});
