import type { Random } from '@sportsbook/domain';
import type { MatchModel } from '../../pricing/match-model';
import type { MatchScript, Side, TimelineEventType } from '../live-state';
import { MINUTE, ScriptWriter, ordinal, poisson, timesIn } from './script-writer';

/** Sports played on a clock in fixed periods, scoring as Poisson events. */
interface TimedRules {
  periodMinutes: number;
  periodCount: number;
  /** `half`, `period`, `quarter`: names the periods (`1st half`). */
  periodWord: string;
  breakMinutes: number[];
  /** Share of regulation scoring expected in each period. */
  shares: number[];
  /** Points of one scoring play with their weights. */
  plays: Array<{ points: number; weight: number }>;
  scoreEvent: TimelineEventType;
  /** Football: stoppage time at the end of each period, announced at its last minute. */
  stoppage: boolean;
  /** Football only: cards, dangerous attacks and the odd interruption. */
  incidents: boolean;
  overtime: { minutes: number; max: number; shootout: boolean } | null;
  /** Expected points of each side over regulation. */
  expected: { home: number; away: number };
  /** P(home wins a shoot-out). */
  shootoutHome: number;
  /** Suspension after a score, ms. */
  scoreStopMs: number;
}

const even = (n: number) => Array.from({ length: n }, () => 1 / n);

export function timedRules(sportKey: string, model: MatchModel): TimedRules | null {
  switch (model.kind) {
    case 'football':
      return {
        periodMinutes: 45,
        periodCount: 2,
        periodWord: 'half',
        breakMinutes: [15],
        shares: [model.firstHalfShare, 1 - model.firstHalfShare],
        plays: [{ points: 1, weight: 1 }],
        scoreEvent: 'goal',
        stoppage: true,
        incidents: true,
        overtime: null,
        expected: { home: model.homeGoals, away: model.awayGoals },
        shootoutHome: 0.5,
        scoreStopMs: 50_000,
      };
    case 'ice-hockey':
      return {
        periodMinutes: 20,
        periodCount: 3,
        periodWord: 'period',
        breakMinutes: [17, 17],
        shares: even(3),
        plays: [{ points: 1, weight: 1 }],
        scoreEvent: 'goal',
        stoppage: false,
        incidents: false,
        overtime: { minutes: 5, max: 1, shootout: true },
        expected: { home: model.homeGoals, away: model.awayGoals },
        shootoutHome: model.overtimeHome,
        scoreStopMs: 40_000,
      };
    case 'points': {
      const basketball = model.sport === 'basketball';
      const handball = model.sport === 'handball';
      return {
        periodMinutes: basketball ? 10 : handball ? 30 : 15,
        periodCount: handball ? 2 : 4,
        periodWord: handball ? 'half' : 'quarter',
        breakMinutes: handball ? [15] : [2, 15, 2],
        shares: even(handball ? 2 : 4),
        plays: basketball
          ? [
              { points: 1, weight: 0.12 },
              { points: 2, weight: 0.63 },
              { points: 3, weight: 0.25 },
            ]
          : handball
            ? [{ points: 1, weight: 1 }]
            : [
                { points: 7, weight: 0.6 },
                { points: 3, weight: 0.4 },
              ],
        scoreEvent: handball ? 'goal' : 'score_change',
        stoppage: false,
        incidents: false,
        overtime: model.draws ? null : { minutes: basketball ? 5 : 10, max: 3, shootout: false },
        expected: { home: model.homePoints, away: model.awayPoints },
        shootoutHome: 0.5,
        scoreStopMs: basketball ? 0 : 30_000,
      };
    }
    default:
      void sportKey;
      return null;
  }
}

function play(random: Random, plays: TimedRules['plays']): number {
  let x = random.next();
  for (const candidate of plays) {
    x -= candidate.weight;
    if (x < 0) return candidate.points;
  }
  return plays[plays.length - 1]?.points ?? 1;
}

const meanPoints = (plays: TimedRules['plays']) =>
  plays.reduce((sum, candidate) => sum + candidate.points * candidate.weight, 0);

interface Happening {
  offset: number;
  kind: 'score' | 'yellow_card' | 'red_card' | 'dangerous_attack' | 'announce';
  side: Side | null;
  points?: number;
}

/** Football, ice hockey, basketball, handball, American football. */
export function timedScript(rules: TimedRules, random: Random): MatchScript {
  const w = new ScriptWriter();
  const regulation = rules.periodMinutes * 60 * rules.periodCount;
  let t = 0;
  w.push(0, { event: { type: 'match_started', side: null } });

  const playPeriod = (options: {
    number: number;
    type: string;
    name: string;
    key: string;
    minutes: number;
    startSeconds: number;
    share: number;
    regular: boolean;
    suddenDeath: boolean;
  }) => {
    w.startPeriod({
      number: options.number,
      type: options.type,
      periodName: options.name,
      periodKey: options.key,
    });
    const anchor = (seconds: number, running: boolean, stoppageAnnounced: number | null) => ({
      seconds,
      running,
      periodStart: options.startSeconds,
      periodLength: options.minutes * 60,
      regulation,
      regulationBefore: options.regular ? options.startSeconds : regulation,
      stoppageAnnounced,
      regular: options.regular,
    });
    w.clock = anchor(options.startSeconds, true, null);
    w.push(t, { event: { type: 'period_start', side: null }, reprice: true });

    const stoppage = rules.stoppage
      ? random.int(options.number === 1 ? 1 : 2, options.number === 1 ? 4 : 7)
      : 0;
    const playMs =
      options.minutes * MINUTE + (stoppage ? stoppage * MINUTE + random.int(0, 30_000) : 0);
    const happenings: Happening[] = [];
    for (const side of ['home', 'away'] as const) {
      const mean = (rules.expected[side] * options.share) / meanPoints(rules.plays);
      for (const offset of timesIn(random, poisson(random, mean), 0, playMs)) {
        happenings.push({ offset, kind: 'score', side, points: play(random, rules.plays) });
      }
      if (rules.incidents) {
        for (const offset of timesIn(random, poisson(random, 0.9), 0, playMs))
          happenings.push({
            offset,
            kind: random.next() < 0.06 ? 'red_card' : 'yellow_card',
            side,
          });
        for (const offset of timesIn(random, poisson(random, 5), 0, playMs))
          happenings.push({ offset, kind: 'dangerous_attack', side });
      }
    }
    if (stoppage)
      happenings.push({ offset: options.minutes * MINUTE - 1, kind: 'announce', side: null });
    happenings.sort((a, b) => a.offset - b.offset);

    // Football now and then: the referee stops play (injury, weather); status 2, clock stopped.
    const interruption =
      rules.incidents && options.number === 2 && random.next() < 0.08
        ? { at: random.next() * playMs, ms: random.int(3, 6) * MINUTE }
        : null;
    let announced: number | null = null;
    let paused = 0;
    for (const happening of happenings) {
      if (interruption && paused === 0 && happening.offset >= interruption.at) {
        const seconds = options.startSeconds + interruption.at / 1000;
        w.status = 2;
        w.clock = anchor(seconds, false, announced);
        w.push(t + interruption.at, {
          event: { type: 'match_stopped', side: null },
          betStopMs: interruption.ms,
        });
        w.status = 1;
        w.clock = anchor(seconds, true, announced);
        w.push(t + interruption.at + interruption.ms, {
          event: { type: 'match_resumed', side: null },
          reprice: true,
        });
        paused = interruption.ms;
      }
      if (options.suddenDeath && happening.kind === 'score' && w.total.home !== w.total.away) break;
      const at = t + happening.offset + paused;
      const seconds = options.startSeconds + happening.offset / 1000;
      if (happening.kind === 'announce') {
        announced = stoppage;
        w.clock = anchor(seconds, true, announced);
        w.push(at, { event: { type: 'stoppage_time_announced', side: null, minutes: stoppage } });
        continue;
      }
      w.clock = anchor(seconds, true, announced);
      const side = happening.side as Side;
      if (happening.kind === 'score') {
        w.score(side, happening.points ?? 1);
        if (options.regular) w.pricing = { score: { ...w.total } };
        w.push(at, {
          event: { type: rules.scoreEvent, side, points: happening.points ?? 1 },
          betStopMs: rules.scoreStopMs,
          reprice: true,
        });
        if (options.suddenDeath) {
          t = at;
          w.clock = anchor(seconds, false, announced);
          w.push(at + 1, {
            event: { type: 'period_end', side: null },
            closesPeriod: options.number,
          });
          return;
        }
      } else {
        w.push(at, {
          event: { type: happening.kind, side },
          betStopMs:
            happening.kind === 'dangerous_attack'
              ? 12_000
              : happening.kind === 'red_card'
                ? 30_000
                : 0,
          reprice: happening.kind === 'red_card',
        });
      }
    }
    const end = t + playMs + paused;
    w.clock = anchor(options.startSeconds + playMs / 1000, false, announced);
    w.push(end, {
      event: { type: 'period_end', side: null },
      closesPeriod: options.number,
      reprice: true,
    });
    t = end;
  };

  for (let i = 0; i < rules.periodCount; i++) {
    const number = i + 1;
    playPeriod({
      number,
      type: 'regular_period',
      name: `${ordinal(number)} ${rules.periodWord}`,
      key: `${ordinal(number)}_${rules.periodWord}`,
      minutes: rules.periodMinutes,
      startSeconds: i * rules.periodMinutes * 60,
      share: rules.shares[i] ?? 0,
      regular: true,
      suddenDeath: false,
    });
    t += (rules.breakMinutes[i] ?? 0) * MINUTE;
  }

  let number = rules.periodCount;
  if (rules.overtime) {
    const share = rules.overtime.minutes / rules.periodMinutes / rules.periodCount;
    for (let k = 1; k <= rules.overtime.max && w.total.home === w.total.away; k++) {
      number++;
      t += 2 * MINUTE;
      playPeriod({
        number,
        type: 'overtime',
        name: k === 1 ? 'Overtime' : `Overtime ${k}`,
        key: k === 1 ? 'overtime' : `overtime_${k}`,
        minutes: rules.overtime.minutes,
        startSeconds: regulation + (k - 1) * rules.overtime.minutes * 60,
        share,
        regular: false,
        suddenDeath: rules.overtime.shootout,
      });
    }
    if (w.total.home === w.total.away) {
      // A shoot-out (or, for sports without one, the last overtime's deciding play).
      number++;
      t += 3 * MINUTE;
      w.startPeriod({
        number,
        type: rules.overtime.shootout ? 'penalties' : 'overtime',
        periodName: rules.overtime.shootout ? 'Penalties' : 'Overtime',
        periodKey: rules.overtime.shootout ? 'penalties' : `overtime_${rules.overtime.max + 1}`,
      });
      if (w.clock) w.clock = { ...w.clock, running: false };
      w.push(t, { event: { type: 'period_start', side: null } });
      const side: Side = random.next() < rules.shootoutHome ? 'home' : 'away';
      w.score(side, 1);
      t += 4 * MINUTE;
      w.push(t, { event: { type: rules.scoreEvent, side, points: 1 } });
      w.push(t + 1, { event: { type: 'period_end', side: null }, closesPeriod: number });
    }
  }
  return w.finish(t + 2);
}
