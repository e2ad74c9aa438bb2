/**
 * The clock a live match shows, ticking on the client between updates (betting-core §3): match
 * time counts from its value at `clockUpdatedAt` up to the end of the period, then stoppage time
 * counts on. Times on the wire are "mm:ss".
 */
export interface ClockLike {
  matchTime: string | null;
  stoppageTime: string | null;
  remainingTimeInPeriod: string | null;
  stopped: boolean;
  clockUpdatedAt: string;
}

export function parseClockTime(text: string | null): number | null {
  if (!text) return null;
  const match = /^(\d+):(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** `{ time: '45:00', stoppage: '+02:13' }` at `now`; null when the match has no running time. */
export function displayClock(
  clock: ClockLike,
  now: number,
): { time: string; stoppage: string | null } | null {
  const base = parseClockTime(clock.matchTime);
  if (base === null) return null;
  const elapsed = clock.stopped
    ? 0
    : Math.max(0, (now - new Date(clock.clockUpdatedAt).getTime()) / 1000);
  const left = parseClockTime(clock.remainingTimeInPeriod);
  const periodEnd = left === null ? Number.POSITIVE_INFINITY : base + left;
  const seconds = base + (parseClockTime(clock.stoppageTime) ?? 0) + elapsed;
  if (seconds <= periodEnd) return { time: mmss(seconds), stoppage: null };
  return { time: mmss(periodEnd), stoppage: `+${mmss(seconds - periodEnd)}` };
}

export interface PhaseMatchLike {
  isLive: boolean;
  clock: ClockLike | null;
  maxPeriodNumber: number | null;
  periodScores: readonly { number: number; periodName: string }[];
}

/**
 * What a live match shows next to "Live", on its page and in list rows alike: the ticking clock
 * where the sport has one, else the period in play ("2nd set", "1st innings"); null before that.
 */
export function livePhase(
  match: PhaseMatchLike,
  now: number,
): { clock: { time: string; stoppage: string | null } } | { period: string } | null {
  if (!match.isLive) return null;
  const clock = match.clock ? displayClock(match.clock, now) : null;
  if (clock) return { clock };
  const period =
    match.periodScores.find((entry) => entry.number === match.maxPeriodNumber) ??
    match.periodScores.at(-1);
  return period ? { period: period.periodName } : null;
}
