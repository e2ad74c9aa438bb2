'use client';

import { RealtimeEventName, channels, type MatchWire } from '@sportsbook/contract/browser';
import { useState } from 'react';
import { useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import type { HistoryMatch } from '../api/bet-history';

/**
 * A bet's match as it is now: the list's snapshot, then the match channel's `match changed`
 * while it is live (score, clock, status), so open bets show live scores without a refetch.
 */
export function useLiveMatch(snapshot: HistoryMatch): HistoryMatch {
  const [latest, setLatest] = useState<HistoryMatch>(snapshot);
  const [seen, setSeen] = useState(snapshot);
  if (seen !== snapshot) {
    // A refetched list brings a newer snapshot: it wins over what the channel said before.
    setSeen(snapshot);
    setLatest(snapshot);
  }
  useRealtimeChannel(snapshot.isLive ? channels.match(snapshot.id) : null, (publication) => {
    if (publication.event_name !== RealtimeEventName.matchChanged) return;
    const match = publication.message as MatchWire;
    setLatest((current) => ({
      ...current,
      status: match.status,
      isLive: match.is_live,
      isFinished: match.is_finished,
      totalScore: match.total_score,
      gameScore: match.game_score,
      currentServer: match.current_server,
      clock: match.clock
        ? {
            matchTime: match.clock.match_time,
            stoppageTime: match.clock.stoppage_time,
            stoppageTimeAnnounced: match.clock.stoppage_time_announced,
            remainingTime: match.clock.remaining_time,
            remainingTimeInPeriod: match.clock.remaining_time_in_period,
            stopped: match.clock.stopped,
            clockUpdatedAt: match.clock.clock_updated_at,
          }
        : null,
    }));
  });
  return latest;
}
