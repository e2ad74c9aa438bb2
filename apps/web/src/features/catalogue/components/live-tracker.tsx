'use client';

import { useState } from 'react';
import { RealtimeEventName, channels, toCamelCase } from '@sportsbook/contract/browser';
import type { Match, MatchWire } from '@sportsbook/contract';
import { useIgnoresMatchEvents, useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import { timelineText } from '../api/timeline-text';
import { markerOf, momentumOf, pitchKindOf } from '../api/tracker-model';
import type { PitchKind } from '../api/tracker-model';
import styles from './live-tracker.module.css';

function Field({ kind }: { kind: PitchKind }) {
  return (
    <g className={styles.lines} fill="none">
      <rect x="1" y="1" width="98" height="58" rx="2" />
      {kind === 'net' ? (
        <line x1="50" y1="1" x2="50" y2="59" className={styles.net} />
      ) : (
        <>
          <line x1="50" y1="1" x2="50" y2="59" />
          <circle cx="50" cy="30" r={kind === 'court' ? 6 : 9} />
          <rect
            x="1"
            y={kind === 'court' ? 18 : 14}
            width="16"
            height={kind === 'court' ? 24 : 32}
          />
          <rect
            x="83"
            y={kind === 'court' ? 18 : 14}
            width="16"
            height={kind === 'court' ? 24 : 32}
          />
        </>
      )}
    </g>
  );
}

/**
 * A match tracker drawn in SVG from the feed's events: the field of the sport, where the last
 * event happened (home attacks to the right) and a momentum bar over the last events.
 */
export function LiveTracker({
  initialMatch,
  labels,
}: {
  initialMatch: Match;
  labels: {
    title: string;
    momentum: string;
    home: string;
    away: string;
    events: Record<string, string>;
  };
}) {
  const [match, setMatch] = useState(initialMatch);
  const ignores = useIgnoresMatchEvents();
  useRealtimeChannel(channels.match(initialMatch.id), (publication) => {
    if (publication.event_name !== RealtimeEventName.matchChanged) return;
    const next = toCamelCase(publication.message as MatchWire);
    if (!ignores(next.sport.type)) setMatch(next);
  });
  const kind = pitchKindOf(match.sport.key);
  if (!kind || !match.isLive) return null;
  const events = match.timeline ?? [];
  const last = [...events].reverse().find((event) => event.side !== null);
  const marker = markerOf(last);
  const momentum = momentumOf(events);
  const lastTeam = last?.side === 'home' ? labels.home : last?.side === 'away' ? labels.away : '';
  return (
    <section className={styles.tracker} aria-label={labels.title} data-testid="live-tracker">
      <svg viewBox="0 0 100 60" className={styles.field} role="img" aria-label={labels.title}>
        <rect width="100" height="60" rx="3" className={styles.grass} />
        <Field kind={kind} />
        {marker ? (
          <g className={styles.marker} data-side={last?.side}>
            <circle cx={marker.x} cy={marker.y} r="5" className={styles.pulse} />
            <circle cx={marker.x} cy={marker.y} r="2.2" />
          </g>
        ) : null}
      </svg>
      {last ? (
        <p className={styles.caption} data-testid="tracker-last-event">
          <span className={styles.minute}>{last.matchTime ?? ''}</span>
          <span>{timelineText(last, labels).label}</span>
          <span className={styles.team}>{lastTeam}</span>
        </p>
      ) : null}
      <div className={styles.momentum} aria-label={labels.momentum}>
        <span className={styles.home} style={{ flexGrow: 1 + momentum }} />
        <span className={styles.away} style={{ flexGrow: 1 - momentum }} />
      </div>
    </section>
  );
}
