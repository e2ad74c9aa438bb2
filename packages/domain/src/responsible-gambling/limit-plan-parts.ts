import type { CounterIncrement, PlanCheck } from '../ledger/plan';
import type { RgLimit } from './limits';
import { isInForce } from './limits';
import { periodWindow } from './periods';
import type { RgPeriod } from './periods';

/** The metrics counted per period window; a metric is the limit type that bounds it. */
export type CountedMetric = 'deposit' | 'wager' | 'loss' | 'activity';

export interface LimitPlanParts {
  checks: PlanCheck[];
  counters: CounterIncrement[];
}

/**
 * RG-010: what a money movement adds to a plan for the player's periodic limits of `metric`:
 * per in-force limit, a `counter-within` check (use in its window + `add` ≤ the amount), and
 * one increment per period the player has a limit of (so a later lower limit of the same
 * period sees the use). Every limit holds at once, so the strictest decides (RG-007). Use is
 * counted from the first limit of the metric on (decision 041).
 */
export function limitPlanParts(options: {
  playerId: number;
  limits: RgLimit[];
  metric: CountedMetric;
  add: bigint;
  now: Date;
}): LimitPlanParts {
  const { playerId, metric, add, now } = options;
  const checks: PlanCheck[] = [];
  const periods = new Set<RgPeriod>();
  for (const limit of options.limits) {
    if (limit.type !== metric || limit.amount === null || !limit.periodName) continue;
    if (!isInForce(limit, now)) continue;
    periods.add(limit.periodName);
    checks.push({
      type: 'counter-within',
      counter: counterKeyOf(playerId, metric, limit.periodName, now),
      add,
      max: limit.amount,
      limitId: limit.id,
    });
  }
  const counters = [...periods].map((period) => ({
    counter: counterKeyOf(playerId, metric, period, now),
    add,
  }));
  return { checks, counters };
}

export const counterKeyOf = (playerId: number, metric: string, period: RgPeriod, now: Date) => ({
  playerId,
  metric,
  period,
  periodStart: periodWindow(period, now).start,
});

/**
 * RG-012: money returned to the player (a settlement's payout, a cashout) lowers the period's
 * use of a loss limit, so the limit bounds the net loss (stakes − returns in the window), not the
 * stakes alone. Increments only, never a check: a return is never refused for a limit. A
 * settlement reversal returns a negative amount and raises the use again.
 */
export function lossReturnCounters(options: {
  playerId: number;
  limits: RgLimit[];
  returned: bigint;
  now: Date;
}): CounterIncrement[] {
  const { playerId, returned, now } = options;
  if (returned === 0n) return [];
  const periods = new Set<RgPeriod>();
  for (const limit of options.limits)
    if (limit.type === 'loss' && limit.periodName && isInForce(limit, now))
      periods.add(limit.periodName);
  return [...periods].map((period) => ({
    counter: counterKeyOf(playerId, 'loss', period, now),
    add: -returned,
  }));
}

/** Joins several movements' parts (a placement's wager and loss). */
export const mergeParts = (...parts: LimitPlanParts[]): LimitPlanParts => ({
  checks: parts.flatMap((p) => p.checks),
  counters: parts.flatMap((p) => p.counters),
});

/**
 * RG-011: a single bet's stake above the strictest in-force `bet` limit is refused before any
 * plan (no counter: one bet's stake does not depend on other bets).
 */
export function betStakeLimitRefusal(
  limits: RgLimit[],
  stake: bigint,
  now: Date,
): RgLimit | undefined {
  for (const limit of limits)
    if (limit.type === 'bet' && limit.amount !== null && isInForce(limit, now))
      if (stake > limit.amount) return limit;
  return undefined;
}
