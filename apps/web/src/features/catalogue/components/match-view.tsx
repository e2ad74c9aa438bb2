import type { Locale, Match } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getMarkets, getMatch } from '../api/catalogue.server';
import { MarketBoard } from './market-board';
import { LiveTracker } from './live-match-parts';
import { MatchHeader, timelineEvents } from './match-header';

/**
 * The match page: header, the live picture, and every market in group tabs. The live picture is
 * the tracker of a live match, or what the page makes of it (`livePicture`: the match centre's
 * 2D view, which falls back to the tracker), always above the markets.
 */
export async function MatchView({
  locale,
  match: listed,
  group,
  path,
  livePicture,
}: {
  locale: Locale;
  match: Match;
  group: string;
  path: string;
  livePicture?: (tracker: ReactNode) => ReactNode;
}) {
  // The slug lookup answers in list form; a match in play also needs its timeline.
  const [markets, t, full] = await Promise.all([
    getMarkets(locale, listed.id),
    getTranslations('catalogue'),
    listed.isLive || listed.totalScore ? getMatch(locale, listed.id) : undefined,
  ]);
  const match = full ?? listed;
  const tracker =
    match.isLive && match.home && match.away ? (
      <LiveTracker
        initialMatch={match}
        labels={{
          title: t('tracker'),
          momentum: t('momentum'),
          home: match.home.name,
          away: match.away.name,
          events: timelineEvents(t),
        }}
      />
    ) : null;
  return (
    <>
      <MatchHeader match={match} />
      {livePicture ? livePicture(tracker) : tracker}
      <MarketBoard match={match} markets={markets} group={group} path={path} />
    </>
  );
}
