/**
 * Date windows of the schedule page. Days are calendar days in UTC (the app formats times in UTC
 * until the player's zone is known), so a `?date=YYYY-MM-DD` maps to [00:00, 24:00) UTC.
 */
const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The chips: today and the next `count - 1` days. */
export function scheduleDays(now: Date, count = 7): string[] {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => toDateKey(new Date(start + i * DAY_MS)));
}

/** A valid date among the offered days, else the first day (today). */
export function pickScheduleDay(raw: string | undefined, days: readonly string[]): string {
  return raw && DATE_RE.test(raw) && days.includes(raw) ? raw : (days[0] ?? '');
}

/** start_from / start_to of one day; today starts now so started matches are left out. */
export function dayWindow(day: string, now?: Date): { startFrom: string; startTo: string } {
  const match = DATE_RE.exec(day);
  if (!match) throw new Error(`not a date: ${day}`);
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const from =
    now && now.getTime() > start && now.getTime() < start + DAY_MS ? now.getTime() : start;
  return {
    startFrom: new Date(from).toISOString(),
    startTo: new Date(start + DAY_MS - 1).toISOString(),
  };
}

/** A positive page number from the query, 1 otherwise. */
export function parsePage(raw: string | undefined): number {
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}
