'use client';

import { useQuery } from '@tanstack/react-query';
import type { MatchWire, StreamWire, TimelineEventWire } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { getMatchWire, getVideo } from '../api/match-centre-client';
import type { MatchCentreProps } from './match-centre-props';
import { matchCentreKeys } from './match-centre-keys';
import { ballTarget, eventKindOf, formationOf, startKindOf } from './visualisation-model';
import type { EventKind, Point } from './visualisation-model';
import styles from './match-visualisation.module.css';

/** Play drifts this often between events. */
const DRIFT_MS = 1_400;
/** A goal or a card stays on screen this long. */
const HIGHLIGHT_MS = 4_000;
const HIGHLIGHTED = new Set<EventKind>(['goal', 'yellowCard', 'redCard']);
const RARE_GOALS = new Set(['football', 'ice-hockey']);

/** A baseball field seen from behind the plate: the outfield's fan, the infield and its bases. */
function Diamond() {
  const bases: Array<[number, number]> = [
    [64, 42],
    [50, 28],
    [36, 42],
  ];
  return (
    <g className={styles.lines} fill="none">
      <path d="M50 56 L6 14 Q50 -10 94 14 Z" />
      <path d="M50 56 L64 42 L50 28 L36 42 Z" />
      <circle cx="50" cy="43" r="2" />
      {bases.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x - 1} y={y - 1} width="2" height="2" className={styles.base} />
      ))}
      <path d="M48.8 56 h2.4 v-1.2 l-1.2 -1 l-1.2 1 Z" className={styles.base} />
    </g>
  );
}

/** A cricket ground: the boundary, the inner circle and the pitch in the middle. */
function Oval() {
  return (
    <g className={styles.lines} fill="none">
      <ellipse cx="50" cy="30" rx="47" ry="27" />
      <ellipse cx="50" cy="30" rx="28" ry="17" strokeDasharray="1.5 1.5" />
      <rect x="42" y="28" width="16" height="4" className={styles.strip} />
    </g>
  );
}

function Surface({ surface }: { surface: StreamWire['surface'] }) {
  if (surface === 'diamond') return <Diamond />;
  if (surface === 'oval') return <Oval />;
  return (
    <g className={styles.lines} fill="none">
      <rect x="2" y="2" width="96" height="56" rx="1.5" />
      {surface === 'table' ? (
        <line x1="50" y1="2" x2="50" y2="58" className={styles.net} />
      ) : (
        <>
          <line x1="50" y1="2" x2="50" y2="58" />
          <circle cx="50" cy="30" r={surface === 'court' ? 6 : 8} />
          <rect
            x="2"
            y={surface === 'court' ? 18 : 14}
            width="14"
            height={surface === 'court' ? 24 : 32}
          />
          <rect
            x="84"
            y={surface === 'court' ? 18 : 14}
            width="14"
            height={surface === 'court' ? 24 : 32}
          />
          {surface === 'pitch' ? (
            <>
              <rect x="0.5" y="25" width="1.5" height="10" />
              <rect x="98" y="25" width="1.5" height="10" />
            </>
          ) : null}
        </>
      )}
    </g>
  );
}

/**
 * The 2D live view that backs `has_video` for simulated matches (issue 21, decision 047): drawn
 * in SVG from the match's live events as they arrive on its channel. Attacks carry the ball
 * towards the goal the side attacks (home to the right), a goal puts it in the net with a
 * banner, a card shows at the side that took it; between events play drifts around the ball.
 */
export function MatchVisualisation(props: MatchCentreProps & { pushed: MatchWire | null }) {
  const t = useTranslations('matchCentre');
  const video = useQuery({
    queryKey: matchCentreKeys.video(props.matchId),
    queryFn: () => getVideo(props.matchId),
    staleTime: Infinity,
    retry: false,
  });
  const fetched = useQuery({
    queryKey: matchCentreKeys.match(props.matchId),
    queryFn: () => getMatchWire(props.matchId),
    enabled: video.isSuccess,
  });
  const match = props.pushed ?? fetched.data;
  const timeline = match?.timeline ?? [];
  const last: TimelineEventWire | undefined = [...timeline]
    .reverse()
    .find((event) => event.side !== null);
  const [ball, setBall] = useState<Point>({ x: 50, y: 30 });
  const [highlight, setHighlight] = useState<TimelineEventWire | null>(null);
  const seen = useRef<number | null>(null);

  useEffect(() => {
    if (!last || seen.current === last.id) return;
    const first = seen.current === null;
    seen.current = last.id;
    setBall(ballTarget(last, Math.random));
    const kind = eventKindOf(last);
    // Goals are rare in football and ice hockey, every other minute in handball: only rare ones
    // take the screen.
    const rare = kind !== 'goal' || RARE_GOALS.has(props.sportKey);
    if (!first && HIGHLIGHTED.has(kind) && rare) setHighlight(last);
  }, [last, props.sportKey]);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  useEffect(() => {
    const side = last?.side ?? null;
    const timer = setInterval(() => {
      setBall((current) => {
        const toward = side === 'home' ? 1 : side === 'away' ? -1 : 0;
        const x = current.x + (Math.random() - 0.5 + toward * 0.15) * 14;
        const y = current.y + (Math.random() - 0.5) * 14;
        return { x: Math.min(92, Math.max(8, x)), y: Math.min(52, Math.max(8, y)) };
      });
    }, DRIFT_MS);
    return () => clearInterval(timer);
  }, [last?.side]);

  if (!video.data) return null;
  const score = match?.total_score;
  const highlightKind = highlight ? eventKindOf(highlight) : null;
  const caption = last
    ? t(`event.${eventKindOf(last)}`)
    : t(`start.${startKindOf(props.sportKey)}`);
  const team = (side: 'home' | 'away' | null) =>
    side === 'home' ? props.homeName : side === 'away' ? props.awayName : '';
  return (
    <section
      className={styles.view}
      data-testid="match-visualisation"
      data-surface={video.data.surface}
      aria-label={t('video')}
    >
      <header className={styles.bar}>
        <span className={styles.live}>{t('video')}</span>
        <span className={styles.score} data-testid="visualisation-score">
          {props.homeName} {score ? `${score.home} – ${score.away}` : ''} {props.awayName}
        </span>
        <span className={styles.clock}>{match?.clock?.match_time ?? ''}</span>
      </header>
      <svg viewBox="0 0 100 60" className={styles.field} role="img" aria-label={t('video')}>
        <rect width="100" height="60" rx="2" className={styles.surface} />
        <Surface surface={video.data.surface} />
        {(['home', 'away'] as const).map((side) =>
          formationOf(side, ball).map((player, index) => (
            <circle
              key={`${side}-${index}`}
              className={styles.player}
              data-side={side}
              r="1.6"
              style={{ transform: `translate(${player.x}px, ${player.y}px)` }}
            />
          )),
        )}
        <circle
          className={styles.ball}
          data-testid="visualisation-ball"
          r="1.3"
          style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}
        />
      </svg>
      {highlight && highlightKind ? (
        <p className={styles.highlight} data-kind={highlightKind} role="status">
          {highlightKind !== 'goal' ? (
            <span className={styles.card} data-type={highlightKind} aria-hidden="true" />
          ) : null}
          {t(`event.${highlightKind}`)} · {team(highlight.side)}
        </p>
      ) : null}
      <p className={styles.caption} data-testid="visualisation-caption">
        <span className={styles.minute}>{last?.match_time ?? ''}</span>
        <span>{caption}</span>
        <span className={styles.team}>{team(last?.side ?? null)}</span>
      </p>
    </section>
  );
}
