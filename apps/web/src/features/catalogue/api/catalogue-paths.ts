/** Links of the catalogue pages, without locale prefix (LocaleLink / localizedHref add it). */
export const sportPath = (sportKey: string) => `/sport/${sportKey}`;

export const slugPath = (sportKey: string, slug: string) => `/sport/${sportKey}/${slug}`;

export const matchPath = (match: { slug: string; sport: { key: string } }) =>
  slugPath(match.sport.key, match.slug);

export const CYBERSPORT_KEY = 'cybersport';

/** Adds or replaces query parameters; undefined removes one. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Groups items by a key, keeping the order in which groups first appear. */
export function groupInOrder<T, K>(items: readonly T[], keyOf: (item: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()];
}
