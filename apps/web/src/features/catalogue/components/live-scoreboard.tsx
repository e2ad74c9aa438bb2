'use client';

import { useState } from 'react';
import { RealtimeEventName, channels, toCamelCase } from '@sportsbook/contract/browser';
import type { Match, MatchWire } from '@sportsbook/contract';
import { mergeMatch } from '@/lib/live-merge';
import {
  useIgnoresMatchEvents,
  useRealtimeChannel,
  useRealtimeResync,
} from '@/lib/realtime/realtime-provider';
import { livePhase } from '../api/match-clock';
import { cricketScore, cricketSideText, gameScoreText } from '../api/score-display';
import { timelineText } from '../api/timeline-text';
import { useNow } from '../hooks/use-now';
import styles from './live-scoreboard.module.css';

export interface ScoreboardLabels {
  live: string;
  finished: string;
  stopped: string;
  timeline: string;
  /** Cricket's "ov" after the overs bowled. */
  overs: string;
  /** Timeline event names by feed type, and the two sides' names. */
  events: Record<string, string>;
  home: string;
  away: string;
}

/**
 * The live part of a match page: score, ticking clock, period scores and the latest events, kept
 * current from the match's realtime channel (a match update replaces the match and keeps equal
 * score objects, betting-core §4) and fetched again after a reconnect.
 */
export function LiveScoreboard({
  initialMatch,
  locale,
  labels,
}: {
  initialMatch: Match;
  locale: string;
  labels: ScoreboardLabels;
}) {
  const [match, setMatch] = useState(initialMatch);
  const ignores = useIgnoresMatchEvents();
  useRealtimeChannel(channels.match(initialMatch.id), (publication) => {
    if (publication.event_name !== RealtimeEventName.matchChanged) return;
    const next = toCamelCase(publication.message as MatchWire);
    if (ignores(next.sport.type)) return;
    setMatch((current) => mergeMatch(current, next));
  });
  useRealtimeResync(() => {
    // The API client is loaded with the first resync: it is not needed to draw the page.
    void import('@/lib/api-fetch')
      .then(({ apiRequest }) =>
        apiRequest('match', {
          params: { id: initialMatch.id },
          headers: { 'accept-language': locale, 'cache-control': 'no-cache' },
        }),
      )
      .then((body) => setMatch((current) => mergeMatch(current, toCamelCase(body))))
      .catch(() => undefined);
  });

  const running = match.isLive && match.clock !== null && !match.clock.stopped;
  const now = useNow(
    running,
    Date.parse(initialMatch.clock?.clockUpdatedAt ?? initialMatch.startTime),
  );
  const phase = livePhase(match, now);
  const game = gameScoreText(match);
  const cricket = cricketScore(match);
  const state = match.isFinished
    ? labels.finished
    : match.status === 2
      ? labels.stopped
      : match.isLive
        ? labels.live
        : null;
  const timeline = (match.timeline ?? []).slice(-5).reverse();

  return (
    <div className={styles.board} data-testid="live-scoreboard" data-status={match.status}>
      {cricket ? (
        <span className={styles.cricket} data-testid="match-score">
          <bdi dir="ltr" data-testid="cricket-home">
            {cricketSideText(cricket.home, labels.overs)}
          </bdi>
          <bdi dir="ltr" data-testid="cricket-away">
            {cricketSideText(cricket.away, labels.overs)}
          </bdi>
        </span>
      ) : match.totalScore ? (
        <span className={styles.score} data-testid="match-score">
          <bdi dir="ltr">
            {match.totalScore.home} : {match.totalScore.away}
          </bdi>
        </span>
      ) : null}
      {state ? (
        <span className={match.isLive ? styles.live : styles.state} data-testid="match-state">
          {state}
          {phase && 'clock' in phase ? (
            <bdi dir="ltr" className={styles.clock} data-testid="match-clock">
              {phase.clock.time}
              {phase.clock.stoppage ? <small>{phase.clock.stoppage}</small> : null}
            </bdi>
          ) : phase ? (
            <span className={styles.clock} data-testid="match-period">
              {phase.period}
            </span>
          ) : null}
        </span>
      ) : null}
      {game && !cricket ? (
        <span className={styles.game} data-testid="game-score">
          <bdi dir="ltr">
            {game.home} – {game.away}
          </bdi>
        </span>
      ) : null}
      {match.periodScores.length > 0 && !cricket ? (
        <ol className={styles.periods} aria-label={labels.timeline}>
          {match.periodScores.map((period) => (
            <li key={`${period.periodKey}-${period.number}`} title={period.periodName}>
              <span className={styles.periodName}>{period.periodName}</span>
              <bdi dir="ltr">
                {period.home}:{period.away}
              </bdi>
            </li>
          ))}
        </ol>
      ) : null}
      {timeline.length > 0 ? (
        <ul className={styles.timeline} data-testid="match-timeline">
          {timeline.map((event) => {
            const text = timelineText(event, labels);
            return (
              <li key={event.id}>
                <span className={styles.minute}>{event.matchTime ?? ''}</span>
                <span>
                  {text.label}
                  {text.team ? <strong className={styles.team}> · {text.team}</strong> : null}
                </span>
                <bdi dir="ltr" className={styles.eventScore}>
                  {event.score.home}:{event.score.away}
                </bdi>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
