import { describe, expect, it } from 'vitest';
import { createRandom, seedFrom } from './random';

describe('seeded random', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRandom(1);
    const b = createRandom(1);
    const c = createRandom(2);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = createRandom(9);
    const seen = new Set(Array.from({ length: 2000 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('derives distinct, stable seeds from labels', () => {
    expect(seedFrom(5, 'football')).toBe(seedFrom(5, 'football'));
    expect(seedFrom(5, 'football')).not.toBe(seedFrom(5, 'tennis'));
    expect(seedFrom(5, 'football')).not.toBe(seedFrom(6, 'football'));
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow(/empty/);
  });
});
