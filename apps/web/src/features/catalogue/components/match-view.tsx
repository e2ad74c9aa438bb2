import type { Locale, Match } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { getMarkets, getMatch } from '../api/catalogue.server';
import { MarketBoard } from './market-board';
import { LiveTracker } from './live-match-parts';
import { MatchHeader, timelineEvents } from './match-header';

/** The match page: header and every market in group tabs. */
export async function MatchView({
  locale,
  match: listed,
  group,
  path,
}: {
  locale: Locale;
  match: Match;
  group: string;
  path: string;
}) {
  // The slug lookup answers in list form; a match in play also needs its timeline.
  const [markets, t, full] = await Promise.all([
    getMarkets(locale, listed.id),
    getTranslations('catalogue'),
    listed.isLive || listed.totalScore ? getMatch(locale, listed.id) : undefined,
  ]);
  const match = full ?? listed;
  return (
    <>
      <MatchHeader match={match} />
      {match.isLive && match.home && match.away ? (
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
      ) : null}
      <MarketBoard match={match} markets={markets} group={group} path={path} />
    </>
  );
}
