import 'server-only';
import type { Locale } from '@sportsbook/contract';
import { cache } from 'react';
import { getSports } from './get-sports.server';
import { getCategories, getMatches, getTournaments } from './catalogue.server';
import { resolveSlug } from './resolve-slug';

/**
 * What /sport/<sport>/<slug> shows: the sport must exist, then the slug is a category, a league
 * or an event of that sport (in that order). Memoised so the page and its metadata share it.
 */
export const resolveCataloguePage = cache(
  async (locale: Locale, sportKey: string, slug: string) => {
    const sports = await getSports(locale);
    if (sports.status === 'error') return { kind: 'error' as const };
    const sport = sports.sports.find((s) => s.key === sportKey);
    if (!sport) return { kind: 'none' as const };
    const target = await resolveSlug(slug, {
      category: async (s) =>
        (await getCategories(locale, sportKey, s)).find((category) => category.slug === s),
      tournament: async (s) =>
        (await getTournaments(locale, sportKey, { slug: s })).find((t) => t.slug === s),
      match: async (s) =>
        (
          await getMatches(locale, {
            sport_key: sportKey,
            slug: s,
            type: 'match,season,stage,simple_tournament',
            limit: 1,
          })
        ).items.find((match) => match.slug === s),
    });
    return { ...target, sport };
  },
);
