import { describe, expect, it } from 'vitest';
import { bettableCount, buildSidebarTree, topLeagues } from './sidebar-tree';

const category = (id: number, priority: number, sport = 'football') => ({
  id,
  slug: `c${id}`,
  name: `Category ${id}`,
  priority,
  countryCode: id === 1 ? 'GB' : null,
  sport: { key: sport },
});
const tournament = (id: number, categoryId: number, priority: number) => ({
  id,
  slug: `t${id}`,
  name: `League ${id}`,
  priority,
  category: { id: categoryId },
  sport: { key: 'football', name: 'Football' },
});

describe('sidebar tree', () => {
  const games = {
    categories: new Map([
      [1, 5],
      [2, 3],
    ]),
    tournaments: new Map([
      [11, 2],
      [12, 3],
      [21, 3],
    ]),
  };
  const tournaments = [
    tournament(11, 1, 10),
    tournament(12, 1, 90),
    tournament(21, 2, 50),
    tournament(22, 2, 99),
  ];

  it('orders categories and leagues by priority and leaves out empty ones', () => {
    const tree = buildSidebarTree(
      [category(1, 10), category(2, 20), category(3, 30)],
      tournaments,
      games,
    );
    const football = tree.get('football') ?? [];
    expect(football.map((c) => c.id)).toEqual([2, 1]);
    expect(football[1]?.leagues.map((l) => l.id)).toEqual([12, 11]);
    expect(football[1]?.code).toBe('GB');
    expect(football[0]?.code).toBe('CA');
  });

  it('picks the top leagues that have games', () => {
    expect(topLeagues(tournaments, games.tournaments, 2).map((t) => t.id)).toEqual([12, 21]);
  });
});

describe('bettableCount', () => {
  it('counts games, or a racing or lottery sport’s stages when it has no games', () => {
    expect(bettableCount({ gamesCount: 12, outrightsCount: 3 })).toBe(12);
    expect(bettableCount({ gamesCount: 0, outrightsCount: 48 })).toBe(48);
    expect(bettableCount({ gamesCount: 0, outrightsCount: 0 })).toBe(0);
  });
});
