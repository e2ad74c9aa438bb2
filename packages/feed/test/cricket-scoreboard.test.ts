import { describe, expect, it } from 'vitest';
import { buildScript } from '../src/live/scripts/build-script';

const model = { kind: 'cricket', homeRuns: 160, awayRuns: 150, sdRuns: 20 } as const;

describe('cricket scoreboard facts', () => {
  it('every innings carries its wickets and balls bowled, in step with the score', () => {
    for (let eventId = 1; eventId <= 20; eventId++) {
      const script = buildScript({ seed: 7, eventId, sportKey: 'cricket', model });
      let lastBalls = 0;
      for (const moment of script.moments) {
        for (const innings of moment.periods.filter((period) => period.type === 'innings')) {
          expect(innings.wickets).toBeGreaterThanOrEqual(0);
          expect(innings.wickets).toBeLessThanOrEqual(10);
          expect(innings.balls).toBeGreaterThanOrEqual(0);
          expect(innings.balls).toBeLessThanOrEqual(120);
        }
        const current = moment.periods.at(-1);
        if (current?.type === 'innings' && moment.game) {
          // The game score's wickets of the batting side are the innings' wickets.
          const batting = current.number === 1 ? 'home' : 'away';
          expect(current.wickets).toBe(moment.game[batting]);
        }
        if (current?.number === 1) {
          expect(current.balls ?? 0).toBeGreaterThanOrEqual(lastBalls);
          lastBalls = current.balls ?? 0;
        }
      }
      const first = script.moments.at(-1)?.periods[0];
      expect(first?.balls).toBeGreaterThan(0);
    }
  });
});
