import { describe, expect, it } from 'vitest';
import { MAX_PAYOUT } from '../slip/returns';
import { CASHOUT_MARGIN, cashoutValue, partialCashoutValue } from './cashout-value';
import type { CashoutLeg, CashoutValueInput } from './cashout-value';
import type { OutcomeResult } from './leg-factor';

const EUR = 'EUR';
const th = (odds: number) => Math.round(odds * 1000);
const open = (accepted: number, current: number): CashoutLeg => ({
  state: 'open',
  oddsThousandths: th(accepted),
  currentOddsThousandths: th(current),
});
const settled = (odds: number, result: OutcomeResult, deadHeatFactor?: number): CashoutLeg => ({
  state: 'settled',
  oddsThousandths: th(odds),
  result,
  ...(deadHeatFactor === undefined ? {} : { deadHeatFactor }),
});
const value = (legs: CashoutLeg[], options: Partial<CashoutValueInput> = {}) =>
  cashoutValue({
    type: legs.length === 1 ? 'single' : 'combo',
    stake: 1000n,
    currency: EUR,
    legs,
    ...options,
  });

describe('cashout value', () => {
  it('CASHOUT-001 a single is worth stake × accepted / current odds, less the margin', () => {
    expect(value([open(2, 2)])).toBe(950n);
    // The price shortened to 1.50: 10.00 × 2 / 1.5 = 13.33, less 5 % = 12.66.
    expect(value([open(2, 1.5)])).toBe(1266n);
    // It drifted to 4.00: 5.00 less 5 %.
    expect(value([open(2, 4)])).toBe(475n);
    expect(value([open(2, 1.5)], { margin: 0 })).toBe(1333n);
  });

  it('CASHOUT-001 a combo counts its settled legs at their factor, its open legs at current prices', () => {
    // 10.00 × 2 (won) × 3 / 1.5 = 40.00, less 5 % = 38.00
    expect(value([settled(2, 'win'), open(3, 1.5)])).toBe(3800n);
    // A void leg at 1, a half loss at ½: 10.00 × 1 × ½ × 2 / 2 = 5.00 → 4.75
    expect(value([settled(2, 'void'), settled(2, 'half_lose'), open(2, 2)])).toBe(475n);
    expect(value([settled(4, 'win', 0.5), open(2, 2)])).toBe(1900n);
  });

  it('CASHOUT-001 a system sums its live combinations; the ones with a lost leg are worth nothing', () => {
    const legs = [settled(2, 'lose'), open(3, 3), open(4, 2)];
    // Doubles at 10.00 / 3: 2×3 lost, 2×4 lost, 3×4 worth 3/3 × 4/2 = 2 → 6.67, less 5 % = 6.33
    expect(value(legs, { type: 'system', systemWinCount: 2 })).toBe(633n);
  });

  it('CASHOUT-002 offers no cashout while a leg is unavailable, once lost, or once fully settled', () => {
    expect(value([open(2, 2), { state: 'unavailable' }])).toBeNull();
    expect(value([settled(2, 'lose'), open(2, 2)])).toBeNull();
    expect(value([settled(2, 'win'), settled(3, 'win')])).toBeNull();
    expect(
      value([settled(2, 'lose'), settled(3, 'lose'), open(4, 2)], {
        type: 'system',
        systemWinCount: 2,
      }),
    ).toBeNull();
    // A value that rounds to nothing is no offer either.
    expect(value([open(2, 40)], { stake: 1n })).toBeNull();
  });

  it('CASHOUT-003 is never above what the bet can still pay', () => {
    // A price of 1.000 would make the fair value the whole return; the margin-free value is capped.
    expect(value([open(2, 1)], { margin: 0 })).toBe(2000n);
    expect(value([settled(2, 'half_win'), open(2, 1)], { margin: 0 })).toBe(3000n);
    const forties = [open(40, 1), open(40, 1), open(40, 1), open(40, 1), open(40, 1)];
    expect(value(forties, { stake: 100_000n, margin: 0 })).toBe(MAX_PAYOUT.EUR);
    // Accepted prices above 40 pay as 40, as at placement.
    expect(value([open(100, 50)], { margin: 0 })).toBe(800n);
  });

  it('CASHOUT-004 keeps a 5 % margin by default and refuses a margin outside [0, 1)', () => {
    expect(CASHOUT_MARGIN).toBe(0.05);
    expect(value([open(2, 2)])).toBe(value([open(2, 2)], { margin: 0.05 }));
    expect(value([open(2, 2)], { margin: 0.1 })).toBe(900n);
    expect(() => value([open(2, 2)], { margin: 1 })).toThrow(RangeError);
    expect(() => value([open(2, 2)], { margin: -0.1 })).toThrow(RangeError);
    expect(() => value([open(2, 0.5)])).toThrow(RangeError);
  });

  it('CASHOUT-005 a partial cashout is its share of the full value, rounded down', () => {
    expect(partialCashoutValue(950n, 1000n, 500n)).toBe(475n);
    expect(partialCashoutValue(950n, 1000n, 333n)).toBe(316n);
    expect(partialCashoutValue(950n, 1000n, 1000n)).toBe(950n);
    expect(() => partialCashoutValue(950n, 1000n, 0n)).toThrow(RangeError);
    expect(() => partialCashoutValue(950n, 1000n, 1001n)).toThrow(RangeError);
    expect(() => partialCashoutValue(950n, 0n, 0n)).toThrow(RangeError);
    expect(() => partialCashoutValue(-1n, 1000n, 10n)).toThrow(RangeError);
  });
});
