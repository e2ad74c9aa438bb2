import {
  toCamelCase,
  type ApiAnswer,
  type CamelCased,
  type HistoryBetWire,
  type HistoryOutcomeFilter,
  type HistoryStatusFilter,
} from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

export type HistoryBet = CamelCased<HistoryBetWire>;
export type HistorySelection = HistoryBet['selections'][number];
export type HistoryMatch = NonNullable<HistorySelection['match']>;

export interface BetHistoryQuery {
  status: HistoryStatusFilter;
  outcome: HistoryOutcomeFilter;
  page: number;
  limit: number;
  locale: string;
}

export interface BetHistoryPage {
  bets: HistoryBet[];
  page: number;
  lastPage: number;
  total: number;
}

/** GET /sportsbook/api/v3/bets (betting-core §7): the player's bets, newest first. */
export async function fetchBetHistory(
  query: BetHistoryQuery,
  signal?: AbortSignal,
): Promise<BetHistoryPage> {
  const body = (await apiRequest('betHistory', {
    query: {
      status: query.status,
      outcome: query.outcome,
      page: query.page,
      limit: query.limit,
      locale: query.locale,
    },
    headers: { 'Accept-Language': query.locale },
    signal,
  })) as Partial<ApiAnswer<'betHistory'>> | null;
  // Typed by the contract, not parsed with its zod schema: zod stays out of the page bundles.
  const bets = toCamelCase(body?.data ?? []);
  const pagination = body?.pagination;
  return {
    bets,
    page: pagination?.page ?? query.page,
    lastPage: pagination?.last_page ?? 1,
    total: pagination?.total ?? bets.length,
  };
}
