/**
 * The sidebar's tree: per sport its categories (with games) and their leagues, in priority
 * order, and the "top leagues" (highest tournament priority with games).
 */
export interface TreeLeague {
  id: number;
  slug: string;
  name: string;
  games: number;
}
export interface TreeCategory {
  id: number;
  slug: string;
  name: string;
  code: string;
  games: number;
  leagues: TreeLeague[];
}

interface CategoryIn {
  id: number;
  slug: string;
  name: string;
  priority: number;
  countryCode: string | null;
  sport: { key: string };
}
interface TournamentIn {
  id: number;
  slug: string;
  name: string;
  priority: number;
  category: { id: number };
  sport: { key: string; name: string };
}

export function buildSidebarTree(
  categories: readonly CategoryIn[],
  tournaments: readonly TournamentIn[],
  games: { categories: Map<number, number>; tournaments: Map<number, number> },
): Map<string, TreeCategory[]> {
  const leaguesByCategory = new Map<number, TreeLeague[]>();
  for (const tournament of [...tournaments].sort((a, b) => b.priority - a.priority)) {
    const count = games.tournaments.get(tournament.id) ?? 0;
    if (count === 0) continue;
    const list = leaguesByCategory.get(tournament.category.id) ?? [];
    list.push({ id: tournament.id, slug: tournament.slug, name: tournament.name, games: count });
    leaguesByCategory.set(tournament.category.id, list);
  }
  const tree = new Map<string, TreeCategory[]>();
  for (const category of [...categories].sort((a, b) => b.priority - a.priority)) {
    const count = games.categories.get(category.id) ?? 0;
    if (count === 0) continue;
    const list = tree.get(category.sport.key) ?? [];
    list.push({
      id: category.id,
      slug: category.slug,
      name: category.name,
      code: category.countryCode ?? category.name.slice(0, 2).toUpperCase(),
      games: count,
      leagues: leaguesByCategory.get(category.id) ?? [],
    });
    tree.set(category.sport.key, list);
  }
  return tree;
}

export function topLeagues<T extends TournamentIn>(
  tournaments: readonly T[],
  games: Map<number, number>,
  count = 8,
): T[] {
  return tournaments
    .filter((tournament) => (games.get(tournament.id) ?? 0) > 0)
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name))
    .slice(0, count);
}

/**
 * What the sidebar counts for a sport, country or league: its games, or, where it has none, its
 * other events — races and lottery draws are stages, which the counters file under outrights,
 * and a racing meeting with twelve races open is not "0".
 */
export const bettableCount = (entry: { gamesCount: number; outrightsCount: number }): number =>
  entry.gamesCount || entry.outrightsCount;
