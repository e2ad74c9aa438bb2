import { buildPagination, localeFromAcceptLanguage } from '@sportsbook/contract';
import type {
  BetHistoryQuery,
  HistoryBetWire,
  HistoryOutcomeFilter,
  HistoryStatusFilter,
  PaginationWire,
} from '@sportsbook/contract';
import { listPlayerBets } from '@sportsbook/db';
import type { BetResult, BetStatus, Database } from '@sportsbook/db';
import type { IsProviderActive } from '../cashout/cashout-value';
import { loadHistoryBets } from './load-history-bets';

/** Which stored statuses each status filter shows (betting-core §3 history filters). */
const STATUSES: Record<HistoryStatusFilter, readonly BetStatus[] | undefined> = {
  all: undefined,
  open: ['waiting_results', 'ready_to_process', 'cashout_in_progress'],
  settled: ['done', 'cancelled', 'cashed_out', 'rejected'],
};

/**
 * Which results each outcome filter shows. Half results count with their whole side; a cashed
 * out bet is neither won nor lost, so it shows under `all` only.
 */
const RESULTS: Record<HistoryOutcomeFilter, readonly BetResult[] | undefined> = {
  all: undefined,
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

export interface ListBetHistoryOptions {
  db: Database;
  playerId: number;
  query: BetHistoryQuery;
  /** The Accept-Language header, used when the query names no locale. */
  acceptLanguage: string | undefined;
  isProviderActive: IsProviderActive;
}

/** GET /bets v3: one page of the player's own bets, newest first. */
export async function listBetHistory(
  options: ListBetHistoryOptions,
): Promise<{ data: HistoryBetWire[]; pagination: PaginationWire }> {
  const { query } = options;
  const { rows, total } = await listPlayerBets(options.db, {
    playerId: options.playerId,
    statuses: STATUSES[query.status],
    results: RESULTS[query.outcome],
    page: query.page,
    limit: query.limit,
  });
  const data = await loadHistoryBets({
    db: options.db,
    bets: rows,
    locale: localeFromAcceptLanguage(query.locale ?? options.acceptLanguage),
    isProviderActive: options.isProviderActive,
  });
  return { data, pagination: buildPagination(total, query.page, query.limit) };
}
