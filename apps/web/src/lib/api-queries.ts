import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Whether a cached query holds one player's data. Everything the web caches with TanStack Query
 * is the signed-in player's (profile, accounts, bets, notifications, wallet, favourites, the
 * demo mailbox) except the settings, which answer visitors too (with defaults).
 */
export function isPrivateQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [scope, part] = query.queryKey;
  return !(scope === 'account' && part === 'settings');
}

/**
 * Cancels every private query still in flight, aborting its request (the API client takes the
 * query's AbortSignal). Sign-out calls it before it ends the session: an answer that was on its
 * way must not land in the cache after the player has gone and show their data to the next one.
 */
export function cancelPrivateQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ predicate: isPrivateQuery });
}
