import type { Locale, Sport, Tournament } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { slugPath, sportPath, withQuery } from '../api/catalogue-paths';
import { getMatches } from '../api/catalogue.server';
import { CatalogueCrumbs } from './catalogue-crumbs';
import { LinkTabs } from './link-tabs';
import { MatchList } from './match-list';
import { OutrightList } from './outright-list';
import { PageTitle } from './page-title';

/** A league: its upcoming matches, and its outrights (season / stage winners) in a second tab. */
export async function LeagueView({
  locale,
  sport,
  tournament,
  tab,
  path,
}: {
  locale: Locale;
  sport: Sport;
  tournament: Tournament;
  tab: 'matches' | 'outrights';
  path: string;
}) {
  const t = await getTranslations('catalogue');
  const [matches, outrights] = await Promise.all([
    getMatches(locale, {
      tournament_id: tournament.id,
      type: 'match',
      match_status: '0,1',
      sort_by: 'start_time',
      limit: 200,
    }),
    getMatches(locale, {
      tournament_id: tournament.id,
      type: 'season,stage,simple_tournament',
      match_status: '0,1',
      limit: 50,
    }),
  ]);
  return (
    <>
      <CatalogueCrumbs
        items={[
          { label: sport.name, href: sportPath(sport.key) },
          { label: tournament.category.name, href: slugPath(sport.key, tournament.category.slug) },
          { label: tournament.name },
        ]}
      />
      <PageTitle
        badge={tournament.category.countryCode ?? <TrophyIcon size={22} />}
        title={tournament.name}
        subtitle={`${sport.name} · ${tournament.category.name}`}
        testId="league-title"
      />
      <LinkTabs
        label={t('leagueSections')}
        current={tab}
        testIdPrefix="league-tab"
        tabs={[
          { key: 'matches', label: t('matches'), href: path, count: matches.total },
          {
            key: 'outrights',
            label: t('outrights'),
            href: withQuery(path, { tab: 'outrights' }),
            count: outrights.total,
          },
        ]}
      />
      {tab === 'outrights' ? (
        outrights.items.length > 0 ? (
          <OutrightList events={outrights.items} />
        ) : (
          <EmptyState
            icon={<TrophyIcon size={26} />}
            title={t('noOutrights')}
            data-testid="outrights-empty"
          />
        )
      ) : matches.items.length > 0 ? (
        <MatchList matches={matches.items} headers={false} testId="league-matches" />
      ) : (
        <EmptyState
          icon={<CalendarIcon size={26} />}
          title={t('noMatchesTitle')}
          description={t('noMatchesLeague', { league: tournament.name })}
        />
      )}
    </>
  );
}
