import type { Locale } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { LiveIcon } from '@/components/icons/live-icon';
import { withQuery } from '../api/catalogue-paths';
import { getCounters, getMatches } from '../api/catalogue.server';
import { getSports } from '../api/get-sports.server';
import { first, listingQuery, type RawParams } from '../api/listing-params';
import { parsePage } from '../api/schedule-window';
import { LinkTabs } from './link-tabs';
import { MatchList } from './match-list';
import { Pager } from './pager';

/** Sports with live matches now, each with its count, as filter chips (`?sport=`). */
async function LiveSportChips({
  locale,
  current,
  label,
}: {
  locale: Locale;
  current: string | undefined;
  label: string;
}) {
  const [t, counters, sports] = await Promise.all([
    getTranslations('catalogue'),
    getCounters(locale, JSON.stringify({ match_status: [1] })),
    getSports(locale),
  ]);
  if (sports.status !== 'ok') return null;
  const live = new Map(counters.sports.map((entry) => [entry.id, entry.gamesCount]));
  const total = [...live.values()].reduce((sum, count) => sum + count, 0);
  const tabs = sports.sports
    .filter((sport) => (live.get(sport.id) ?? 0) > 0)
    .map((sport) => ({
      key: sport.key,
      label: sport.name,
      href: withQuery('/sport/live', { sport: sport.key }),
      count: live.get(sport.id),
    }));
  return (
    <LinkTabs
      variant="chips"
      label={label}
      current={current ?? 'all'}
      testIdPrefix="live-sport"
      tabs={[{ key: 'all', label: t('allSports'), href: '/sport/live', count: total }, ...tabs]}
    />
  );
}

/** Live matches (status 1), with a friendly empty state. Results have their own ResultsView. */
export async function StatusListView({
  locale,
  kind,
  query,
}: {
  locale: Locale;
  kind: 'live';
  query: RawParams;
}) {
  const t = await getTranslations('catalogue');
  const listing = listingQuery(query, new Date());
  const page = parsePage(first(query.page));
  const matches = await getMatches(locale, {
    type: 'match',
    match_status: '1',
    sport_key: listing.sport_key,
    sport_type: listing.sport_type,
    sort_by: listing.sort_by ?? 'tournament_sport_priority:desc,start_time',
    page,
    limit: 50,
  });
  if (matches.items.length === 0) {
    return (
      <EmptyState
        icon={<LiveIcon size={26} />}
        title={t('liveEmpty')}
        description={t('liveEmptyHint')}
        data-testid="live-empty"
      />
    );
  }
  const path = '/sport/live';
  return (
    <>
      <LiveSportChips locale={locale} current={listing.sport_key} label={t('liveBySport')} />
      <MatchList matches={matches.items} showSport testId={`${kind}-matches`} />
      <Pager
        page={matches.page}
        lastPage={matches.lastPage}
        hrefFor={(n) =>
          withQuery(path, { sport: listing.sport_key, page: n > 1 ? String(n) : undefined })
        }
      />
    </>
  );
}
