/**
 * What the second segment of /sport/<sport>/<slug> names. The lookups run in a fixed order
 * (betting-core §2): a category slug, then a tournament slug, then a match slug; the first hit
 * wins and later lookups are not made.
 */
export type SlugTarget<C, T, M> =
  | { kind: 'category'; value: C }
  | { kind: 'tournament'; value: T }
  | { kind: 'match'; value: M }
  | { kind: 'none' };

export interface SlugLookups<C, T, M> {
  category: (slug: string) => Promise<C | undefined>;
  tournament: (slug: string) => Promise<T | undefined>;
  match: (slug: string) => Promise<M | undefined>;
}

export async function resolveSlug<C, T, M>(
  slug: string,
  lookups: SlugLookups<C, T, M>,
): Promise<SlugTarget<C, T, M>> {
  const category = await lookups.category(slug);
  if (category !== undefined) return { kind: 'category', value: category };
  const tournament = await lookups.tournament(slug);
  if (tournament !== undefined) return { kind: 'tournament', value: tournament };
  const match = await lookups.match(slug);
  if (match !== undefined) return { kind: 'match', value: match };
  return { kind: 'none' };
}
