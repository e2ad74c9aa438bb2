'use client';

import { useState } from 'react';
import { RealtimeEventName, channels, toCamelCase } from '@sportsbook/contract/browser';
import type { Market, MarketsChangedMessage, Match, MatchWire } from '@sportsbook/contract';
import { marketKey, mergeMarkets, mergeMatch } from '@/lib/live-merge';
import { useIgnoresMatchEvents, useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import { livePhase } from '../api/match-clock';
import { isOutcomeLocked } from '../api/markets-layout';
import { selectionInputOf, type SelectionMatchInfo } from '../api/selection-input';
import { rowScoreText } from '../api/score-display';
import { useNow } from '../hooks/use-now';
import { OddsButton } from './odds-button';

/**
 * The main market's prices of a live row, kept current from the public channel of the page's
 * language (it carries each live match's main market). A new main line replaces the old one.
 */
export function LiveMainMarket({
  match,
  initialMarket,
  locale,
}: {
  match: SelectionMatchInfo;
  initialMarket: Market;
  locale: string;
}) {
  const { matchId } = match;
  const [market, setMarket] = useState(initialMarket);
  // A server refresh (after a provider went down or came back) renders the current line: it wins.
  const [rendered, setRendered] = useState(initialMarket);
  if (rendered !== initialMarket) {
    setRendered(initialMarket);
    setMarket(initialMarket);
  }
  useRealtimeChannel(channels.publicLocale(locale), (publication) => {
    if (publication.event_name !== RealtimeEventName.marketsChanged) return;
    const message = publication.message as MarketsChangedMessage;
    if (message.match_id !== matchId) return;
    const changed = toCamelCase(message.markets).filter(
      (line) => line.marketId === market.marketId,
    );
    if (changed.length === 0) return;
    setMarket((current) => {
      const same = changed.find((line) => marketKey(line) === marketKey(current));
      return same ? (mergeMarkets([current], [same])[0] ?? current) : changed[0]!;
    });
  });
  return market.outcomes.map((outcome) => (
    <OddsButton
      key={outcome.outcomeId}
      selection={selectionInputOf(match, market, outcome)}
      ariaLabel={outcome.name}
      locked={isOutcomeLocked(market.marketStatus, outcome)}
    />
  ));
}

/** One side's live score in a row, kept current from the public channel's match updates. */
export function LiveRowScore({
  initialMatch,
  side,
  locale,
  className,
}: {
  initialMatch: Match;
  side: 'home' | 'away';
  locale: string;
  className?: string;
}) {
  const [match, setMatch] = useState(initialMatch);
  const ignores = useIgnoresMatchEvents();
  useRealtimeChannel(channels.publicLocale(locale), (publication) => {
    if (publication.event_name !== RealtimeEventName.matchChanged) return;
    const next = toCamelCase(publication.message as MatchWire);
    if (next.id !== initialMatch.id || ignores(next.sport.type)) return;
    setMatch((current) => mergeMatch(current, next));
  });
  return (
    <span className={className} data-testid={`row-score-${side}`}>
      {rowScoreText(match, side)}
    </span>
  );
}

/**
 * "Live" with the clock or the period in play under it, as the match page shows it, kept
 * current from the public channel's match updates and ticking between them.
 */
export function LiveRowStatus({
  initialMatch,
  locale,
  liveLabel,
  className,
  phaseClassName,
}: {
  initialMatch: Match;
  locale: string;
  liveLabel: string;
  className?: string;
  phaseClassName?: string;
}) {
  const [match, setMatch] = useState(initialMatch);
  const ignores = useIgnoresMatchEvents();
  useRealtimeChannel(channels.publicLocale(locale), (publication) => {
    if (publication.event_name !== RealtimeEventName.matchChanged) return;
    const next = toCamelCase(publication.message as MatchWire);
    if (next.id !== initialMatch.id || ignores(next.sport.type)) return;
    setMatch((current) => mergeMatch(current, next));
  });
  const running = match.clock !== null && !match.clock.stopped;
  const now = useNow(
    running,
    Date.parse(initialMatch.clock?.clockUpdatedAt ?? initialMatch.startTime),
  );
  const phase = livePhase(match, now);
  return (
    <>
      <span className={className}>{liveLabel}</span>
      {phase ? (
        <bdi dir="ltr" className={phaseClassName} data-testid="row-live-phase">
          {'clock' in phase ? phase.clock.time : phase.period}
        </bdi>
      ) : null}
    </>
  );
}
