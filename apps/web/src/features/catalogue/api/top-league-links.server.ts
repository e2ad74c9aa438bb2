import 'server-only';
import type { Locale } from '@sportsbook/contract';
import { getAllTournaments, getCounters } from './catalogue.server';
import { leagueLabel } from './league-label';
import { topLeagues } from './sidebar-tree';

export interface LeagueLink {
  name: string;
  country: string;
  sportKey: string;
  href: string;
}

/**
 * The leagues with games, most important first, as links (content blocks, decision 050): the
 * sidebar's own calls, memoised per request, so a page that has both pays for them once.
 */
export async function getTopLeagueLinks(locale: Locale, count = 50): Promise<LeagueLink[]> {
  try {
    const [counters, tournaments] = await Promise.all([
      getCounters(locale, JSON.stringify({ match_status: [0, 1] })),
      getAllTournaments(locale),
    ]);
    const games = new Map(counters.tournaments.map((entry) => [entry.id, entry.gamesCount]));
    return topLeagues(tournaments, games, count).map((league) => ({
      name: leagueLabel(league),
      country: league.category.name,
      sportKey: league.sport.key,
      href: `/sport/${league.sport.key}/${league.slug}`,
    }));
  } catch (error) {
    console.warn(`[catalogue] top leagues: ${(error as Error).message}`);
    return [];
  }
}
