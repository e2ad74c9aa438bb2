import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('stays between 500 ms and 20 s for any attempt and any jitter', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      for (const random of [0, 0.25, 0.5, 0.999]) {
        const delay = reconnectDelay(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
  });

  it('grows exponentially until the cap', () => {
    const least = (attempt: number) => reconnectDelay(attempt, () => 0);
    const most = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3].map(most)).toEqual([500, 1000, 2000, 4000]);
    expect([2, 3, 4].map(least)).toEqual([1000, 2000, 4000]);
    expect(most(10)).toBe(RECONNECT_MAX_MS);
    expect(least(10)).toBe(10_000);
  });

  it('spreads clients out: different draws give different delays', () => {
    expect(reconnectDelay(5, () => 0.1)).not.toBe(reconnectDelay(5, () => 0.9));
  });
});
