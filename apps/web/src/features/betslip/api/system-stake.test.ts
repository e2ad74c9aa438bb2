import { describe, expect, it } from 'vitest';
import { systemStakeSplit } from './system-stake';

describe('systemStakeSplit', () => {
  it('splits a system bet’s total stake evenly over its lines', () => {
    expect(systemStakeSplit(300n, 3n)).toEqual({ lines: 3n, perLine: 100n, exact: true });
  });

  it('marks an uneven split as approximate, rounded down', () => {
    expect(systemStakeSplit(1000n, 3n)).toEqual({ lines: 3n, perLine: 333n, exact: false });
  });

  it('has nothing to split for one line', () => {
    expect(systemStakeSplit(500n, 1n)).toBeNull();
  });
});
