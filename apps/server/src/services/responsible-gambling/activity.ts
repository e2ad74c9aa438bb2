import { RgErrorCode } from '@sportsbook/contract';
import type { ActivityHistoryWire, ActivityTrackResponse } from '@sportsbook/contract';
import { addActivitySeconds, listSportsbookSessionsSince, sumPlayerBetting } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { ACTIVITY_TRACK_MAX_SECONDS, isInForce, periodWindow } from '@sportsbook/domain';
import type { RgLimit } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import { loadLimits, outOfLimitWire } from './limits-of';

/**
 * POST /player/activity_limit_track (§4, §8; RG-032): counts the time since the player's last
 * track (at most 90 s, so a tab left asleep is not charged for the night) against each time-on-
 * site limit; 401 activity_limit_reached when one is used up.
 */
export async function trackActivity(options: {
  db: Database;
  playerId: number;
  now: Date;
  /** The previous track of this player in this process; the first counts one interval. */
  lastTrackAt: Date | undefined;
}): Promise<ActivityTrackResponse> {
  const { now } = options;
  const { limits } = await loadLimits(options.db, options.playerId);
  const active = limits.filter(
    (l): l is RgLimit & { periodName: NonNullable<RgLimit['periodName']> } =>
      l.type === 'activity' && l.periodName !== null && isInForce(l, now),
  );
  if (active.length === 0) return { used_seconds: null, limit_seconds: null, resets_at: null };
  const since = options.lastTrackAt
    ? Math.round((now.getTime() - options.lastTrackAt.getTime()) / 1000)
    : 60;
  const seconds = Math.max(0, Math.min(ACTIVITY_TRACK_MAX_SECONDS, since));
  let tightest: { limit: RgLimit; used: bigint; left: bigint } | undefined;
  const periods = new Set(active.map((l) => l.periodName));
  const usedBy = new Map<string, bigint>();
  for (const period of periods)
    usedBy.set(
      period,
      await addActivitySeconds(
        options.db,
        { playerId: options.playerId, period, periodStart: periodWindow(period, now).start },
        seconds,
      ),
    );
  for (const limit of active) {
    const used = usedBy.get(limit.periodName)!;
    const left = limit.amount! - used;
    if (!tightest || left < tightest.left) tightest = { limit, used, left };
  }
  const wire = outOfLimitWire(tightest!.limit, tightest!.used, null, now);
  if (tightest!.left <= 0n)
    throw new HttpError(
      401,
      RgErrorCode.activityLimitReached,
      `Your time-on-site limit of ${tightest!.limit.amount} s is reached; it resets at ${wire.resets_at}`,
      undefined,
      undefined,
      { limit: wire },
    );
  return {
    used_seconds: Number(tightest!.used),
    limit_seconds: Number(tightest!.limit.amount),
    resets_at: wire.resets_at,
  };
}

/** GET /player/activity_history: sessions of the last `days` with duration and net result. */
export async function activityHistory(options: {
  db: Database;
  playerId: number;
  now: Date;
  days: number;
  currency: string;
}): Promise<ActivityHistoryWire> {
  const since = new Date(options.now.getTime() - options.days * 86_400_000);
  const rows = await listSportsbookSessionsSince(options.db, options.playerId, since);
  const sums = await sumPlayerBetting(
    options.db,
    options.playerId,
    rows.map((row) => ({ from: row.startedAt, to: row.endedAt ?? options.now })),
  );
  return {
    data: rows.map((row, i) => {
      const end = row.endedAt ?? options.now;
      const { stakes, wins } = sums[i]!;
      return {
        id: row.id,
        started_at: row.startedAt.toISOString(),
        ended_at: row.endedAt?.toISOString() ?? null,
        duration_seconds: Math.max(0, Math.floor((end.getTime() - row.startedAt.getTime()) / 1000)),
        currency: options.currency as ActivityHistoryWire['data'][number]['currency'],
        stakes_sum: stakes.toString(),
        wins_sum: wins.toString(),
        net_result: (wins - stakes).toString(),
      };
    }),
  };
}
