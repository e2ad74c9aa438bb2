import { describe, expect, it } from 'vitest';
import { displayClock, livePhase, parseClockTime } from './match-clock';

const at = Date.UTC(2026, 10, 22, 15, 0, 0);
const clock = (overrides: object) => ({
  matchTime: '12:30',
  stoppageTime: null,
  remainingTimeInPeriod: '32:30',
  stopped: false,
  clockUpdatedAt: new Date(at).toISOString(),
  ...overrides,
});

describe('displayClock', () => {
  it('ticks on from the time of the last update', () => {
    expect(displayClock(clock({}), at)).toEqual({ time: '12:30', stoppage: null });
    expect(displayClock(clock({}), at + 95_000)).toEqual({ time: '14:05', stoppage: null });
  });

  it('stands still while the clock is stopped', () => {
    expect(displayClock(clock({ stopped: true }), at + 95_000)?.time).toBe('12:30');
  });

  it('holds the end of the period and counts stoppage time after it', () => {
    const late = clock({ matchTime: '44:50', remainingTimeInPeriod: '00:10' });
    expect(displayClock(late, at + 70_000)).toEqual({ time: '45:00', stoppage: '+01:00' });
    const inStoppage = clock({
      matchTime: '45:00',
      stoppageTime: '02:00',
      remainingTimeInPeriod: '00:00',
    });
    expect(displayClock(inStoppage, at + 5_000)).toEqual({ time: '45:00', stoppage: '+02:05' });
  });

  it('shows nothing without a match time, and parses only mm:ss', () => {
    expect(displayClock(clock({ matchTime: null }), at)).toBeNull();
    expect(parseClockTime('90:00')).toBe(5400);
    expect(parseClockTime('1:5')).toBeNull();
  });
});

describe('livePhase', () => {
  const live = {
    isLive: true,
    clock: null,
    maxPeriodNumber: 2,
    periodScores: [
      { number: 1, periodName: '1st set' },
      { number: 2, periodName: '2nd set' },
    ],
  };

  it('shows the ticking clock when the sport has one', () => {
    expect(livePhase({ ...live, clock: clock({}) }, at + 95_000)).toEqual({
      clock: { time: '14:05', stoppage: null },
    });
  });

  it('shows the period in play when there is no clock', () => {
    expect(livePhase(live, at)).toEqual({ period: '2nd set' });
  });

  it('shows nothing for a match not in play', () => {
    expect(livePhase({ ...live, isLive: false }, at)).toBeNull();
  });
});
