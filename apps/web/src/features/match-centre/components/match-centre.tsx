'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventName, channels } from '@sportsbook/contract/browser';
import type { MatchWire } from '@sportsbook/contract/browser';
import { useState, type ReactNode } from 'react';
import { getVideo } from '../api/match-centre-client';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import type { MatchCentreProps } from './match-centre-props';
import { matchCentreKeys } from './match-centre-keys';
import { PredictionPoll } from './prediction-poll';
import { StatisticsPanel } from './statistics-panel';
import { MatchVisualisation } from './match-visualisation';
import styles from './match-centre.module.css';

/**
 * The match centre below the market board (issue 21): the match's statistics, form and the "who
 * wins" poll. Its subscription to the match's channel refetches the statistics as play goes on.
 * The live 2D view is `MatchVideo`, which the page puts above the markets (decision 047).
 */
export function MatchCentre(props: MatchCentreProps) {
  return (
    <QueryProvider>
      <IntlScope>
        <MatchCentreParts {...props} />
      </IntlScope>
    </QueryProvider>
  );
}

/** The match's latest realtime state (null until the first push) and whether it is live. */
function useMatchPushes(props: MatchCentreProps, onChange?: () => void) {
  const [pushed, setPushed] = useState<MatchWire | null>(null);
  useRealtimeChannel(channels.match(props.matchId), (publication) => {
    if (publication.event_name !== RealtimeEventName.matchChanged) return;
    setPushed(publication.message as MatchWire);
    onChange?.();
  });
  return { pushed, live: pushed ? pushed.is_live : props.isLive };
}

function MatchCentreParts(props: MatchCentreProps) {
  const client = useQueryClient();
  const { live } = useMatchPushes(props, () => {
    void client.invalidateQueries({ queryKey: matchCentreKeys.statistics(props.matchId) });
  });
  return (
    <section className={styles.centre} data-testid="match-centre">
      <div className={styles.columns}>
        <StatisticsPanel {...props} isLive={live} />
        <PredictionPoll {...props} />
      </div>
    </section>
  );
}

/**
 * The live 2D view of a match with video, drawn from the events on the match's channel. It sits
 * above the market board, where players look for a match's picture (a tracker or stream heads the
 * match page at every big book), not under dozens of markets. It takes the place of the simpler
 * tracker (`fallback`), which shows whenever there is no view: a match without video, video off
 * on the site (GET /video answers 404), or a match no longer live.
 */
export function MatchVideo(props: MatchCentreProps & { fallback?: ReactNode }) {
  return (
    <QueryProvider>
      <IntlScope>
        <MatchVideoPart {...props} />
      </IntlScope>
    </QueryProvider>
  );
}

function MatchVideoPart({
  fallback = null,
  ...props
}: MatchCentreProps & { fallback?: ReactNode }) {
  const { pushed, live } = useMatchPushes(props);
  const video = useQuery({
    queryKey: matchCentreKeys.video(props.matchId),
    queryFn: () => getVideo(props.matchId),
    staleTime: Infinity,
    retry: false,
    enabled: props.hasVideo && live,
  });
  if (!props.hasVideo || !live || video.isError) return fallback;
  // A moment while the stream is asked for: neither, so the two never swap in view.
  if (!video.isSuccess) return null;
  return (
    <section className={styles.video} data-testid="match-video">
      <MatchVisualisation {...props} pushed={pushed} />
    </section>
  );
}
