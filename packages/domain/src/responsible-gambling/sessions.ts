import type { RgLimit } from './limits';
import { strictestAmount } from './limits';

/** RG-030: the reality-check interval a player may choose, seconds (the minimum may be lowered
 * for demos and tests by configuration). */
export const REALITY_CHECK_SECONDS = { min: 600, max: 8 * 3600 } as const;

/** RG-030: a reality check is due an interval after the session's start or last continue. */
export function realityCheckDueAt(from: Date, intervalSeconds: number | null): Date | null {
  return intervalSeconds === null ? null : new Date(from.getTime() + intervalSeconds * 1000);
}

/** RG-031: a session-duration limit ends the session that long after its start. */
export function sessionEndsAt(startedAt: Date, limits: RgLimit[], now: Date): Date | null {
  const limit = strictestAmount(limits, 'session', now);
  return limit ? new Date(startedAt.getTime() + Number(limit.amount) * 1000) : null;
}

/** RG-032: activity tracking counts at most one tracking interval (60 s) per call, plus slack,
 * so a client cannot be charged for hours it was away, nor skip counting by calling rarely. */
export const ACTIVITY_TRACK_MAX_SECONDS = 90;
