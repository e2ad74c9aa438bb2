'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RealtimeEventName, channels, toCamelCase } from '@sportsbook/contract/browser';
import type { Market, MatchMarketsChangedMessage } from '@sportsbook/contract';
import {
  hasUnknownLines,
  mergeMarketOdds,
  mergeMarkets,
  mergeUnknownLines,
} from '@/lib/live-merge';
import { useRealtimeChannel, useRealtimeResync } from '@/lib/realtime/realtime-provider';
import { buildMarketBlocks, isOutcomeLocked } from '../api/markets-layout';
import { selectionInputOf, type SelectionMatchInfo } from '../api/selection-input';
import styles from './market-board.module.css';
import { OddsButton } from './odds-button';

/** A specifier's values for a line header: 'total=2.5' → '2.5', 'hcp=0:1' → '0:1'. */
function lineLabel(specifier: string): string {
  return specifier
    .split('|')
    .map((part) => part.slice(part.indexOf('=') + 1))
    .join(' · ');
}

/**
 * The market blocks of a match page, kept current from the match's realtime channel: changed
 * lines merge in by outcome (betting-core §4), prices flash as they move, suspended lines lock.
 * After a reconnect the markets are fetched again, so nothing missed while offline stays stale.
 */
export function LiveMarketBlocks({
  match,
  initialMarkets,
  group,
  locale,
  suspendedLabel,
}: {
  match: SelectionMatchInfo;
  initialMarkets: Market[];
  group: string;
  locale: string;
  suspendedLabel: string;
}) {
  const { matchId } = match;
  const [markets, setMarkets] = useState(initialMarkets);

  // `merge` decides what the fetched list may replace: everything after a reconnect (prices were
  // missed), only lines the page lacks when fetching names for new ones (see mergeUnknownLines).
  const refetch = useCallback(
    (merge: (current: Market[], fetched: Market[]) => Market[]) => {
      // The API client is loaded with the first refetch: it is not needed to draw the page.
      void import('@/lib/api-fetch')
        .then(({ apiRequest }) =>
          apiRequest('matchMarkets', {
            params: { id: matchId },
            query: { limit: 500 },
            headers: { 'accept-language': locale, 'cache-control': 'no-cache' },
          }),
        )
        .then((body) => {
          setMarkets((current) => merge(current, toCamelCase(body.data)));
        })
        .catch(() => undefined);
    },
    [matchId, locale],
  );
  // New lines arrive without names: fetch them, at most once a second however many arrive.
  const pendingFetch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pendingFetch.current), []);
  const shown = useRef(markets);
  useEffect(() => {
    shown.current = markets;
  }, [markets]);

  useRealtimeChannel(channels.match(matchId), (publication) => {
    if (publication.event_name !== RealtimeEventName.marketsChanged) return;
    const message = publication.message as MatchMarketsChangedMessage;
    setMarkets((current) => mergeMarketOdds(current, message.markets));
    if (hasUnknownLines(shown.current, message.markets) && pendingFetch.current === undefined)
      pendingFetch.current = setTimeout(() => {
        pendingFetch.current = undefined;
        refetch(mergeUnknownLines);
      }, 1000);
  });

  useRealtimeResync(() => refetch(mergeMarkets));

  const blocks = useMemo(() => buildMarketBlocks(markets, group, locale), [markets, group, locale]);

  return (
    <div className={styles.blocks} data-testid={`market-group-${group}`}>
      {blocks.map((block) => {
        const suspended = block.lines.every((line) => line.marketStatus !== 1);
        return (
          <section
            key={block.key}
            className={styles.block}
            data-testid={`market-block-${block.marketId}`}
          >
            <h2 className={styles.name}>
              {block.name}
              {suspended ? <span className={styles.badge}>{suspendedLabel}</span> : null}
            </h2>
            <div className={styles.lines}>
              {block.lines.map((line) => (
                <div
                  key={line.specifier || 'single'}
                  className={[styles.line, styles[block.layout]].join(' ')}
                >
                  {line.outcomes.map((outcome) => (
                    <OddsButton
                      key={outcome.outcomeId}
                      selection={selectionInputOf(match, line, outcome)}
                      label={outcome.name}
                      ariaLabel={`${block.name}${line.specifier ? ` ${lineLabel(line.specifier)}` : ''}: ${outcome.name}`}
                      locked={isOutcomeLocked(line.marketStatus, outcome)}
                    />
                  ))}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
