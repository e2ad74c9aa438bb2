import type { CompPointsWire, StatusGroupsWire } from '@sportsbook/contract';
import { tierOf } from '@sportsbook/domain';
import type { LoyaltyConfig } from '@sportsbook/domain';

/** GET /player/comp_points (issue 20): the points and the conditions that earn them. */
export function compPointsWire(
  points: { points: bigint; persistent: bigint },
  config: LoyaltyConfig,
): CompPointsWire {
  return {
    points: Number(points.points),
    persistent_points: Number(points.persistent),
    conditions: config.conditions.map((c) => ({
      min: c.min,
      max: c.max,
      writeable: c.writeable,
      status: c.status,
    })),
  };
}

/** GET /player/status_groups (LOY-003): the groups, the current one, the way to the next. */
export function statusGroupsWire(
  points: { points: bigint; persistent: bigint },
  config: LoyaltyConfig,
): StatusGroupsWire {
  const persistent = Number(points.persistent);
  const tier = tierOf(persistent, config.statusGroups);
  return {
    points: persistent,
    data: config.statusGroups.map((g) => ({
      id: g.id,
      name: g.name,
      min_points: g.minPoints,
      current: g.id === tier.current.id,
    })),
    progress: {
      next_id: tier.next?.id ?? null,
      points_to_next: tier.pointsToNext,
      percent: tier.percent,
    },
  };
}
