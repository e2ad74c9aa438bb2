import { describe, expect, it } from 'vitest';
import { pickResultDay, resultDays, resultWindow } from './results-window';

const now = new Date('2026-11-24T10:30:00Z');

describe('results day filter', () => {
  it('offers today and the six days before it', () => {
    expect(resultDays(now)).toEqual([
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
    ]);
  });

  it('keeps an offered day and treats anything else as every day', () => {
    const days = resultDays(now);
    expect(pickResultDay('2026-11-22', days)).toBe('2026-11-22');
    expect(pickResultDay('2026-11-25', days)).toBeUndefined();
    expect(pickResultDay('garbage', days)).toBeUndefined();
    expect(pickResultDay(undefined, days)).toBeUndefined();
  });

  it('covers the whole day, also today (finished matches started before now)', () => {
    expect(resultWindow('2026-11-24')).toEqual({
      startFrom: '2026-11-24T00:00:00.000Z',
      startTo: '2026-11-24T23:59:59.999Z',
    });
    expect(resultWindow(undefined)).toEqual({});
  });
});
