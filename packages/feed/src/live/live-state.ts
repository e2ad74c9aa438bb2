import type { MatchState } from '../pricing/match-model';
import type { MatchStatistics } from './statistics';

/**
 * The in-play state of a match as the live engine publishes it (betting-core §3: clock, total
 * score, game score, current server, period scores) plus a short timeline for the match page and
 * its tracker. camelCase here; the server maps it to the wire and stores it in `events.live`.
 */
export type Side = 'home' | 'away';

export interface Score {
  home: number;
  away: number;
}

export interface LivePeriodScore extends Score {
  /** e.g. `1st_half`, `set_2`, `map_1`, `inning_7`, `overtime`. */
  periodKey: string;
  periodName: string;
  number: number;
  /** `regular_period`, `overtime`, `penalties`, `set`, `map`, `inning`, `innings`. */
  type: string;
  /** Cricket innings only: wickets lost and legal balls bowled (overs = balls / 6). */
  wickets?: number;
  balls?: number;
}

export interface LiveClock {
  /** `mm:ss` strings, as odds feeds send them; null where the sport has no such clock. */
  matchTime: string | null;
  stoppageTime: string | null;
  stoppageTimeAnnounced: string | null;
  remainingTime: string | null;
  remainingTimeInPeriod: string | null;
  stopped: boolean;
  /** ISO time the values above were true at; a client ticks the clock on from here. */
  clockUpdatedAt: string;
}

export type TimelineEventType =
  | 'match_started'
  | 'period_start'
  | 'period_end'
  | 'goal'
  | 'score_change'
  | 'yellow_card'
  | 'red_card'
  | 'dangerous_attack'
  | 'stoppage_time_announced'
  | 'match_stopped'
  | 'match_resumed'
  | 'game_won'
  | 'wicket'
  | 'match_ended';

export interface TimelineEvent {
  /** Increasing within a match. */
  id: number;
  type: TimelineEventType;
  side: Side | null;
  /** ISO time of the event. */
  at: string;
  matchTime: string | null;
  periodNumber: number | null;
  /** Total score after the event. */
  score: Score;
  /** Points added by a score change (2 or 3 in basketball, a run count in cricket). */
  points?: number;
  /** Minutes, for stoppage time announced. */
  minutes?: number;
}

/** What `events.live` holds and what match_status messages carry. */
export interface LiveState {
  clock: LiveClock | null;
  totalScore: Score;
  gameScore: Score | null;
  currentServer: Side | null;
  periodScores: LivePeriodScore[];
  /** The period in play, or the last one during a break. */
  maxPeriodNumber: number | null;
  /** Latest events, oldest first, capped at TIMELINE_LIMIT. */
  timeline: TimelineEvent[];
  /** Match centre statistics (issue 21); absent in states stored before they existed. */
  statistics?: MatchStatistics;
}

export const TIMELINE_LIMIT = 40;

/** Where the match clock stood at a moment of the script; the clock runs on from there. */
export interface ClockAnchor {
  /** Match clock, seconds since kick-off of the whole match (2nd half starts at 2700). */
  seconds: number;
  running: boolean;
  periodStart: number;
  periodLength: number;
  /** Regulation length in seconds (pricing's elapsed share and remaining time). */
  regulation: number;
  /** Seconds of regulation played before the current period (pricing's elapsed share). */
  regulationBefore: number;
  /** Minutes of stoppage announced for this period, if any. */
  stoppageAnnounced: number | null;
  /** False in overtime: regulation is over. */
  regular: boolean;
}

/**
 * One step of a match's script: the state right after it. Scripts are drawn in full when a match
 * starts, so the state at any time is a pure function of (seed, match, time) — steps of any size
 * and a fast-forward at boot reach the same match.
 */
export interface ScriptMoment {
  /** Milliseconds after kick-off. */
  at: number;
  status: 1 | 2 | 4;
  periods: LivePeriodScore[];
  total: Score;
  game: Score | null;
  server: Side | null;
  periodNumber: number | null;
  clock: ClockAnchor | null;
  /** Pricing state without `elapsed` when the clock gives it (timed sports). */
  pricing: MatchState;
  event: Omit<TimelineEvent, 'id' | 'at' | 'matchTime' | 'score' | 'periodNumber'> | null;
  /** Suspend every market for this long (goals, dangerous moments); 0 for none. */
  betStopMs: number;
  reprice: boolean;
  /** The number of a period that just ended, whose markets are decided. */
  closesPeriod?: number;
}

export interface MatchScript {
  moments: ScriptMoment[];
  /** Milliseconds after kick-off when the match ends. */
  durationMs: number;
}
