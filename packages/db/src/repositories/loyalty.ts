import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../create-db';
import { playerLimitCounters } from '../schema';

/**
 * A player's comp points (issue 20, decision 045): lifetime counters the settlement plans add
 * to (`comp_points`, `comp_points_persistent`, period `lifetime`).
 */
export async function playerCompPoints(
  db: Database,
  playerId: number,
): Promise<{ points: bigint; persistent: bigint }> {
  const rows = await db
    .select({ metric: playerLimitCounters.metric, used: playerLimitCounters.used })
    .from(playerLimitCounters)
    .where(
      and(
        eq(playerLimitCounters.playerId, playerId),
        eq(playerLimitCounters.period, 'lifetime'),
        inArray(playerLimitCounters.metric, ['comp_points', 'comp_points_persistent']),
      ),
    );
  const of = (metric: string) => rows.find((r) => r.metric === metric)?.used ?? 0n;
  return { points: of('comp_points'), persistent: of('comp_points_persistent') };
}
