import { createRandom, seedFrom } from '@sportsbook/domain';
import type { LivePeriodScore, ScriptMoment, Score, Side } from './live-state';

/**
 * Match statistics (issue 21, match centre) derived from the moments of a match's script that
 * have been played, so they are a pure function of (seed, match, time) like the rest of the live
 * state: every process and every step size sees the same numbers, and they only ever grow.
 * What the script decides (goals, cards, dangerous attacks, points, games, rounds) is counted as
 * it is; what it does not model (a dangerous attack ending in a shot or a corner, a point won by
 * an ace) is drawn per moment from a seed of its own, so it never changes once shown.
 */
export type StatisticKey =
  | 'possession'
  | 'shots'
  | 'shots_on_target'
  | 'corners'
  | 'yellow_cards'
  | 'red_cards'
  | 'dangerous_attacks'
  | 'aces'
  | 'double_faults'
  | 'break_points'
  | 'breaks'
  | 'points_won'
  | 'three_pointers'
  | 'two_pointers'
  | 'free_throws'
  | 'maps_won'
  | 'rounds_won'
  | 'wickets'
  | 'score_changes';

export interface StatisticRow extends Score {
  key: StatisticKey;
}

export interface PeriodStatistic extends Score {
  periodKey: string;
  periodName: string;
  number: number;
}

export interface MatchStatistics {
  /** `football`, `tennis`, `points` (basketball and friends), `maps` (esports) or `score`. */
  kind: 'football' | 'tennis' | 'points' | 'maps' | 'score';
  rows: StatisticRow[];
  /** Per-period score: quarters, sets (games), maps (rounds), halves. */
  periods: PeriodStatistic[];
}

export interface StatisticsInput {
  seed: number;
  eventId: number;
  sportKey: string;
  /** The moments played so far, in order. */
  moments: readonly ScriptMoment[];
  /** Milliseconds since the last played moment (the clock runs on from it). */
  sinceLastMs: number;
}

const row = (key: StatisticKey, home: number, away: number): StatisticRow => ({ key, home, away });
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

const periodsOf = (periods: readonly LivePeriodScore[]): PeriodStatistic[] =>
  periods.map((p) => ({
    periodKey: p.periodKey,
    periodName: p.periodName,
    number: p.number,
    home: p.home,
    away: p.away,
  }));

export function matchStatistics(input: StatisticsInput): MatchStatistics {
  const last = input.moments[input.moments.length - 1];
  const periods = periodsOf(last?.periods ?? []);
  const kind = kindOf(input.sportKey, last);
  switch (kind) {
    case 'football':
      return { kind, rows: footballRows(input), periods };
    case 'tennis':
      return { kind, rows: tennisRows(input), periods };
    case 'points':
      return { kind, rows: pointsRows(input), periods };
    case 'maps':
      return { kind, rows: mapsRows(input), periods };
    default:
      return { kind, rows: scoreRows(input), periods };
  }
}

function kindOf(sportKey: string, last: ScriptMoment | undefined): MatchStatistics['kind'] {
  if (sportKey === 'football') return 'football';
  if (sportKey === 'tennis') return 'tennis';
  if (last?.periods.some((p) => p.type === 'map')) return 'maps';
  if (sportKey === 'basketball') return 'points';
  return 'score';
}

/**
 * Seconds the clock had run at each moment, and so far, stoppage included. Not the clock's own
 * reading: that falls back at the whistle (a half that ran to 47:30 ends on 45:00, the second
 * half restarts at 45:00), and a count drawn per minute of it would shrink.
 */
export function playedTimes(input: Pick<StatisticsInput, 'moments' | 'sinceLastMs'>): {
  at: number[];
  total: number;
} {
  const at: number[] = [];
  let played = 0;
  input.moments.forEach((moment, index) => {
    at.push(played / 1000);
    if (!moment.clock?.running) return;
    const next = input.moments[index + 1];
    played += next ? next.at - moment.at : input.sinceLastMs;
  });
  return { at, total: played / 1000 };
}

/** A draw in [0, 1) that belongs to one moment of one match and one question about it. */
const drawOf = (input: StatisticsInput, label: string, index: number) =>
  createRandom(seedFrom(input.seed, `stats:${input.eventId}:${label}:${index}`)).next();

function footballRows(input: StatisticsInput): StatisticRow[] {
  const count = { home: 0, away: 0 };
  const c = {
    shots: { ...count },
    onTarget: { ...count },
    corners: { ...count },
    yellow: { ...count },
    red: { ...count },
    attacks: { ...count },
  };
  input.moments.forEach((moment, index) => {
    const event = moment.event;
    const side = event?.side;
    if (!event || !side) return;
    switch (event.type) {
      case 'goal':
        c.shots[side]++;
        c.onTarget[side]++;
        break;
      case 'yellow_card':
        c.yellow[side]++;
        break;
      case 'red_card':
        c.red[side]++;
        break;
      case 'dangerous_attack': {
        c.attacks[side]++;
        const draw = drawOf(input, 'attack', index);
        if (draw < 0.55) c.shots[side]++;
        if (draw < 0.25) c.onTarget[side]++;
        if (drawOf(input, 'corner', index) < 0.4) c.corners[side]++;
        break;
      }
      default:
    }
  });
  // Between dangerous moments play goes on: each minute played may bring a long shot or a
  // corner, likelier for the side pressing at that minute. Drawn per minute with the attacks
  // counted when the minute began, so the count grows with play and never changes once shown.
  const played = playedTimes(input);
  const minutes = Math.floor(played.total / 60);
  const attacksSoFar = { home: 0, away: 0 };
  let counted = 0;
  for (let minute = 0; minute < minutes; minute++) {
    for (; counted < input.moments.length; counted++) {
      if ((played.at[counted] as number) > minute * 60) break;
      const event = input.moments[counted]?.event;
      if (event?.type === 'dangerous_attack' && event.side) attacksSoFar[event.side]++;
    }
    const strengthThen = pressure(input, attacksSoFar);
    for (const side of ['home', 'away'] as const) {
      const weight = side === 'home' ? strengthThen : 1 - strengthThen;
      if (drawOf(input, `shot-${side}`, minute) < 0.12 * weight) c.shots[side]++;
      if (drawOf(input, `corner-${side}`, minute) < 0.09 * weight) c.corners[side]++;
    }
  }
  const strength = pressure(input, c.attacks);
  const home = Math.round(100 * (0.35 + 0.3 * strength));
  return [
    row('possession', home, 100 - home),
    row('shots', c.shots.home, c.shots.away),
    row('shots_on_target', c.onTarget.home, c.onTarget.away),
    row('corners', c.corners.home, c.corners.away),
    row('yellow_cards', c.yellow.home, c.yellow.away),
    row('red_cards', c.red.home, c.red.away),
    row('dangerous_attacks', c.attacks.home, c.attacks.away),
  ];
}

/** The home side's share of the play in (0, 1): its dangerous attacks, smoothed by a prior. */
function pressure(input: StatisticsInput, attacks: Score): number {
  const tilt = drawOf(input, 'tilt', 0) - 0.5;
  return (attacks.home + 4 + 4 * tilt) / (attacks.home + attacks.away + 8);
}

function tennisRows(input: StatisticsInput): StatisticRow[] {
  const aces = { home: 0, away: 0 };
  const doubleFaults = { home: 0, away: 0 };
  const breakPoints = { home: 0, away: 0 };
  const breaks = { home: 0, away: 0 };
  const points = { home: 0, away: 0 };
  let previous: ScriptMoment | undefined;
  input.moments.forEach((moment, index) => {
    const before = previous;
    previous = moment;
    if (!before || !before.server || !before.game) return;
    const server = before.server;
    let winner: Side | null = null;
    if (moment.event?.type === 'game_won') {
      winner = moment.event.side;
      if (winner && winner !== server) breaks[winner]++;
    } else if (moment.event === null && moment.game) {
      const up = (side: Side) => (moment.game as Score)[side] - (before.game as Score)[side];
      if (up('home') > 0 || up('away') < 0) winner = 'home';
      else if (up('away') > 0 || up('home') < 0) winner = 'away';
      // A break point against the server is where the script pulls the prices (betStopMs).
      if (moment.betStopMs > 0) breakPoints[other(server)]++;
    }
    if (!winner) return;
    points[winner]++;
    const draw = drawOf(input, 'serve', index);
    if (winner === server && draw < 0.11) aces[server]++;
    if (winner !== server && draw < 0.05) doubleFaults[server]++;
  });
  return [
    row('aces', aces.home, aces.away),
    row('double_faults', doubleFaults.home, doubleFaults.away),
    row('break_points', breakPoints.home, breakPoints.away),
    row('breaks', breaks.home, breaks.away),
    row('points_won', points.home, points.away),
  ];
}

function pointsRows(input: StatisticsInput): StatisticRow[] {
  const byValue = new Map<number, Score>([
    [1, { home: 0, away: 0 }],
    [2, { home: 0, away: 0 }],
    [3, { home: 0, away: 0 }],
  ]);
  for (const moment of input.moments) {
    const event = moment.event;
    if (!event?.side || event.points === undefined) continue;
    const tally = byValue.get(event.points);
    if (tally) tally[event.side]++;
  }
  const of = (points: number) => byValue.get(points) as Score;
  return [
    row('three_pointers', of(3).home, of(3).away),
    row('two_pointers', of(2).home, of(2).away),
    row('free_throws', of(1).home, of(1).away),
  ];
}

function mapsRows(input: StatisticsInput): StatisticRow[] {
  const last = input.moments[input.moments.length - 1];
  const rounds = { home: 0, away: 0 };
  for (const period of last?.periods ?? []) {
    rounds.home += period.home;
    rounds.away += period.away;
  }
  return [
    row('maps_won', last?.total.home ?? 0, last?.total.away ?? 0),
    row('rounds_won', rounds.home, rounds.away),
  ];
}

/**
 * Sports without rows of their own count what their script plays: wickets lost by each side in
 * cricket (the second number of its scoreboard; a score change there is an over's runs, not a
 * score), rally points in volleyball and table tennis (their moments carry points in the set
 * scores, not score events), and the goals or runs scored elsewhere (ice hockey, handball,
 * baseball…), besides the per-period scores every sport has.
 */
function scoreRows(input: StatisticsInput): StatisticRow[] {
  const last = input.moments[input.moments.length - 1];
  const periods = last?.periods ?? [];
  if (periods.some((p) => p.type === 'innings'))
    return [
      row(
        'wickets',
        count(input.moments, 'wicket', 'home'),
        count(input.moments, 'wicket', 'away'),
      ),
    ];
  if (periods.some((p) => p.type === 'set')) {
    const points = { home: 0, away: 0 };
    for (const period of periods) {
      points.home += period.home;
      points.away += period.away;
    }
    return [row('points_won', points.home, points.away)];
  }
  const changes = { home: 0, away: 0 };
  for (const moment of input.moments) {
    const side = moment.event?.side;
    if (side && (moment.event?.type === 'goal' || moment.event?.type === 'score_change'))
      changes[side]++;
  }
  return [row('score_changes', changes.home, changes.away)];
}

const count = (moments: readonly ScriptMoment[], type: string, side: Side) =>
  moments.filter((m) => m.event?.type === type && m.event.side === side).length;
