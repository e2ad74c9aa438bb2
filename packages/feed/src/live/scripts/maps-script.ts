import type { Random } from '@sportsbook/domain';
import type { MapsModel } from '../../pricing/match-model';
import type { MatchScript, Side } from '../live-state';
import { MINUTE, ScriptWriter, ordinal, other } from './script-writer';

/**
 * Esports in a best-of series of maps. Shooters (CS2, Valorant) play rounds to 13; MOBAs (Dota 2,
 * League of Legends) play a timed map where the game score counts kills. Period scores hold the
 * rounds or kills of each map, the total holds maps won.
 */
export function mapsScript(model: MapsModel, sportKey: string, random: Random): MatchScript {
  const w = new ScriptWriter();
  const shooter = sportKey === 'cs2' || sportKey === 'valorant';
  const mapsToWin = Math.ceil(model.bestOf / 2);
  const maps = { home: 0, away: 0 };
  // A map share p comes from a slightly better round share; 0.35 keeps maps sensibly uncertain.
  const roundHome = 0.5 + (model.homeMap - 0.5) * 0.35;
  let t = 0;
  w.push(0, { event: { type: 'match_started', side: null } });
  for (let map = 1; maps.home < mapsToWin && maps.away < mapsToWin; map++) {
    w.startPeriod({
      number: map,
      type: 'map',
      periodName: `${ordinal(map)} map`,
      periodKey: `map_${map}`,
    });
    const score = { home: 0, away: 0 };
    w.game = { ...score };
    w.pricing = { score: { ...maps } };
    w.push(t, { event: { type: 'period_start', side: null }, reprice: true });
    let winner: Side;
    if (shooter) {
      while (Math.max(score.home, score.away) < 13) {
        const side: Side = random.next() < roundHome ? 'home' : 'away';
        score[side]++;
        w.score(side, 1);
        w.total = { ...maps };
        w.game = { ...score };
        t += 100_000 * (0.6 + random.next() * 0.8);
        w.push(t, { event: { type: 'score_change', side, points: 1 } });
      }
      winner = score.home > score.away ? 'home' : 'away';
    } else {
      const length = (28 + random.next() * 17) * MINUTE;
      const mapHome = random.next() < model.homeMap;
      const killHome = mapHome ? 0.58 : 0.42;
      for (let at = 50_000; at < length; at += 20_000 + random.next() * 80_000) {
        const side: Side = random.next() < killHome ? 'home' : 'away';
        score[side]++;
        w.score(side, 1);
        w.total = { ...maps };
        w.game = { ...score };
        w.push(t + at, { event: { type: 'score_change', side, points: 1 } });
      }
      t += length;
      winner = mapHome ? 'home' : 'away';
    }
    maps[winner]++;
    w.total = { ...maps };
    w.game = { home: 0, away: 0 };
    w.pricing = { score: { ...maps } };
    w.push(t, {
      event: { type: 'period_end', side: winner },
      closesPeriod: map,
      betStopMs: 0,
      reprice: true,
    });
    if (maps.home < mapsToWin && maps.away < mapsToWin)
      t += 6 * MINUTE + random.next() * 4 * MINUTE;
    void other;
  }
  w.game = null;
  return w.finish(t);
}
