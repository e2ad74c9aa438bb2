/**
 * Day and week arithmetic on UTC day numbers. Day 0 is 2020-01-01; weeks start on Monday, so
 * week 0 starts on Monday 2019-12-30 (day -2). Everything the simulator schedules is derived
 * from day and week numbers, never from the wall clock, which keeps a day's fixtures identical
 * whichever `now` generated them.
 */
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
const EPOCH = Date.UTC(2020, 0, 1);

export const dayNumber = (ms: number) => Math.floor((ms - EPOCH) / DAY_MS);
export const dayStart = (day: number) => EPOCH + day * DAY_MS;
export const weekOf = (day: number) => Math.floor((day + 2) / 7);
export const weekStartDay = (week: number) => week * 7 - 2;
/** 0 = Monday … 6 = Sunday. */
export const weekday = (day: number) => (((day + 2) % 7) + 7) % 7;

/** UTC epoch ms of a local time on a local calendar day in a fixed-offset time zone. */
export function localTime(day: number, minuteOfDay: number, utcOffsetHours: number): number {
  return dayStart(day) + Math.round(minuteOfDay - utcOffsetHours * 60) * MINUTE_MS;
}
