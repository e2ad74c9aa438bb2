import type { ClockAnchor, LiveClock } from './live-state';

const mmss = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** Clock seconds at `now`, given the anchor set `sinceMs` before. */
export function clockSeconds(anchor: ClockAnchor, sinceMs: number): number {
  return anchor.running ? anchor.seconds + sinceMs / 1000 : anchor.seconds;
}

/**
 * The wire clock of betting-core §3. Match time counts up to the end of the period and stays
 * there while stoppage time counts on, as odds feeds show it.
 */
export function liveClock(anchor: ClockAnchor, sinceMs: number, now: number): LiveClock {
  const seconds = clockSeconds(anchor, sinceMs);
  const periodEnd = anchor.periodStart + anchor.periodLength;
  const stoppage = seconds - periodEnd;
  return {
    matchTime: mmss(Math.min(seconds, periodEnd)),
    stoppageTime: stoppage > 0 ? mmss(stoppage) : null,
    stoppageTimeAnnounced:
      anchor.stoppageAnnounced === null ? null : mmss(anchor.stoppageAnnounced * 60),
    remainingTime: anchor.regular ? mmss(anchor.regulation - Math.min(seconds, periodEnd)) : null,
    remainingTimeInPeriod: mmss(periodEnd - Math.min(seconds, periodEnd)),
    stopped: !anchor.running,
    clockUpdatedAt: new Date(now).toISOString(),
  };
}

/** Share of regulation played, for in-play pricing. */
export function elapsedShare(anchor: ClockAnchor, sinceMs: number): number {
  if (!anchor.regular) return 1;
  const inPeriod = Math.min(
    clockSeconds(anchor, sinceMs) - anchor.periodStart,
    anchor.periodLength,
  );
  return Math.min(1, Math.max(0, (anchor.regulationBefore + inPeriod) / anchor.regulation));
}

export const matchTimeOf = (anchor: ClockAnchor | null, sinceMs: number) =>
  anchor ? mmss(clockSeconds(anchor, sinceMs)) : null;
