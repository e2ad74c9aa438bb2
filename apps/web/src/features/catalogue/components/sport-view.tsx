import type { Locale, Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { slugPath, sportPath, withQuery } from '../api/catalogue-paths';
import { getCategories, getCounters, getMatches } from '../api/catalogue.server';
import { first, listingQuery, type RawParams } from '../api/listing-params';
import { parsePage } from '../api/schedule-window';
import { LinkTabs } from './link-tabs';
import { MatchList } from './match-list';
import { Pager } from './pager';

const PAGE_SIZE = 60;

/**
 * A sport's (or all esports') upcoming matches grouped by league, with its categories as chips.
 * Honours the listing parameters sortBy, time, isBettable and page.
 */
export async function SportView({
  locale,
  sport,
  cyberSports,
  query,
}: {
  locale: Locale;
  /** One sport, or undefined with `cyberSports` for the esports page. */
  sport?: Sport;
  cyberSports?: Sport[];
  query: RawParams;
}) {
  const t = await getTranslations('catalogue');
  const listing = listingQuery(query, new Date());
  const page = parsePage(first(query.page));
  const base = sport ? sportPath(sport.key) : sportPath('cybersport');
  const [matches, categories, counters] = await Promise.all([
    getMatches(locale, {
      ...listing,
      sport_key: sport?.key ?? listing.sport_key,
      sport_type: sport ? undefined : 'cyber',
      type: 'match',
      match_status: '0,1',
      sort_by:
        listing.sort_by ??
        'tournament_sport_priority:desc,tournament_priority:desc,tournament_id,start_time',
      page,
      limit: PAGE_SIZE,
    }),
    sport ? getCategories(locale, sport.key) : Promise.resolve([]),
    sport
      ? getCounters(locale, JSON.stringify({ sport_id: sport.id, match_status: [0, 1] }))
      : getCounters(locale, JSON.stringify({ sport_type: 'cyber', match_status: [0, 1] })),
  ]);
  const categoryGames = new Map(counters.categories.map((entry) => [entry.id, entry.gamesCount]));
  const sportGames = new Map(counters.sports.map((entry) => [entry.id, entry.gamesCount]));
  const chips = sport
    ? categories
        .filter((category) => (categoryGames.get(category.id) ?? 0) > 0)
        .map((category) => ({
          key: category.slug,
          label: category.name,
          href: slugPath(sport.key, category.slug),
          count: categoryGames.get(category.id),
        }))
    : (cyberSports ?? []).map((cyber) => ({
        key: cyber.key,
        label: cyber.name,
        href: sportPath(cyber.key),
        count: sportGames.get(cyber.id) ?? 0,
      }));
  return (
    <>
      {chips.length > 0 ? (
        <LinkTabs
          variant="chips"
          label={sport ? t('categories') : t('cybersport')}
          current=""
          testIdPrefix="category-chip"
          tabs={chips}
        />
      ) : null}
      {matches.items.length > 0 ? (
        <>
          <MatchList matches={matches.items} showSport={!sport} testId="sport-matches" />
          <Pager
            page={matches.page}
            lastPage={matches.lastPage}
            hrefFor={(n) =>
              withQuery(base, {
                sortBy: first(query.sortBy),
                time: first(query.time),
                isBettable: first(query.isBettable),
                page: n > 1 ? String(n) : undefined,
              })
            }
          />
        </>
      ) : (
        <EmptyState
          icon={<CalendarIcon size={26} />}
          title={t('noMatchesTitle')}
          description={sport ? t('noMatchesLeague', { league: sport.name }) : undefined}
        />
      )}
    </>
  );
}
