'use client';

import { useEffect, useState } from 'react';
import { RealtimeEventName, channels, toCamelCase } from '@sportsbook/contract/browser';
import type { Match, MatchWire } from '@sportsbook/contract';
import { mergeMatch } from '@/lib/live-merge';
import {
  useIgnoresMatchEvents,
  useRealtimeChannel,
  useRealtimeResync,
} from '@/lib/realtime/realtime-provider';
import { displayClock } from '../api/match-clock';
import styles from './live-scoreboard.module.css';

/**
 * The current time, re-read every second while `active`. The first render uses `initial` (the
 * clock's own update time) on the server and in the browser alike, so hydration matches; the
 * browser's time takes over right after.
 */
function useNow(active: boolean, initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    if (!active) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}

export interface ScoreboardLabels {
  live: string;
  finished: string;
  stopped: string;
  timeline: string;
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
    void fetch(`/sportsbook/api/v2/matches/${initialMatch.id}`, {
      headers: { 'accept-language': locale, 'cache-control': 'no-cache' },
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: MatchWire | undefined) => {
        if (body) setMatch((current) => mergeMatch(current, toCamelCase(body)));
      })
      .catch(() => undefined);
  });

  const running = match.isLive && match.clock !== null && !match.clock.stopped;
  const now = useNow(
    running,
    Date.parse(initialMatch.clock?.clockUpdatedAt ?? initialMatch.startTime),
  );
  const clock = match.clock ? displayClock(match.clock, now) : null;
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
      {match.totalScore ? (
        <span className={styles.score} data-testid="match-score">
          <bdi dir="ltr">
            {match.totalScore.home} : {match.totalScore.away}
          </bdi>
        </span>
      ) : null}
      {state ? (
        <span className={match.isLive ? styles.live : styles.state} data-testid="match-state">
          {state}
          {clock && match.isLive ? (
            <bdi dir="ltr" className={styles.clock} data-testid="match-clock">
              {clock.time}
              {clock.stoppage ? <small>{clock.stoppage}</small> : null}
            </bdi>
          ) : null}
        </span>
      ) : null}
      {match.gameScore ? (
        <span className={styles.game}>
          <bdi dir="ltr">
            {match.gameScore.home} – {match.gameScore.away}
          </bdi>
        </span>
      ) : null}
      {match.periodScores.length > 0 ? (
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
          {timeline.map((event) => (
            <li key={event.id}>
              <span className={styles.minute}>{event.matchTime ?? ''}</span>
              <span>{event.type.replace(/_/g, ' ')}</span>
              <bdi dir="ltr" className={styles.eventScore}>
                {event.score.home}:{event.score.away}
              </bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
