import type { RgLimit } from './limits';

/** RG-020: a time-out lasts 1 to 42 days (presets 1, 7, 30). */
export const TIME_OUT_DAYS = { min: 1, max: 42 } as const;
/** RG-021: a self-exclusion lasts 6 to 60 months. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

export function timeOutEnd(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < TIME_OUT_DAYS.min || days > TIME_OUT_DAYS.max)
    throw new RangeError('RG-020: a time-out lasts 1 to 42 days');
  return new Date(now.getTime() + days * 86_400_000);
}

/** Calendar months in UTC; a day past the target month's end falls on its last day. */
export function selfExclusionEnd(now: Date, months: number): Date {
  if (
    !Number.isInteger(months) ||
    months < SELF_EXCLUSION_MONTHS.min ||
    months > SELF_EXCLUSION_MONTHS.max
  )
    throw new RangeError('RG-021: a self-exclusion lasts 6 to 60 months');
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day, last.getUTCDate()));
  return target;
}

/**
 * RG-022: the block in force, the one that ends last (a self-exclusion over a time-out). A
 * block is a limit row of type coolingoff or selfexclusion with `endsAt` in the future.
 */
export function activeBlock(limits: RgLimit[], now: Date): RgLimit | undefined {
  let found: RgLimit | undefined;
  for (const limit of limits) {
    if (limit.type !== 'coolingoff' && limit.type !== 'selfexclusion') continue;
    if (limit.status !== 'active' || !limit.endsAt) continue;
    if (limit.endsAt.getTime() <= now.getTime()) continue;
    if (!found || limit.endsAt.getTime() > found.endsAt!.getTime()) found = limit;
  }
  return found;
}

/**
 * RG-023: a new block may only extend protection: it is refused when one already runs past
 * the new end (a block cannot be shortened or undone before its end).
 */
export const blockWouldShorten = (current: RgLimit | undefined, newEnd: Date): boolean =>
  current !== undefined && current.endsAt!.getTime() >= newEnd.getTime();
