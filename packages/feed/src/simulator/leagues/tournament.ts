import type { FeedCategory, FeedTournament } from '../../provider';
import { tournamentIdOf, urnOf } from '../ids';
import { slugify } from '../slug';
import type { SportDefinition } from '../sports-data';

export interface MakeTournamentOptions {
  sport: SportDefinition;
  category: FeedCategory;
  /** 1-based position within the category. */
  index: number;
  name: string;
  priority: number;
}

/** The slug always starts with the category's, so "Premier League" of England and of Pakistan differ. */
export function makeTournament(options: MakeTournamentOptions): FeedTournament {
  const id = tournamentIdOf(options.category.id, options.index);
  return {
    id,
    urnId: urnOf(options.sport.provider, 'tournament', id),
    sportId: options.sport.id,
    categoryId: options.category.id,
    slug: slugify(`${options.category.slug} ${options.name}`),
    names: { en: options.name },
    priority: Math.round(options.priority),
    provider: options.sport.provider,
  };
}

/** Names do not depend on FEED_SEED: a competitor id always means the same team or player. */
export const NAME_SEED = 0x00c0ffee;
