import type { Random } from '@sportsbook/domain';
import type { TennisModel } from '../../pricing/match-model';
import type { MatchScript, Side } from '../live-state';
import { ScriptWriter, ordinal, other } from './script-writer';

const POINT_MS = 45_000;
const CHANGEOVER_MS = 60_000;
const SET_BREAK_MS = 120_000;
/** Game score points as a scoreboard shows them; 50 is advantage. */
const SHOWN = [0, 15, 30, 40, 50];

/**
 * Tennis point by point: the server wins a point with the model's serve probability; games,
 * tie-breaks at 6-6 and sets follow the rules. The game score is the points of the game in play.
 */
export function tennisScript(model: TennisModel, random: Random): MatchScript {
  const w = new ScriptWriter();
  const setsToWin = model.bestOf === 3 ? 2 : 3;
  let server: Side = model.firstServer;
  let t = 0;
  const sets = { home: 0, away: 0 };
  const games = { home: 0, away: 0 };
  w.server = server;
  w.push(0, { event: { type: 'match_started', side: null } });

  for (let set = 1; sets.home < setsToWin && sets.away < setsToWin; set++) {
    w.startPeriod({
      number: set,
      type: 'set',
      periodName: `${ordinal(set)} set`,
      periodKey: `set_${set}`,
    });
    w.game = { home: 0, away: 0 };
    w.pricing = { score: { ...sets }, current: { home: 0, away: 0 }, games: { ...games }, server };
    w.push(t, { event: { type: 'period_start', side: null }, reprice: true });
    const current = { home: 0, away: 0 };
    while (true) {
      const tiebreak = current.home === 6 && current.away === 6;
      const points = { home: 0, away: 0 };
      let pointServer = server;
      let winner: Side | null = null;
      while (!winner) {
        const p = pointServer === 'home' ? model.homeServe : model.awayServe;
        const scorer: Side = random.next() < p ? pointServer : other(pointServer);
        points[scorer]++;
        t += POINT_MS * (0.6 + random.next() * 0.8);
        const lead = points[scorer] - points[other(scorer)];
        const target = tiebreak ? 7 : 4;
        if (points[scorer] >= target && lead >= 2) winner = scorer;
        if (tiebreak && (points.home + points.away) % 2 === 1) pointServer = other(pointServer);
        if (winner) break;
        w.game = tiebreak
          ? { ...points }
          : {
              home:
                SHOWN[
                  Math.min(
                    points.home >= 3 && points.away >= 3
                      ? 3 + Math.max(0, points.home - points.away)
                      : points.home,
                    4,
                  )
                ] ?? 0,
              away:
                SHOWN[
                  Math.min(
                    points.home >= 3 && points.away >= 3
                      ? 3 + Math.max(0, points.away - points.home)
                      : points.away,
                    4,
                  )
                ] ?? 0,
            };
        // A break point against the server is when books pull the prices for a moment.
        const breakPoint =
          !tiebreak && points[other(server)] >= 3 && points[other(server)] > points[server];
        w.push(t, breakPoint ? { betStopMs: 10_000 } : {});
      }
      current[winner]++;
      games[winner]++;
      w.score(winner, 1);
      // Period scores count games; the total counts sets.
      w.total = { ...sets };
      server = other(server);
      w.server = server;
      w.game = { home: 0, away: 0 };
      const setOver =
        tiebreak ||
        (Math.max(current.home, current.away) >= 6 && Math.abs(current.home - current.away) >= 2);
      if (!setOver) {
        w.pricing = { score: { ...sets }, current: { ...current }, games: { ...games }, server };
        w.push(t, { event: { type: 'game_won', side: winner }, reprice: true });
        t += (current.home + current.away) % 2 === 1 ? CHANGEOVER_MS : 20_000;
        continue;
      }
      sets[winner]++;
      w.total = { ...sets };
      w.pricing = {
        score: { ...sets },
        current: { home: 0, away: 0 },
        games: { ...games },
        server,
      };
      w.push(t, { event: { type: 'game_won', side: winner } });
      w.push(t + 1, {
        event: { type: 'period_end', side: winner },
        closesPeriod: set,
        reprice: true,
      });
      if (sets.home < setsToWin && sets.away < setsToWin) t += SET_BREAK_MS;
      break;
    }
  }
  w.game = null;
  return w.finish(t);
}
