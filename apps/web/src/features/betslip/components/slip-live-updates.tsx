'use client';

import { RealtimeEventName, channels } from '@sportsbook/contract/browser';
import type {
  MarketsChangedMessage,
  MatchMarketsChangedMessage,
  MatchStatusChangedMessage,
  ProviderStatusChangedMessage,
} from '@sportsbook/contract';
import { slipSelections, type SlipState } from '@sportsbook/domain';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { dispatchSlip } from '../state/betslip-store';
import type { RealtimePublication } from '@/lib/realtime/realtime-client';
import { useRealtimeChannel } from '@/lib/realtime/realtime-provider';

/**
 * Feeds realtime changes into the slip so the reducer's acceptance rules apply (betting-core §4
 * "Market updates give odds changed …"): the full lines of each slipped match's channel, the
 * main markets and status changes of the public channel, and provider outages.
 */
function applyMarkets(message: MatchMarketsChangedMessage): void {
  for (const market of message.markets) {
    dispatchSlip({
      type: 'marketUpdate',
      update: {
        matchId: message.match_id,
        marketId: market.market_id,
        specifier: market.specifier,
        marketStatus: market.market_status,
        outcomes: market.outcomes.map((outcome) => ({
          outcomeId: outcome.outcome_id,
          odds: outcome.odds,
          active: outcome.active,
        })),
      },
    });
  }
}

function MatchChannel({ matchId }: { matchId: number }) {
  useRealtimeChannel(channels.match(matchId), (publication: RealtimePublication) => {
    if (publication.event_name !== RealtimeEventName.marketsChanged) return;
    applyMarkets(publication.message as MatchMarketsChangedMessage);
  });
  return null;
}

export function SlipLiveUpdates({ slip }: { slip: SlipState }) {
  const locale = useLocale();
  const key = slipSelections(slip)
    .map((selection) => selection.match.matchId)
    .join(',');
  const matchIds = useMemo(() => [...new Set(key ? key.split(',').map(Number) : [])], [key]);
  const inSlip = useMemo(() => new Set(matchIds), [matchIds]);

  useRealtimeChannel(
    matchIds.length > 0 ? channels.publicLocale(locale) : null,
    (publication: RealtimePublication) => {
      switch (publication.event_name) {
        case RealtimeEventName.marketsChanged: {
          const message = publication.message as MarketsChangedMessage;
          if (inSlip.has(message.match_id)) applyMarkets(message);
          return;
        }
        case RealtimeEventName.matchStatusChanged: {
          const message = publication.message as MatchStatusChangedMessage;
          if (inSlip.has(message.id)) {
            dispatchSlip({
              type: 'matchStatusChange',
              matchId: message.id,
              matchStatus: message.status,
            });
          }
          return;
        }
        case RealtimeEventName.providerStatusChanged: {
          const message = publication.message as ProviderStatusChangedMessage;
          dispatchSlip({
            type: 'providerStatusChange',
            provider: message.provider,
            active: message.is_active,
          });
          return;
        }
      }
    },
  );

  return matchIds.map((matchId) => <MatchChannel key={matchId} matchId={matchId} />);
}
