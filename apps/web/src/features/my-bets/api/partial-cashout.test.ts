import { describe, expect, it } from 'vitest';
import {
  middlePosition,
  partAt,
  partialCashoutAmount,
  partialStakeRange,
  partialStakeStep,
  remainingStakeOf,
} from './partial-cashout';

describe('the stake a partial cashout is about', () => {
  it('is what earlier cashouts left of the stake', () => {
    expect(
      remainingStakeOf({ stake: { value: '1000', currency: 'EUR' }, cashedOutStake: '0' }),
    ).toBe(1000n);
    expect(
      remainingStakeOf({ stake: { value: '1000', currency: 'EUR' }, cashedOutStake: '400' }),
    ).toBe(600n);
    expect(
      remainingStakeOf({ stake: { value: '1000', currency: 'EUR' }, cashedOutStake: '1000' }),
    ).toBe(0n);
  });
});

describe('the steps of a partial stake', () => {
  it('are nice amounts that cut the stake into at most a hundred parts', () => {
    expect(partialStakeStep(1000n)).toBe(10n); // 10.00 EUR in 0.10 steps
    expect(partialStakeStep(1001n)).toBe(20n);
    expect(partialStakeStep(500n)).toBe(5n);
    expect(partialStakeStep(2500n)).toBe(50n);
    expect(partialStakeStep(99n)).toBe(1n);
    expect(partialStakeStep(1n)).toBe(1n);
    // ETH has 18 decimals: the step stays an exact power-of-ten multiple.
    expect(partialStakeStep(10n ** 16n)).toBe(10n ** 14n);
  });

  it('run from one step to the last one that leaves a step open', () => {
    const range = partialStakeRange(1000n)!;
    expect(range).toEqual({ step: 10n, count: 99 });
    expect(partAt(range, 1)).toBe(10n);
    expect(partAt(range, range.count)).toBe(990n);
    // A remaining stake that is not a multiple of the step leaves a little more open.
    const odd = partialStakeRange(1005n)!;
    expect(odd.step).toBe(20n);
    expect(partAt(odd, odd.count)).toBe(980n);
    expect(1005n - partAt(odd, odd.count)).toBeGreaterThanOrEqual(odd.step);
  });

  it('clamp a position into the range and start near half', () => {
    const range = partialStakeRange(1000n)!;
    expect(partAt(range, 0)).toBe(10n);
    expect(partAt(range, 500)).toBe(990n);
    expect(partAt(range, middlePosition(range))).toBe(500n);
    expect(middlePosition(partialStakeRange(2n)!)).toBe(1);
  });

  it('do not exist for a stake too small to split', () => {
    expect(partialStakeRange(0n)).toBeNull();
    expect(partialStakeRange(1n)).toBeNull();
    expect(partialStakeRange(2n)).toEqual({ step: 1n, count: 1 });
  });
});

describe('the amount for a part', () => {
  it("is the domain's share of the live full value, rounded down", () => {
    expect(partialCashoutAmount('950', 1000n, 500n)).toBe('475');
    expect(partialCashoutAmount('951', 1000n, 500n)).toBe('475');
    expect(partialCashoutAmount('1234', 600n, 100n)).toBe('205');
  });

  it('is null without a value or when the part pays nothing', () => {
    expect(partialCashoutAmount(null, 1000n, 500n)).toBeNull();
    expect(partialCashoutAmount('9', 1000n, 10n)).toBeNull();
    expect(partialCashoutAmount('950', 1000n, 0n)).toBeNull();
    expect(partialCashoutAmount('950', 1000n, 1001n)).toBeNull();
  });
});
