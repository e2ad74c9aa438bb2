import { describe, expect, it } from 'vitest';
import { BONUS_REFUSALS } from '../bonuses/types';
import { maxPayoutOf, potentialReturn } from '../slip/returns';
import {
  customBetBonusRefusal,
  customBetCashoutOdds,
  customBetMaxStake,
} from './custom-bet-limits';

const EUR_MAX_STAKE = 1_000_000n; // 10,000.00

describe('BB-008: a custom bet maximum stake (decision 064)', () => {
  it('is the configured share of the maximum stake while the payout cap is far', () => {
    expect(customBetMaxStake({ odds: 4.5, currency: 'EUR', maxStake: EUR_MAX_STAKE })).toBe(
      250_000n,
    );
    expect(
      customBetMaxStake({ odds: 4.5, currency: 'EUR', maxStake: EUR_MAX_STAKE, percent: 100 }),
    ).toBe(EUR_MAX_STAKE);
    // Out-of-range shares are clamped, never zero or above the maximum stake.
    expect(
      customBetMaxStake({ odds: 4.5, currency: 'EUR', maxStake: EUR_MAX_STAKE, percent: 0 }),
    ).toBe(10_000n);
  });

  it('is the last stake whose win stays within the payout cap when that is lower', () => {
    // With the shipped limits the cap never binds (10,000.00 × the odds cap of 40 is below
    // 1,000,000.00); a larger configured maximum shows the second limit.
    const odds = 12.345;
    const input = { odds, currency: 'EUR', maxStake: 10n ** 12n, percent: 100 };
    const max = customBetMaxStake(input);
    expect(max).toBeLessThan(10n ** 12n);
    const at = (stake: bigint) => potentialReturn({ kind: 'single', odds, stake, currency: 'EUR' });
    expect(at(max).capped).toBe(false);
    expect(at(max).potentialReturn).toBeLessThanOrEqual(maxPayoutOf('EUR'));
    expect(at(max + 1n).capped).toBe(true);
  });
});

describe('BB-009: no bonus on a custom bet (decision 064)', () => {
  it('refuses every bonus type with the bet-type refusal', () => {
    for (const type of ['freebet', 'comboboost', 'hunting', 'tournament'] as const) {
      expect(customBetBonusRefusal(type).code).toBe(BONUS_REFUSALS.betType);
    }
    expect(customBetBonusRefusal('freebet').message).toMatch(/^A freebet/);
  });
});

describe('BB-010: the cashout price of a custom bet that can be void (decision 064)', () => {
  it('values a void as the stake back, not as a win at the conditional price', () => {
    // 1:1 late, over 2.5 already in: P(draw) = 0.8 voids, P(home win) = 0.12 wins.
    const v = 0.8;
    const w = 0.12;
    const odds = (1 - v) / w; // fair conditional price, no margin here
    const placed = 3;
    const current = customBetCashoutOdds({ odds, voidProbability: v, placedOdds: placed });
    // The single's formula stake × placed / current gives the bet's worth: placed × w + v.
    expect(placed / current).toBeCloseTo(placed * w + v, 12);
    // The conditional price alone would have offered 1.8 × the stake for a bet worth 1.16.
    expect(placed / odds).toBeCloseTo(1.8, 12);
  });

  it('is the price itself when nothing can be void or the price has not moved', () => {
    expect(customBetCashoutOdds({ odds: 2.5, voidProbability: 0, placedOdds: 4 })).toBe(2.5);
    expect(customBetCashoutOdds({ odds: 2.5, voidProbability: 0.3, placedOdds: 2.5 })).toBeCloseTo(
      2.5,
      12,
    );
  });
});
