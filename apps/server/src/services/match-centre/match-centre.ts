import type {
  FormWire,
  HeadToHeadWire,
  LiveStatisticsWire,
  PredictionWire,
  StreamWire,
  VoteChoice,
} from '@sportsbook/contract';
import { headToHead } from '@sportsbook/feed';
import type { LiveState } from '@sportsbook/feed';
import type { MatchVoteRow } from '@sportsbook/db';

/** The fields of a catalogue event row the match centre reads. */
export interface MatchCentreEvent {
  id: number;
  status: number;
  startTime: Date;
  hasVideo: boolean;
  live: unknown;
  sport: { key: string };
  homeCompetitorId: number | null;
  awayCompetitorId: number | null;
}

/** In play: live (1) or stopped (2). */
export const isLive = (event: Pick<MatchCentreEvent, 'status'>) =>
  event.status === 1 || event.status === 2;

/** Ended (4), closed (3) or anything past play: the poll is closed. */
export const isOver = (event: Pick<MatchCentreEvent, 'status'>) =>
  event.status !== 0 && !isLive(event);

/** Sports whose result may be a draw; elsewhere the poll offers home and away only. */
const DRAW_SPORTS = new Set(['football', 'ice-hockey', 'handball']);

export const choicesOf = (event: MatchCentreEvent): VoteChoice[] =>
  DRAW_SPORTS.has(event.sport.key) ? ['home', 'draw', 'away'] : ['home', 'away'];

export function liveStatisticsOf(event: MatchCentreEvent): LiveStatisticsWire {
  const stats = (event.live as LiveState | null)?.statistics;
  return {
    type: 'statistics',
    match_id: event.id,
    kind: stats?.kind ?? null,
    live: isLive(event),
    rows: stats?.rows.map((row) => ({ key: row.key, home: row.home, away: row.away })) ?? [],
    periods:
      stats?.periods.map((period) => ({
        period_key: period.periodKey,
        period_name: period.periodName,
        number: period.number,
        home: period.home,
        away: period.away,
      })) ?? [],
  };
}

function historyOf(event: MatchCentreEvent, seed: number) {
  if (event.homeCompetitorId === null || event.awayCompetitorId === null) return null;
  return headToHead({
    seed,
    sportKey: event.sport.key,
    homeCompetitorId: event.homeCompetitorId,
    awayCompetitorId: event.awayCompetitorId,
    startTime: event.startTime.getTime(),
  });
}

export function headToHeadOf(event: MatchCentreEvent, seed: number): HeadToHeadWire | null {
  const history = historyOf(event, seed);
  if (!history) return null;
  return {
    type: 'head_to_head',
    match_id: event.id,
    home_competitor_id: event.homeCompetitorId as number,
    away_competitor_id: event.awayCompetitorId as number,
    meetings: history.meetings.map((meeting) => ({
      date: meeting.date,
      home_competitor_id: meeting.homeCompetitorId,
      away_competitor_id: meeting.awayCompetitorId,
      home_score: meeting.homeScore,
      away_score: meeting.awayScore,
    })),
    summary: history.summary,
  };
}

export function formOf(event: MatchCentreEvent, seed: number): FormWire | null {
  const history = historyOf(event, seed);
  if (!history) return null;
  const entries = (list: typeof history.form.home) =>
    list.map((entry) => ({
      date: entry.date,
      result: entry.result,
      score_for: entry.scoreFor,
      score_against: entry.scoreAgainst,
      at_home: entry.atHome,
    }));
  return {
    type: 'form',
    match_id: event.id,
    home: entries(history.form.home),
    away: entries(history.form.away),
  };
}

const SURFACES: Record<string, StreamWire['surface']> = {
  football: 'pitch',
  'american-football': 'pitch',
  cricket: 'oval',
  baseball: 'diamond',
  basketball: 'court',
  handball: 'court',
  volleyball: 'court',
  tennis: 'court',
  'ice-hockey': 'court',
  'table-tennis': 'table',
};

/** What a sport's 2D view is drawn on; a sport without its own drawing gets a plain arena. */
export const surfaceOf = (sportKey: string): StreamWire['surface'] => SURFACES[sportKey] ?? 'arena';

/**
 * The one stream a simulated match has: the 2D visualisation the page draws from the match's
 * live events (its timeline, score and clock, on the match call and its realtime channel).
 */
export function streamOf(event: MatchCentreEvent): StreamWire {
  return {
    id: `visualisation-${event.id}`,
    match_id: event.id,
    type: 'visualisation',
    name: 'Match tracker 2D',
    surface: surfaceOf(event.sport.key),
    live: isLive(event),
    channel: `match:${event.id}`,
  };
}

/** Whole percentages that sum to 100 (largest remainders), or all 0 with no votes. */
export function percentagesOf(votes: Record<VoteChoice, number>): Record<VoteChoice, number> {
  const total = votes.home + votes.draw + votes.away;
  const out = { home: 0, draw: 0, away: 0 };
  if (total === 0) return out;
  const keys = ['home', 'draw', 'away'] as const;
  const exact = keys.map((key) => ({ key, value: (votes[key] * 100) / total }));
  let left = 100;
  for (const { key, value } of exact) {
    out[key] = Math.floor(value);
    left -= out[key];
  }
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  );
  for (const { key } of byRemainder) {
    if (left <= 0) break;
    if (votes[key] === 0) continue;
    out[key]++;
    left--;
  }
  return out;
}

export function predictionOf(
  event: MatchCentreEvent,
  counts: Map<string, number>,
  vote: MatchVoteRow | null,
): PredictionWire {
  const votes = {
    home: counts.get('home') ?? 0,
    draw: counts.get('draw') ?? 0,
    away: counts.get('away') ?? 0,
  };
  return {
    id: event.id,
    match_id: event.id,
    choices: choicesOf(event),
    open: !isOver(event),
    votes,
    total: votes.home + votes.draw + votes.away,
    percentages: percentagesOf(votes),
    vote: vote
      ? {
          data: { choice: vote.choice as VoteChoice },
          created_at: vote.createdAt.toISOString(),
        }
      : null,
  };
}
