import { describe, expect, it } from 'vitest';
import { dayWindow, parsePage, pickScheduleDay, scheduleDays } from './schedule-window';

describe('schedule windows', () => {
  const now = new Date('2026-11-22T05:30:00Z');

  it('offers today and the next six days, across month ends', () => {
    expect(scheduleDays(new Date('2026-11-28T23:59:00Z'))).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('accepts only offered days, falling back to today', () => {
    const days = scheduleDays(now);
    expect(pickScheduleDay('2026-11-24', days)).toBe('2026-11-24');
    expect(pickScheduleDay('2026-12-24', days)).toBe('2026-11-22');
    expect(pickScheduleDay('garbage', days)).toBe('2026-11-22');
    expect(pickScheduleDay(undefined, days)).toBe('2026-11-22');
  });

  it('covers one whole UTC day, today from now on', () => {
    expect(dayWindow('2026-11-24', now)).toEqual({
      startFrom: '2026-11-24T00:00:00.000Z',
      startTo: '2026-11-24T23:59:59.999Z',
    });
    expect(dayWindow('2026-11-22', now)).toEqual({
      startFrom: '2026-11-22T05:30:00.000Z',
      startTo: '2026-11-22T23:59:59.999Z',
    });
    expect(() => dayWindow('tomorrow')).toThrow();
  });

  it('reads page numbers defensively', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage(undefined)).toBe(1);
  });
});
