import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TimelineEventWire } from '@sportsbook/contract/browser';
import { ballTarget, eventKindOf, formationOf, startKindOf } from './visualisation-model';

const event = (type: string, side: 'home' | 'away' | null): TimelineEventWire => ({
  id: 1,
  type,
  side,
  at: '2026-11-24T20:00:00.000Z',
  match_time: '12:00',
  period_number: 1,
  score: { home: 0, away: 0 },
});

describe('the 2D view’s model', () => {
  it('names how each sport begins: a first pitch in baseball, a first ball in cricket', () => {
    expect(startKindOf('football')).toBe('kickOff');
    expect(startKindOf('baseball')).toBe('firstPitch');
    expect(startKindOf('cricket')).toBe('firstBall');
    expect(startKindOf('basketball')).toBe('tipOff');
    expect(startKindOf('ice-hockey')).toBe('faceOff');
    expect(startKindOf('tennis')).toBe('firstServe');
    expect(startKindOf('darts')).toBe('start');
  });

  it('puts a goal in the net the scorer attacks: home to the right, away to the left', () => {
    expect(ballTarget(event('goal', 'home'), Math.random)).toEqual({ x: 97, y: 30 });
    expect(ballTarget(event('goal', 'away'), Math.random)).toEqual({ x: 3, y: 30 });
    expect(eventKindOf(event('red_card', 'away'))).toBe('redCard');
    expect(eventKindOf(event('period_start', null))).toBe('play');
  });

  it('keeps attacks in the attacked half and every player on the field', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999, noNaN: true }), (draw) => {
        const home = ballTarget(event('dangerous_attack', 'home'), () => draw);
        const away = ballTarget(event('dangerous_attack', 'away'), () => draw);
        expect(home.x).toBeGreaterThan(50);
        expect(away.x).toBeLessThan(50);
        for (const side of ['home', 'away'] as const)
          for (const player of formationOf(side, home)) {
            expect(player.x).toBeGreaterThanOrEqual(3);
            expect(player.x).toBeLessThanOrEqual(97);
            expect(player.y).toBeGreaterThanOrEqual(3);
            expect(player.y).toBeLessThanOrEqual(57);
          }
      }),
    );
  });
});
