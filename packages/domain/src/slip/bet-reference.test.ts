import { describe, expect, it } from 'vitest';
import { betReference } from './bet-reference';

describe('betReference', () => {
  it('is the last ten hex digits of the bet id, upper case', () => {
    expect(betReference('0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).toBe('1D2E3F4A5B');
  });

  it('tells apart two bets placed in the same millisecond (same timestamp prefix)', () => {
    expect(betReference('0193a1b2-c3d4-7e5f-8a9b-000000000001')).not.toBe(
      betReference('0193a1b2-c3d4-7e5f-8a9b-000000000002'),
    );
  });
});
