import type { Locale } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/locale-routing/nav-link';
import { getAllCategories, getAllTournaments, getCounters } from '../api/catalogue.server';
import type { SportsResult } from '../api/get-sports.server';
import { leagueLabel } from '../api/league-label';
import { bettableCount, buildSidebarTree, topLeagues } from '../api/sidebar-tree';
import { SportIcon } from './sport-icon';
import { SportList } from './sport-list';
import { SportsLoadError } from './sports-load-error';
import { SportsSidebarFrame } from './sports-sidebar-frame';
import styles from './sports-sidebar.module.css';
import tree from './sport-tree.module.css';

/** Counts, categories and leagues; the sidebar still lists sports when these fail. */
async function loadTree(locale: Locale) {
  try {
    const [counters, categories, tournaments] = await Promise.all([
      getCounters(locale, JSON.stringify({ match_status: [0, 1] })),
      getAllCategories(locale),
      getAllTournaments(locale),
    ]);
    const games = {
      sports: new Map(counters.sports.map((entry) => [entry.id, bettableCount(entry)])),
      categories: new Map(counters.categories.map((entry) => [entry.id, bettableCount(entry)])),
      tournaments: new Map(counters.tournaments.map((entry) => [entry.id, bettableCount(entry)])),
    };
    return {
      games: games.sports,
      categories: buildSidebarTree(categories, tournaments, games),
      top: topLeagues(tournaments, games.tournaments),
    };
  } catch (error) {
    console.warn(`[catalogue] sidebar tree: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Left sidebar: the API's sports in priority order with their games counts, the current sport's
 * categories and leagues, and the top leagues; or an inline error when the API is down.
 */
export async function SportsSidebar({ result, locale }: { result: SportsResult; locale: Locale }) {
  const t = await getTranslations();
  const data =
    result.status === 'ok' && result.sports.length > 0 ? await loadTree(locale) : undefined;
  return (
    <SportsSidebarFrame title={t('sports.title')} closeLabel={t('sportsMenu.close')}>
      {result.status === 'error' ? (
        <SportsLoadError compact />
      ) : result.sports.length === 0 ? (
        <p className={styles.empty}>{t('sports.empty')}</p>
      ) : (
        <>
          <SportList
            sports={result.sports}
            games={data?.games}
            categories={data?.categories}
            labels={{
              toggle: (sport) => t('catalogue.sidebar.toggle', { sport }),
              all: t('catalogue.sidebar.all'),
            }}
          />
          {data && data.top.length > 0 ? (
            <nav aria-label={t('catalogue.topLeagues')} data-testid="top-leagues">
              <h2 className={tree.heading}>{t('catalogue.topLeagues')}</h2>
              <ul className={tree.top}>
                {data.top.map((league) => (
                  <li key={league.id}>
                    <NavLink
                      href={`/sport/${league.sport.key}/${league.slug}`}
                      match="exact"
                      aria-label={`${leagueLabel(league)} · ${league.sport.name}`}
                    >
                      {/* Two countries' "Premier League" differ by country, one country's
                          football and handball ones by sport: show both. */}
                      <SportIcon sportKey={league.sport.key} size={14} />
                      <span className={tree.label}>{league.name}</span>
                      <span className={tree.small} data-testid="top-league-country">
                        {league.category.name}
                      </span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      )}
    </SportsSidebarFrame>
  );
}
