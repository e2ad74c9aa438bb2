import { describe, expect, it } from 'vitest';
import { markerOf, momentumOf, pitchKindOf } from './tracker-model';

const event = (type: string, side: 'home' | 'away' | null) => ({ type, side, matchTime: '10:00' });

describe('tracker model', () => {
  it('weighs recent events into a momentum between -1 and 1', () => {
    expect(momentumOf([])).toBe(0);
    expect(momentumOf([event('dangerous_attack', 'home')])).toBe(1);
    expect(momentumOf([event('goal', 'away'), event('dangerous_attack', 'home')])).toBeCloseTo(
      -0.2,
    );
    // Only the last events count: an old home spell is forgotten.
    const old = Array.from({ length: 10 }, () => event('dangerous_attack', 'home'));
    const recent = Array.from({ length: 10 }, () => event('dangerous_attack', 'away'));
    expect(momentumOf([...old, ...recent])).toBe(-1);
  });

  it('counts a card against the side that got it', () => {
    expect(momentumOf([event('red_card', 'home')])).toBe(-1);
  });

  it('marks home attacks on the right and goals in the goal mouth', () => {
    expect(markerOf(event('dangerous_attack', 'home'))!.x).toBeGreaterThan(80);
    expect(markerOf(event('goal', 'away'))!.x).toBeLessThan(5);
    expect(markerOf(event('period_start', null))).toBeNull();
    expect(markerOf(undefined)).toBeNull();
  });

  it('draws a pitch, a court or a net by sport, and nothing for esports', () => {
    expect(pitchKindOf('football')).toBe('pitch');
    expect(pitchKindOf('tennis')).toBe('net');
    expect(pitchKindOf('basketball')).toBe('court');
    expect(pitchKindOf('cs2')).toBeNull();
  });
});
