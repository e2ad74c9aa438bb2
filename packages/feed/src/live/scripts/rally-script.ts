import type { Random } from '@sportsbook/domain';
import type { RallyModel } from '../../pricing/match-model';
import type { MatchScript, Side } from '../live-state';
import { ScriptWriter, ordinal, other } from './script-writer';

/**
 * Volleyball and table tennis: rally points to the set target, won by two, in a best-of series.
 * Period scores count points, the total counts sets, the game score is the set in play.
 */
export function rallyScript(model: RallyModel, random: Random): MatchScript {
  const w = new ScriptWriter();
  const volleyball = model.sport === 'volleyball';
  const pointMs = volleyball ? 22_000 : 11_000;
  const setsToWin = Math.ceil(model.bestOf / 2);
  const sets = { home: 0, away: 0 };
  let server: Side = random.next() < 0.5 ? 'home' : 'away';
  let t = 0;
  w.push(0, { event: { type: 'match_started', side: null } });
  for (let set = 1; sets.home < setsToWin && sets.away < setsToWin; set++) {
    const target = set === model.bestOf ? model.decidingTarget : model.target;
    w.startPeriod({
      number: set,
      type: 'set',
      periodName: `${ordinal(set)} set`,
      periodKey: `set_${set}`,
    });
    const points = { home: 0, away: 0 };
    w.game = { ...points };
    w.server = server;
    w.pricing = { score: { ...sets }, current: { ...points } };
    w.push(t, { event: { type: 'period_start', side: null }, reprice: true });
    while (true) {
      const scorer: Side = random.next() < model.homeRally ? 'home' : 'away';
      points[scorer]++;
      w.score(scorer, 1);
      w.total = { ...sets };
      // Volleyball: the side that wins the rally serves; table tennis: two serves each.
      server = volleyball ? scorer : (points.home + points.away) % 2 === 0 ? other(server) : server;
      w.server = server;
      w.game = { ...points };
      t += pointMs * (0.5 + random.next());
      const won = points[scorer] >= target && points[scorer] - points[other(scorer)] >= 2;
      if (won) {
        sets[scorer]++;
        w.total = { ...sets };
        w.game = { home: 0, away: 0 };
        w.pricing = { score: { ...sets }, current: { home: 0, away: 0 } };
        w.push(t, {
          event: { type: 'period_end', side: scorer },
          closesPeriod: set,
          reprice: true,
        });
        if (sets.home < setsToWin && sets.away < setsToWin) t += volleyball ? 180_000 : 60_000;
        break;
      }
      w.pricing = { score: { ...sets }, current: { ...points } };
      // Every third rally is enough for the prices to follow the set.
      w.push(t, { reprice: (points.home + points.away) % 3 === 0 });
    }
  }
  w.game = null;
  return w.finish(t);
}
