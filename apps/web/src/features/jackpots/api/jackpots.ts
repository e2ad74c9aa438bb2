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
import { reconverted } from './converted';

/** Jackpots and their hits (account-platform §3, §7.2; issue 20), sportsbook v2. */

/**
 * Keys by the player's currency (`convert_to`, decision 071): the server answers each jackpot
 * and hit also converted into it; visitors ask for nothing converted (null).
 */
export const jackpotKeys = {
  all: ['jackpots'] as const,
  /** Every list, whatever the currency: the prefix realtime pool changes update. */
  lists: ['jackpots', 'list'] as const,
  list: (convertTo: string | null) => ['jackpots', 'list', convertTo] as const,
  hits: ['jackpots', 'hits'] as const,
  recentHits: (convertTo: string | null) => ['jackpots', 'hits', convertTo] as const,
  unseen: ['jackpots', 'unseen'] as const,
  unseenHits: (convertTo: string | null) => ['jackpots', 'unseen', convertTo] as const,
};

const convertQuery = (convertTo: string | null) => (convertTo ? { convert_to: convertTo } : {});

export async function fetchJackpots(
  convertTo: string | null = null,
  signal?: AbortSignal,
): Promise<JackpotWire[]> {
  const body = await apiRequest('jackpots', {
    query: { state: 'active', ...convertQuery(convertTo) },
    signal,
  });
  return body?.data ?? [];
}

export async function fetchRecentHits(
  convertTo: string | null = null,
  signal?: AbortSignal,
): Promise<JackpotHitWire[]> {
  const body = await apiRequest('jackpotHits', {
    query: { limit: JACKPOT_HITS_DEFAULT_LIMIT, ...convertQuery(convertTo) },
    signal,
  });
  return body?.data ?? [];
}

/** The signed-in player's hits the modal has not shown yet (§7.2: status approved or paid). */
export async function fetchUnseenHits(
  convertTo: string | null = null,
  signal?: AbortSignal,
): Promise<JackpotHitWire[]> {
  const body = await apiRequest('jackpotHits', {
    query: {
      unseen: 'true',
      status: 'approved,paid',
      limit: JACKPOT_HITS_DEFAULT_LIMIT,
      ...convertQuery(convertTo),
    },
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

/**
 * The active jackpots (banner, card, slip note: one cached query per currency), polled every
 * 15 s; `convertTo`: the player's currency, for the amounts also shown in it (decision 071).
 */
export function jackpotsQuery(convertTo: string | null = null) {
  return queryOptions({
    queryKey: jackpotKeys.list(convertTo),
    queryFn: ({ signal }) => fetchJackpots(convertTo, signal),
    refetchInterval: JACKPOT_POLL_MS,
    meta: jackpotQueryMeta,
  });
}

/** The leaderboard's recent hits, refetched every 60 s. */
export function recentHitsQuery(convertTo: string | null = null) {
  return queryOptions({
    queryKey: jackpotKeys.recentHits(convertTo),
    queryFn: ({ signal }) => fetchRecentHits(convertTo, signal),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    meta: jackpotQueryMeta,
  });
}

/** The hit modal's unseen hits, polled every 15 s. */
export function unseenHitsQuery(convertTo: string | null = null) {
  return queryOptions({
    queryKey: jackpotKeys.unseenHits(convertTo),
    queryFn: ({ signal }) => fetchUnseenHits(convertTo, signal),
    refetchInterval: JACKPOT_POLL_MS,
    meta: jackpotQueryMeta,
  });
}

export async function markHitsSeen(ids: string[]): Promise<void> {
  await apiRequest('markJackpotHitsSeen', { body: { ids } });
}

/**
 * A `tournament pool changed` publication applied to the cached list. The pools the player also
 * sees in their currency are converted again at the rates the answer named (decision 071), by
 * the same rule as the server's (FX-003), until the next poll brings the server's own.
 */
export function withPools(list: JackpotWire[], message: JackpotPoolChangedWire): JackpotWire[] {
  return list.map((jackpot) => {
    if (jackpot.id !== message.jackpot_id) return jackpot;
    const updated: JackpotWire = {
      ...jackpot,
      amount: message.amount,
      pool_amount: message.amount,
      levels: jackpot.levels.map((level) => ({
        ...level,
        pool_amount:
          message.levels.find((l) => l.id === level.id)?.pool_amount ?? level.pool_amount,
      })),
    };
    const converted = jackpot.converted && reconverted(updated, jackpot.converted);
    return converted ? { ...updated, converted } : updated;
  });
}
