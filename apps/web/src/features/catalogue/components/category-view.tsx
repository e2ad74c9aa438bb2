import type { Category, Locale, Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { slugPath, sportPath } from '../api/catalogue-paths';
import { getCounters, getMatches, getTournaments } from '../api/catalogue.server';
import { CatalogueCrumbs } from './catalogue-crumbs';
import { LinkTabs } from './link-tabs';
import { MatchList } from './match-list';
import { PageTitle } from './page-title';

/** A category (a country, mostly): its leagues with games counts, then their matches. */
export async function CategoryView({
  locale,
  sport,
  category,
}: {
  locale: Locale;
  sport: Sport;
  category: Category;
}) {
  const t = await getTranslations('catalogue');
  const [tournaments, counters, matches] = await Promise.all([
    getTournaments(locale, sport.key, { categoryId: category.id }),
    getCounters(locale, JSON.stringify({ category_id: category.id, match_status: [0, 1] })),
    getMatches(locale, {
      category_id: category.id,
      type: 'match',
      match_status: '0,1',
      sort_by: 'tournament_priority:desc,tournament_id,start_time',
      limit: 200,
    }),
  ]);
  const games = new Map(counters.tournaments.map((entry) => [entry.id, entry.gamesCount]));
  const leagues = [...tournaments].sort((a, b) => b.priority - a.priority);
  return (
    <>
      <CatalogueCrumbs
        items={[{ label: sport.name, href: sportPath(sport.key) }, { label: category.name }]}
      />
      <PageTitle
        badge={category.countryCode ?? category.name.slice(0, 2).toUpperCase()}
        title={category.name}
        subtitle={sport.name}
        testId="category-title"
      />
      <LinkTabs
        variant="chips"
        label={t('leagues')}
        current=""
        testIdPrefix="league-chip"
        tabs={leagues.map((league) => ({
          key: league.slug,
          label: league.name,
          href: slugPath(sport.key, league.slug),
          count: games.get(league.id) ?? 0,
        }))}
      />
      {matches.items.length > 0 ? (
        <MatchList matches={matches.items} testId="category-matches" />
      ) : (
        <EmptyState
          icon={<CalendarIcon size={26} />}
          title={t('noMatchesTitle')}
          description={t('noMatchesLeague', { league: category.name })}
        />
      )}
    </>
  );
}
