import { describe, expect, it } from 'vitest';
import { listingQuery, parseSortBy, parseTimeWindow } from './listing-params';

describe('listing parameters', () => {
  const now = new Date('2026-11-22T06:00:00Z');

  it('passes valid sort lists through and drops invalid ones', () => {
    expect(parseSortBy('-start_time')).toBe('-start_time');
    expect(parseSortBy('tournament_priority:desc, start_time')).toBe(
      'tournament_priority:desc,start_time',
    );
    expect(parseSortBy('name')).toBeUndefined();
    expect(parseSortBy('start_time:up')).toBeUndefined();
  });

  it('reads time as hours ahead', () => {
    expect(parseTimeWindow('3', now)).toBe('2026-11-22T09:00:00.000Z');
    expect(parseTimeWindow('0', now)).toBeUndefined();
    expect(parseTimeWindow('abc', now)).toBeUndefined();
  });

  it('maps the page query to /matches parameters', () => {
    expect(
      listingQuery({ sport: 'ice-hockey', sportType: 'cyber', isBettable: 'true', time: '1' }, now),
    ).toEqual({
      sport_key: 'ice-hockey',
      sport_type: 'cyber',
      sort_by: undefined,
      start_to: '2026-11-22T07:00:00.000Z',
      bettable: true,
    });
    expect(listingQuery({ sport: '../x', sportType: 'chess' }, now)).toEqual({
      sport_key: undefined,
      sport_type: undefined,
      sort_by: undefined,
      start_to: undefined,
      bettable: undefined,
    });
  });
});
