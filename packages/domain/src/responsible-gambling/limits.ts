import type { RgPeriod } from './periods';

/**
 * Responsible-gambling limits as the rules see them (issue 18). A limit row is live (status
 * active or confirmed) or a pending change of a live one (`replacesId`): an increase
 * (unconfirmed) or a removal (unconfirmed_disabled), the spec's auto-disable records.
 */
export type RgLimitType =
  | 'deposit'
  | 'loss'
  | 'wager'
  | 'bet'
  | 'session'
  | 'activity'
  | 'reality_check'
  | 'coolingoff'
  | 'selfexclusion';

export interface RgLimit {
  id: number;
  type: RgLimitType;
  status: string;
  amount: bigint | null;
  periodName: RgPeriod | null;
  replacesId: number | null;
  effectiveAt: Date;
  confirmUntil: Date | null;
  endsAt: Date | null;
  createdAt: Date;
}

/** RG-003: an increase or a removal waits 24 hours… */
export const INCREASE_DELAY_MS = 86_400_000;
/** …and then lapses unless confirmed within 7 days. */
export const CONFIRM_WINDOW_MS = 7 * 86_400_000;

export const LIVE_STATUSES = ['active', 'confirmed'] as const;

/** RG-002: a limit holds when live and its effective time has come. */
export const isInForce = (limit: RgLimit, now: Date): boolean =>
  (LIVE_STATUSES as readonly string[]).includes(limit.status) &&
  limit.replacesId === null &&
  limit.effectiveAt.getTime() <= now.getTime();

/** The live limit of a type (and period) a new request changes, if any. */
export function liveLimitOf(
  limits: RgLimit[],
  type: RgLimitType,
  periodName: RgPeriod | null,
): RgLimit | undefined {
  return limits.find(
    (l) =>
      l.type === type &&
      l.periodName === periodName &&
      l.replacesId === null &&
      (LIVE_STATUSES as readonly string[]).includes(l.status),
  );
}

/** The pending change (increase or removal) of a live limit, if any and not lapsed. */
export function pendingChangeOf(limits: RgLimit[], live: RgLimit, now: Date): RgLimit | undefined {
  return limits.find(
    (l) =>
      l.replacesId === live.id &&
      (l.status === 'unconfirmed' || l.status === 'unconfirmed_disabled') &&
      !isLapsed(l, now),
  );
}

/** RG-006: a pending change not confirmed by `confirmUntil` lapses; the current limit stays. */
export const isLapsed = (pending: RgLimit, now: Date): boolean =>
  pending.confirmUntil !== null && now.getTime() >= pending.confirmUntil.getTime();

/** RG-005: the player may confirm once the 24 hours have passed, until `confirmUntil`. */
export const isConfirmable = (pending: RgLimit, now: Date): boolean =>
  pending.effectiveAt.getTime() <= now.getTime() && !isLapsed(pending, now);

export type LimitChange =
  /** RG-003a: no limit of that type and period yet: it holds at once. */
  | { kind: 'new'; effectiveAt: Date }
  /** RG-003b: a lower (stricter) amount holds at once and replaces the current one. */
  | { kind: 'decrease'; current: RgLimit; effectiveAt: Date }
  /** RG-003c: a higher amount waits 24 h, then needs a confirmation. */
  | { kind: 'increase'; current: RgLimit; effectiveAt: Date; confirmUntil: Date }
  | { kind: 'unchanged'; current: RgLimit };

/** RG-003: how a request to set `amount` on a type and period changes the player's limits. */
export function classifyLimitChange(
  limits: RgLimit[],
  type: RgLimitType,
  periodName: RgPeriod | null,
  amount: bigint,
  now: Date,
): LimitChange {
  const current = liveLimitOf(limits, type, periodName);
  if (!current || current.amount === null) return { kind: 'new', effectiveAt: now };
  if (amount < current.amount) return { kind: 'decrease', current, effectiveAt: now };
  if (amount === current.amount) return { kind: 'unchanged', current };
  return { kind: 'increase', current, ...delayedTimes(now) };
}

/** RG-004: a removal waits like an increase (it is the largest increase). */
export function delayedTimes(now: Date): { effectiveAt: Date; confirmUntil: Date } {
  const effectiveAt = new Date(now.getTime() + INCREASE_DELAY_MS);
  return { effectiveAt, confirmUntil: new Date(effectiveAt.getTime() + CONFIRM_WINDOW_MS) };
}

/** RG-007: the strictest in-force limit of a type wins where one value is needed (bet, session). */
export function strictestAmount(
  limits: RgLimit[],
  type: RgLimitType,
  now: Date,
): RgLimit | undefined {
  let best: RgLimit | undefined;
  for (const limit of limits)
    if (limit.type === type && limit.amount !== null && isInForce(limit, now))
      if (!best || limit.amount < best.amount!) best = limit;
  return best;
}
