import type { Random } from '@sportsbook/domain';
import type { MatchState } from '../../pricing/match-model';
import type {
  ClockAnchor,
  LivePeriodScore,
  MatchScript,
  Score,
  ScriptMoment,
  Side,
} from '../live-state';

type MomentOptions = Partial<Pick<ScriptMoment, 'betStopMs' | 'reprice' | 'closesPeriod'>> & {
  event?: ScriptMoment['event'];
};

/**
 * Accumulates a match's state and snapshots it into moments. Sport scripts only say what happens
 * (a goal at 1,234 s, a set ends); the writer keeps totals, periods and copies consistent.
 */
export class ScriptWriter {
  status: 1 | 2 | 4 = 1;
  periods: LivePeriodScore[] = [];
  total: Score = { home: 0, away: 0 };
  game: Score | null = null;
  server: Side | null = null;
  periodNumber: number | null = null;
  clock: ClockAnchor | null = null;
  pricing: MatchState = { score: { home: 0, away: 0 } };
  private readonly moments: ScriptMoment[] = [];

  get current(): LivePeriodScore | undefined {
    return this.periods[this.periods.length - 1];
  }

  startPeriod(period: Omit<LivePeriodScore, 'home' | 'away'>): void {
    this.periods.push({ ...period, home: 0, away: 0 });
    this.periodNumber = period.number;
  }

  /** Merges facts into the period in play (a cricket innings' wickets and balls). */
  updateCurrent(patch: Partial<LivePeriodScore>): void {
    const period = this.current;
    if (period) this.periods[this.periods.length - 1] = { ...period, ...patch };
  }

  /** Adds to the total and the current period's score. */
  score(side: Side, points = 1): void {
    this.total = { ...this.total, [side]: this.total[side] + points };
    const period = this.current;
    if (period)
      this.periods[this.periods.length - 1] = { ...period, [side]: period[side] + points };
  }

  push(at: number, options: MomentOptions = {}): void {
    this.moments.push({
      at: Math.round(at),
      status: this.status,
      periods: this.periods.map((period) => ({ ...period })),
      total: { ...this.total },
      game: this.game ? { ...this.game } : null,
      server: this.server,
      periodNumber: this.periodNumber,
      clock: this.clock ? { ...this.clock } : null,
      pricing: structuredClone(this.pricing),
      event: options.event ?? null,
      betStopMs: options.betStopMs ?? 0,
      reprice: options.reprice ?? false,
      ...(options.closesPeriod === undefined ? {} : { closesPeriod: options.closesPeriod }),
    });
  }

  finish(requested: number): MatchScript {
    // Nothing may follow the final whistle: a later moment would reopen the match.
    const at = Math.max(requested, ...this.moments.map((moment) => moment.at + 1));
    this.status = 4;
    if (this.clock) this.clock = { ...this.clock, running: false };
    this.push(at, { event: { type: 'match_ended', side: null }, reprice: true });
    const moments = [...this.moments].sort((a, b) => a.at - b.at);
    return { moments, durationMs: Math.round(at) };
  }
}

/** Knuth's method; rates here stay below ~60, where it is exact enough and fast. */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.next();
  while (p > limit) {
    k++;
    p *= random.next();
  }
  return k;
}

/** `n` sorted uniform times in [from, to). */
export function timesIn(random: Random, n: number, from: number, to: number): number[] {
  return Array.from({ length: n }, () => from + random.next() * (to - from)).sort((a, b) => a - b);
}

export const ordinal = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
};

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export const MINUTE = 60_000;
