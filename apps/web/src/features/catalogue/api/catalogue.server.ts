import 'server-only';
import {
  categoriesListSchema,
  countersSchema,
  describeZodError,
  marketsListSchema,
  matchesListSchema,
  matchSchema,
  searchResultSchema,
  toCamelCase,
  tournamentsListSchema,
  type CamelCased,
  type Category,
  type CountersWire,
  type Locale,
  type Market,
  type Match,
  type Tournament,
} from '@sportsbook/contract';
import { cache } from 'react';
import { serverApiFetch, serverApiUrl } from '@/lib/api-server.server';

const TIMEOUT_MS = 8_000;

export type Counters = CamelCased<CountersWire>;

/** The part of a zod schema this module uses, so the app needs no direct zod import. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof describeZodError>[0] };
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

type CatalogueCall =
  'matches' | 'match' | 'matchMarkets' | 'categories' | 'tournaments' | 'counters' | 'search';

/** Fetches and validates one API answer. Throws on failure: pages show their error boundary. */
async function call<T, Name extends CatalogueCall>(
  schema: Schema<T>,
  locale: Locale,
  name: Name,
  options: Omit<Parameters<typeof serverApiFetch<Name>>[1], 'locale' | 'timeoutMs'> = {},
): Promise<T | undefined> {
  const url = serverApiUrl(name, options);
  const response = await serverApiFetch(name, { ...options, locale, timeoutMs: TIMEOUT_MS });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`[catalogue] ${url}: HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`[catalogue] ${url}: ${describeZodError(parsed.error).message}`);
  }
  return parsed.data;
}

function toPage<W, T>(
  answer: { data: W[]; pagination: { total: number; page: number; last_page: number } } | undefined,
  convert: (items: W[]) => T[],
): Page<T> {
  if (!answer) return { items: [], total: 0, page: 1, lastPage: 1 };
  return {
    items: convert(answer.data),
    total: answer.pagination.total,
    page: answer.pagination.page,
    lastPage: answer.pagination.last_page,
  };
}

export interface MatchesQuery {
  id?: string;
  type?: string;
  sport_key?: string;
  sport_type?: string;
  category_id?: number | string;
  tournament_id?: number | string;
  match_status?: string;
  sort_by?: string;
  start_from?: string;
  start_to?: string;
  bettable?: boolean;
  max_per_sport?: number;
  page?: number;
  limit?: number;
  slug?: string;
}

export const getMatches = cache(
  async (locale: Locale, query: MatchesQuery): Promise<Page<Match>> => {
    const answer = await call(matchesListSchema, locale, 'matches', { query: { ...query } });
    return toPage(answer, (items) => toCamelCase(items));
  },
);

export const getMatch = cache(async (locale: Locale, id: number): Promise<Match | undefined> => {
  const answer = await call(matchSchema, locale, 'match', { params: { id } });
  return answer ? toCamelCase(answer) : undefined;
});

export const getMarkets = cache(async (locale: Locale, matchId: number): Promise<Market[]> => {
  const answer = await call(marketsListSchema, locale, 'matchMarkets', {
    params: { id: matchId },
    query: { limit: 500 },
  });
  return answer ? toCamelCase(answer.data) : [];
});

export const getCategories = cache(
  async (locale: Locale, sportKey: string, slug?: string): Promise<Category[]> => {
    const answer = await call(categoriesListSchema, locale, 'categories', {
      query: { sport_key: sportKey, slug, limit: 500 },
    });
    return answer ? toCamelCase(answer.data) : [];
  },
);

export const getTournaments = cache(
  async (
    locale: Locale,
    sportKey: string,
    options: { slug?: string; categoryId?: number } = {},
  ): Promise<Tournament[]> => {
    const answer = await call(tournamentsListSchema, locale, 'tournaments', {
      query: {
        sport_key: sportKey,
        slug: options.slug,
        category_id: options.categoryId,
        limit: 500,
      },
    });
    return answer ? toCamelCase(answer.data) : [];
  },
);

/** Every category of every sport, for the sidebar tree. */
export const getAllCategories = cache(async (locale: Locale): Promise<Category[]> => {
  const answer = await call(categoriesListSchema, locale, 'categories', { query: { limit: 500 } });
  return answer ? toCamelCase(answer.data) : [];
});

/** All tournaments of the given sports (or every sport), for the sidebar's top leagues. */
export const getAllTournaments = cache(async (locale: Locale): Promise<Tournament[]> => {
  const answer = await call(tournamentsListSchema, locale, 'tournaments', {
    query: { limit: 500 },
  });
  return answer ? toCamelCase(answer.data) : [];
});

export const getCounters = cache(async (locale: Locale, bodyKey = '{}'): Promise<Counters> => {
  const answer = await call(countersSchema, locale, 'counters', { body: bodyKey });
  return answer ? toCamelCase(answer) : { live: 0, sports: [], categories: [], tournaments: [] };
});

export const searchCatalogue = cache(
  async (locale: Locale, q: string): Promise<{ matches: Match[]; tournaments: Tournament[] }> => {
    const answer = await call(searchResultSchema, locale, 'search', { query: { q } });
    return answer
      ? {
          matches: toCamelCase(answer.data.matches),
          tournaments: toCamelCase(answer.data.tournaments),
        }
      : { matches: [], tournaments: [] };
  },
);
