import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAYOUT, potentialReturn } from '../slip/returns';
import { combinations } from '../slip/system-types';
import { cashoutValue } from './cashout-value';
import type { CashoutLeg } from './cashout-value';
import { settleBet } from './settle-bet';
import type { OutcomeResult, SettledLeg } from './leg-factor';

const CURRENCIES = ['EUR', 'BTC', 'ETH', 'USDT'] as const;
const RESULTS: OutcomeResult[] = ['win', 'lose', 'void', 'half_win', 'half_lose'];
/** Prices from 1.001 to 60.000: some above the cap of 40. */
const oddsArb = fc.integer({ min: 1001, max: 60_000 });
const stakeArb = fc.bigInt({ min: 0n, max: 10n ** 12n });
const legArb: fc.Arbitrary<SettledLeg> = fc
  .record({
    oddsThousandths: oddsArb,
    result: fc.constantFrom(...RESULTS),
    deadHeatFactor: fc.option(fc.constantFrom(0.5, 1 / 3, 0.25, 2 / 3), { nil: undefined }),
  })
  .map((leg) =>
    leg.deadHeatFactor === undefined || leg.result !== 'win'
      ? { oddsThousandths: leg.oddsThousandths, result: leg.result }
      : leg,
  );

/** A bet shape: single, combo, or system k/n with 2 ≤ k < n. */
const shapeArb = fc.integer({ min: 1, max: 7 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    type: fc.constantFrom(...(n === 1 ? (['single'] as const) : (['combo', 'system'] as const))),
    k: fc.integer({ min: 2, max: Math.max(2, n - 1) }),
  }),
);
const winCountOf = (shape: { n: number; type: string; k: number }) =>
  shape.type === 'system' ? Math.min(shape.k, shape.n - 1) : shape.n;

const PARAMS = { seed: 42, numRuns: 300 };

/** The exact value of one leg per unit staked, as thousandths-scaled fractions [num, den]. */
function factorOf(leg: SettledLeg): [bigint, bigint] {
  const odds = BigInt(Math.min(leg.oddsThousandths, 40_000));
  switch (leg.result) {
    case 'win': {
      const dh = leg.deadHeatFactor ?? 1;
      const k = BigInt(Math.round(1 / dh));
      // Dead heats here are 1/k or 2/3.
      return dh === 2 / 3 ? [odds * 2n, 3000n] : [odds, 1000n * k];
    }
    case 'lose':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_win':
      return [1000n + odds, 2000n];
    case 'half_lose':
      return [1n, 2n];
  }
}

describe('settlement properties', () => {
  it('SETTLE-004 a bet whose legs all win pays exactly the potential return of placement', () => {
    fc.assert(
      fc.property(
        shapeArb,
        fc.array(oddsArb, { minLength: 7, maxLength: 7 }),
        stakeArb,
        fc.constantFrom(...CURRENCIES),
        (shape, allOdds, stake, currency) => {
          const odds = allOdds.slice(0, shape.n);
          const winCount = winCountOf(shape);
          const legs = odds.map((oddsThousandths) => ({
            oddsThousandths,
            result: 'win' as const,
          }));
          const prices = odds.map((o) => o / 1000);
          const promised =
            shape.type === 'single'
              ? potentialReturn({ kind: 'single', odds: prices[0] as number, stake, currency })
              : shape.type === 'combo'
                ? potentialReturn({ kind: 'combo', odds: prices, stake, currency })
                : potentialReturn({ kind: 'system', odds: prices, winCount, stake, currency });
          const settled = settleBet({
            type: shape.type,
            stake,
            currency,
            ...(shape.type === 'system' ? { systemWinCount: winCount } : {}),
            legs,
          });
          expect(settled.payout).toBe(promised.potentialReturn);
          if (stake > 0n) expect(settled.result).toBe('win_entire');
        },
      ),
      PARAMS,
    );
  });

  it('SETTLE-003 a system pays the sum of its combinations, rounded down once and capped', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 3, maxLength: 7 }),
        fc.integer({ min: 2, max: 6 }),
        stakeArb,
        (legs, k, stake) => {
          const winCount = Math.min(k, legs.length - 1);
          const subsets = combinations(legs.length, winCount);
          // Σ over subsets of stake / C × Π factors, over one common denominator.
          let numerator = 0n;
          let denominator = 1n;
          for (const subset of subsets) {
            let n = stake;
            let d = BigInt(subsets.length);
            for (const i of subset) {
              const [fn, fd] = factorOf(legs[i] as SettledLeg);
              n *= fn;
              d *= fd;
            }
            numerator = numerator * d + n * denominator;
            denominator *= d;
          }
          const exact = numerator / denominator;
          const expected = exact > MAX_PAYOUT.EUR ? MAX_PAYOUT.EUR : exact;
          const { payout } = settleBet({
            type: 'system',
            stake,
            currency: 'EUR',
            systemWinCount: winCount,
            legs,
          });
          if (legs.every((leg) => leg.result === 'void')) expect(payout).toBe(stake);
          else expect(payout).toBe(expected);
        },
      ),
      PARAMS,
    );
  });

  it('SETTLE-008 a payout is never negative, never above the cap, and a refund is the stake', () => {
    fc.assert(
      fc.property(
        shapeArb,
        fc.array(legArb, { minLength: 7, maxLength: 7 }),
        stakeArb,
        fc.constantFrom(...CURRENCIES),
        (shape, allLegs, stake, currency) => {
          const legs = allLegs.slice(0, shape.n);
          const { payout, result } = settleBet({
            type: shape.type,
            stake,
            currency,
            ...(shape.type === 'system' ? { systemWinCount: winCountOf(shape) } : {}),
            legs,
          });
          expect(payout >= 0n).toBe(true);
          expect(payout <= MAX_PAYOUT[currency] || result === 'refund_entire').toBe(true);
          if (result === 'refund_entire') expect(payout).toBe(stake);
          if (result === 'lose_entire') expect(payout).toBe(0n);
        },
      ),
      PARAMS,
    );
  });

  it('CASHOUT-003 a cashout value is never above the potential win, nor zero when offered', () => {
    const cashoutLegArb: fc.Arbitrary<CashoutLeg> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          state: fc.constant('open' as const),
          oddsThousandths: oddsArb,
          currentOddsThousandths: fc.integer({ min: 1000, max: 80_000 }),
        }),
      },
      { weight: 2, arbitrary: legArb.map((leg) => ({ state: 'settled' as const, ...leg })) },
      { weight: 1, arbitrary: fc.constant({ state: 'unavailable' as const }) },
    );
    fc.assert(
      fc.property(
        shapeArb,
        fc.array(cashoutLegArb, { minLength: 7, maxLength: 7 }),
        stakeArb,
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(0, 0.05, 0.2),
        (shape, allLegs, stake, currency, margin) => {
          const legs = allLegs.slice(0, shape.n);
          const winCount = winCountOf(shape);
          const cashout = cashoutValue({
            type: shape.type,
            stake,
            currency,
            ...(shape.type === 'system' ? { systemWinCount: winCount } : {}),
            legs,
            margin,
          });
          if (legs.some((leg) => leg.state === 'unavailable')) expect(cashout).toBeNull();
          if (cashout === null) return;
          const prices = legs.map((leg) =>
            leg.state === 'unavailable' ? 0 : leg.oddsThousandths / 1000,
          );
          const potentialWin =
            shape.type === 'single'
              ? potentialReturn({ kind: 'single', odds: prices[0] as number, stake, currency })
              : shape.type === 'combo'
                ? potentialReturn({ kind: 'combo', odds: prices, stake, currency })
                : potentialReturn({ kind: 'system', odds: prices, winCount, stake, currency });
          expect(cashout > 0n).toBe(true);
          expect(cashout <= potentialWin.potentialReturn).toBe(true);
        },
      ),
      PARAMS,
    );
  });
});
