/** RG-001: limit periods are fixed UTC windows, so "when it resets" is one clear instant. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

const DAY_MS = 86_400_000;
/** 1970-01-05 was a Monday: weeks start on Monday 00:00 UTC. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The window of `period` that holds `now`: [start, end). */
export function periodWindow(period: RgPeriod, now: Date): { start: Date; end: Date } {
  const ms = now.getTime();
  if (period === 'day') {
    const start = Math.floor(ms / DAY_MS) * DAY_MS;
    return { start: new Date(start), end: new Date(start + DAY_MS) };
  }
  if (period === 'week') {
    const week = 7 * DAY_MS;
    const start = Math.floor((ms - FIRST_MONDAY_MS) / week) * week + FIRST_MONDAY_MS;
    return { start: new Date(start), end: new Date(start + week) };
  }
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return { start: new Date(start), end: new Date(end) };
}

export const isRgPeriod = (value: unknown): value is RgPeriod =>
  typeof value === 'string' && (RG_PERIODS as readonly string[]).includes(value);
