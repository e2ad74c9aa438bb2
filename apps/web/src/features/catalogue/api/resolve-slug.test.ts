import { describe, expect, it } from 'vitest';
import { resolveSlug } from './resolve-slug';

function lookups(hits: { category?: string; tournament?: string; match?: string }) {
  const calls: string[] = [];
  const make = (kind: 'category' | 'tournament' | 'match') => async (slug: string) => {
    calls.push(kind);
    return hits[kind] === slug ? `${kind}:${slug}` : undefined;
  };
  return {
    calls,
    lookups: { category: make('category'), tournament: make('tournament'), match: make('match') },
  };
}

describe('resolveSlug', () => {
  it('prefers a category over a tournament and a match with the same slug', async () => {
    const { calls, lookups: l } = lookups({ category: 'x', tournament: 'x', match: 'x' });
    expect(await resolveSlug('x', l)).toEqual({ kind: 'category', value: 'category:x' });
    expect(calls).toEqual(['category']);
  });

  it('tries the tournament next, then the match', async () => {
    const t = lookups({ tournament: 'x', match: 'x' });
    expect(await resolveSlug('x', t.lookups)).toEqual({
      kind: 'tournament',
      value: 'tournament:x',
    });
    expect(t.calls).toEqual(['category', 'tournament']);
    const m = lookups({ match: 'x' });
    expect(await resolveSlug('x', m.lookups)).toEqual({ kind: 'match', value: 'match:x' });
    expect(m.calls).toEqual(['category', 'tournament', 'match']);
  });

  it('reports none when nothing matches', async () => {
    expect(await resolveSlug('nope', lookups({}).lookups)).toEqual({ kind: 'none' });
  });
});
