import type { MatchWire, TimelineEventWire } from '@sportsbook/contract';
import type { LiveState } from '@sportsbook/feed';

type LiveWire = Pick<
  MatchWire,
  'clock' | 'total_score' | 'game_score' | 'current_server' | 'period_scores' | 'max_period_number'
>;

const NONE: LiveWire = {
  clock: null,
  total_score: null,
  game_score: null,
  current_server: null,
  period_scores: [],
  max_period_number: null,
};

/** The live fields of a match (betting-core §3) from `events.live`, which the feed owns. */
export function liveToWire(stored: unknown): LiveWire {
  const live = stored as LiveState | null;
  if (!live) return NONE;
  const clock = live.clock;
  return {
    clock: clock
      ? {
          match_time: clock.matchTime,
          stoppage_time: clock.stoppageTime,
          stoppage_time_announced: clock.stoppageTimeAnnounced,
          remaining_time: clock.remainingTime,
          remaining_time_in_period: clock.remainingTimeInPeriod,
          stopped: clock.stopped,
          clock_updated_at: clock.clockUpdatedAt,
        }
      : null,
    total_score: live.totalScore,
    game_score: live.gameScore,
    current_server: live.currentServer,
    period_scores: live.periodScores.map((period) => ({
      home: period.home,
      away: period.away,
      period_key: period.periodKey,
      period_name: period.periodName,
      number: period.number,
      type: period.type,
      ...(period.wickets === undefined ? {} : { wickets: period.wickets }),
      ...(period.balls === undefined ? {} : { balls: period.balls }),
    })),
    max_period_number: live.maxPeriodNumber,
  };
}

export function timelineToWire(stored: unknown): TimelineEventWire[] {
  const live = stored as LiveState | null;
  return (live?.timeline ?? []).map((event) => ({
    id: event.id,
    type: event.type,
    side: event.side,
    at: event.at,
    match_time: event.matchTime,
    period_number: event.periodNumber,
    score: event.score,
    ...(event.points === undefined ? {} : { points: event.points }),
    ...(event.minutes === undefined ? {} : { minutes: event.minutes }),
  }));
}

/**
 * Provider stats availability (betting-core §3: for one provider only, betradar): whether the
 * match's live statistics exist yet (issue 21, decision 047). null for every other provider.
 */
export function providerStatsAvailable(provider: string, stored: unknown): boolean | null {
  if (provider !== 'betradar') return null;
  return Boolean((stored as LiveState | null)?.statistics);
}
