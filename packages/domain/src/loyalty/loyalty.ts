import type { CounterIncrement } from '../ledger/plan';
import { currencyOf } from '../money/currencies';

/**
 * Loyalty (issue 20, decision 045): comp points earned by settled bets, and status groups
 * (tiers) by the points a player keeps.
 *
 * - LOY-001: a settled bet's verdict earns, for each condition whose `status` is the bet's
 *   result (or `any`) and whose [min, max] holds the stake in whole units of its currency,
 *   `pointsPerUnit` × those whole units. A cancelled bet (refund) earns nothing. A rollback takes
 *   the verdict's points back and a new verdict earns its own (`compPointsChange`).
 * - LOY-002: every condition's points count in `points`; a `writeable` condition's also in
 *   `persistentPoints`, which decide the tier (they fall only when a rollback takes a verdict's
 *   points back).
 * - LOY-003: the tier is the highest status group whose `minPoints` the persistent points reach;
 *   progress is the share of the way from it to the next.
 */

export interface CompPointCondition {
  /** Bets whose stake, in whole units, is at least `min` and at most `max` (null: no cap). */
  min: number;
  max: number | null;
  /** Its points are persistent (they count for the tier). */
  writeable: boolean;
  /** The bet result it rewards (win_entire, lose_entire, refund_half_win_other…), or any. */
  status: string;
  pointsPerUnit: number;
}

export interface StatusGroup {
  id: string;
  name: string;
  minPoints: number;
}

export interface LoyaltyConfig {
  conditions: CompPointCondition[];
  statusGroups: StatusGroup[];
}

/** The product's configuration: a point per unit staked, a bonus point for lost stakes of 10+. */
export const DEFAULT_LOYALTY: LoyaltyConfig = {
  conditions: [
    { min: 1, max: null, writeable: true, status: 'any', pointsPerUnit: 1 },
    { min: 10, max: 1000, writeable: false, status: 'lose_entire', pointsPerUnit: 1 },
  ],
  statusGroups: [
    { id: 'bronze', name: 'Bronze', minPoints: 0 },
    { id: 'silver', name: 'Silver', minPoints: 1_000 },
    { id: 'gold', name: 'Gold', minPoints: 5_000 },
    { id: 'platinum', name: 'Platinum', minPoints: 20_000 },
  ],
};

export interface EarnedPoints {
  points: bigint;
  persistent: bigint;
}

/** LOY-001, LOY-002: what one settled bet earns. */
export function compPointsOf(
  bet: { stake: bigint; currency: string; result: string; status: string },
  conditions: CompPointCondition[],
): EarnedPoints {
  if (bet.status !== 'done') return { points: 0n, persistent: 0n };
  const units = bet.stake / currencyOf(bet.currency).subunits;
  let points = 0n;
  let persistent = 0n;
  for (const c of conditions) {
    if (c.status !== 'any' && c.status !== bet.result) continue;
    if (units < BigInt(c.min) || (c.max !== null && units > BigInt(c.max))) continue;
    const earned = units * BigInt(c.pointsPerUnit);
    points += earned;
    if (c.writeable) persistent += earned;
  }
  return { points, persistent };
}

/**
 * LOY-001 across re-settlements: what a change of a bet's state adds to the player's points, so
 * that the points always equal the conditions' sum over the bets' current states (a rollback
 * takes a verdict's points back, a new verdict earns its own).
 */
export function compPointsChange(
  bet: { stake: bigint; currency: string },
  before: { result: string; status: string },
  after: { result: string; status: string },
  conditions: CompPointCondition[],
): EarnedPoints {
  const was = compPointsOf({ ...bet, ...before }, conditions);
  const now = compPointsOf({ ...bet, ...after }, conditions);
  return { points: now.points - was.points, persistent: now.persistent - was.persistent };
}

export const COMP_POINTS_METRIC = 'comp_points';
export const PERSISTENT_POINTS_METRIC = 'comp_points_persistent';
export const LIFETIME_PERIOD = 'lifetime';
const LIFETIME_START = new Date(0);

/**
 * The executor's counter increments that keep a player's points (with the settlement). `earned`
 * may be negative: a rollback that reopens a settled bet takes its points back.
 */
export function compPointCounters(playerId: number, earned: EarnedPoints): CounterIncrement[] {
  const key = (metric: string) => ({
    playerId,
    metric,
    period: LIFETIME_PERIOD,
    periodStart: LIFETIME_START,
  });
  return [
    ...(earned.points !== 0n ? [{ counter: key(COMP_POINTS_METRIC), add: earned.points }] : []),
    ...(earned.persistent !== 0n
      ? [{ counter: key(PERSISTENT_POINTS_METRIC), add: earned.persistent }]
      : []),
  ];
}

export interface TierProgress {
  current: StatusGroup;
  next: StatusGroup | null;
  /** Points still to earn for the next tier (0 at the top). */
  pointsToNext: number;
  /** 0…100, whole percent of the way from the current tier to the next (100 at the top). */
  percent: number;
}

/** LOY-003. */
export function tierOf(persistentPoints: number, groups: StatusGroup[]): TierProgress {
  const sorted = [...groups].sort((a, b) => a.minPoints - b.minPoints);
  let index = 0;
  sorted.forEach((g, i) => {
    if (persistentPoints >= g.minPoints) index = i;
  });
  const current = sorted[index]!;
  const next = sorted[index + 1] ?? null;
  if (!next) return { current, next, pointsToNext: 0, percent: 100 };
  const span = next.minPoints - current.minPoints;
  const done = Math.max(0, persistentPoints - current.minPoints);
  return {
    current,
    next,
    pointsToNext: next.minPoints - Math.max(persistentPoints, current.minPoints),
    percent: Math.min(99, Math.floor((done * 100) / span)),
  };
}
