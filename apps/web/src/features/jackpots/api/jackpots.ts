import {
  JACKPOT_HITS_DEFAULT_LIMIT,
  JACKPOT_HITS_REFETCH_MS,
  JACKPOT_POLL_MS,
  type JackpotHitWire,
  type JackpotPoolChangedWire,
  type JackpotWire,
} from '@sportsbook/contract/browser';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-fetch';

/** Jackpots and their hits (account-platform §3, §7.2; issue 20), sportsbook v2. */

export const jackpotKeys = {
  all: ['jackpots'] as const,
  list: ['jackpots', 'list'] as const,
  hits: ['jackpots', 'hits'] as const,
  unseen: ['jackpots', 'unseen'] as const,
};

export async function fetchJackpots(signal?: AbortSignal): Promise<JackpotWire[]> {
  const body = await apiRequest('jackpots', { query: { state: 'active' }, signal });
  return body?.data ?? [];
}

export async function fetchRecentHits(signal?: AbortSignal): Promise<JackpotHitWire[]> {
  const body = await apiRequest('jackpotHits', {
    query: { limit: JACKPOT_HITS_DEFAULT_LIMIT },
    signal,
  });
  return body?.data ?? [];
}

/** The signed-in player's hits the modal has not shown yet (§7.2: status approved or paid). */
export async function fetchUnseenHits(signal?: AbortSignal): Promise<JackpotHitWire[]> {
  const body = await apiRequest('jackpotHits', {
    query: { unseen: 'true', status: 'approved,paid', limit: JACKPOT_HITS_DEFAULT_LIMIT },
    signal,
  });
  return body?.data ?? [];
}

/**
 * Account-platform §8: jackpot fetch errors with status 400, 404 or 500 are not reported (a
 * jackpot finished or removed between two polls, a backend without jackpots); every other
 * status is, through the query cache's rule (query-client.ts).
 */
export const JACKPOT_UNREPORTED_STATUSES = [400, 404, 500] as const;

const jackpotQueryMeta = { expectedStatuses: [...JACKPOT_UNREPORTED_STATUSES] };

/** The active jackpots (banner, card, slip note: one cached query), polled every 15 s. */
export function jackpotsQuery() {
  return queryOptions({
    queryKey: jackpotKeys.list,
    queryFn: ({ signal }) => fetchJackpots(signal),
    refetchInterval: JACKPOT_POLL_MS,
    meta: jackpotQueryMeta,
  });
}

/** The leaderboard's recent hits, refetched every 60 s. */
export function recentHitsQuery() {
  return queryOptions({
    queryKey: jackpotKeys.hits,
    queryFn: ({ signal }) => fetchRecentHits(signal),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    meta: jackpotQueryMeta,
  });
}

/** The hit modal's unseen hits, polled every 15 s. */
export function unseenHitsQuery() {
  return queryOptions({
    queryKey: jackpotKeys.unseen,
    queryFn: ({ signal }) => fetchUnseenHits(signal),
    refetchInterval: JACKPOT_POLL_MS,
    meta: jackpotQueryMeta,
  });
}

export async function markHitsSeen(ids: string[]): Promise<void> {
  await apiRequest('markJackpotHitsSeen', { body: { ids } });
}

/** A `tournament pool changed` publication applied to the cached list. */
export function withPools(list: JackpotWire[], message: JackpotPoolChangedWire): JackpotWire[] {
  return list.map((jackpot) =>
    jackpot.id !== message.jackpot_id
      ? jackpot
      : {
          ...jackpot,
          amount: message.amount,
          pool_amount: message.amount,
          levels: jackpot.levels.map((level) => ({
            ...level,
            pool_amount:
              message.levels.find((l) => l.id === level.id)?.pool_amount ?? level.pool_amount,
          })),
        },
  );
}
