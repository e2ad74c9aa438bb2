import { dayWindow, toDateKey } from './schedule-window';

/**
 * The results page's day filter: all recent results, or one of today and the six days before it
 * (calendar days in UTC, as the schedule counts them).
 */
const DAY_MS = 86_400_000;

/** Today first, then the days before it. */
export function resultDays(now: Date, count = 7): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => toDateKey(new Date(today - i * DAY_MS)));
}

/** The chosen day when it is one of the offered days; undefined means every day. */
export function pickResultDay(
  raw: string | undefined,
  days: readonly string[],
): string | undefined {
  return raw && days.includes(raw) ? raw : undefined;
}

/** start_from / start_to of a whole results day; no window for every day. */
export function resultWindow(day: string | undefined): { startFrom?: string; startTo?: string } {
  return day ? dayWindow(day) : {};
}
