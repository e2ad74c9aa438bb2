import type { FeedCompetitor, ProviderName } from '../../provider';
import { competitorIdOf, urnOf } from '../ids';
import { abbreviate } from './abbreviation';
import { colorsOf } from './colors';

/**
 * A competitor with what the simulator knows beyond the catalogue row: its strength on the rating
 * scale the match models read, and its home town and ground.
 */
export interface CompetitorProfile {
  competitor: FeedCompetitor;
  rating: number;
  city: string | null;
  venue: string | null;
}

export interface MakeCompetitorOptions {
  provider: ProviderName;
  categoryId: number;
  /** 1-based position in the category's pool; part of the id. */
  n: number;
  name: string;
  /** What the abbreviation is made from, when not the name itself (players: family name first). */
  abbreviateFrom?: string;
  countryCode: string | null;
  /** Abbreviations already used in the pool. */
  taken: Set<string>;
}

export function makeCompetitor(options: MakeCompetitorOptions): FeedCompetitor {
  const id = competitorIdOf(options.categoryId, options.n);
  const urnId = urnOf(options.provider, 'competitor', id);
  return {
    id,
    urnId,
    names: { en: options.name },
    abbreviation: abbreviate(options.abbreviateFrom ?? options.name, options.taken),
    countryCode: options.countryCode,
    colors: colorsOf(urnId),
  };
}
