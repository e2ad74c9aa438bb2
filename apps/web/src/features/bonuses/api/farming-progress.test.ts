import { describe, expect, it } from 'vitest';
import { progressPerMille } from './farming-progress';

describe('progressPerMille', () => {
  it('is the share of the next threshold reached, rounded down, within 0…1000', () => {
    expect(progressPerMille('0', '2000')).toBe(0);
    expect(progressPerMille('1500', '2000')).toBe(750);
    expect(progressPerMille('1999', '2000')).toBe(999);
    expect(progressPerMille('2500', '2000')).toBe(1000);
  });
  it('is the whole bar when every threshold is reached', () => {
    expect(progressPerMille('10000', null)).toBe(1000);
  });
});
