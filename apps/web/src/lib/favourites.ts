'use client';

import type { FavouriteWire } from '@sportsbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import { requestModal } from './modal-events';
import { useAuthStatus } from './session-store';
import { showToast } from './toast-store';

/**
 * Favourite matches (betting-core §6, account-platform §4 Favourites): fetched only when logged
 * in; the toggle is optimistic and reverts on error. Shared by the match rows (catalogue) and the
 * favourites page, so it lives here rather than in either feature.
 */
const BASE = '/sportsbook/api/v2/favourites';
export const favouriteKeys = {
  ids: (type: string) => ['favourites', type, 'ids'] as const,
  matches: ['favourites', 'match', 'list'] as const,
};

async function fetchFavouriteIds(type: string): Promise<number[]> {
  // Typed by the contract, not parsed with its zod schema: zod stays out of the page bundles.
  const body = (await apiFetch(`${BASE}/${type}`)) as { data?: FavouriteWire[] } | undefined;
  return (body?.data ?? []).map((favourite) => favourite.id);
}

export function useFavouriteIds(type = 'match'): ReadonlySet<number> {
  const status = useAuthStatus();
  const { data } = useQuery({
    queryKey: favouriteKeys.ids(type),
    queryFn: () => fetchFavouriteIds(type),
    enabled: status === 'loggedIn',
    staleTime: 60_000,
  });
  return status === 'loggedIn' ? new Set(data ?? []) : new Set();
}

export function useToggleFavourite(type = 'match', labels: { error: string }) {
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const mutation = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      apiFetch(`${BASE}/${type}/${id}`, { method: on ? 'POST' : 'DELETE' }),
    onMutate: async ({ id, on }) => {
      const key = favouriteKeys.ids(type);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        on ? [...new Set([...ids, id])] : ids.filter((item) => item !== id),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(favouriteKeys.ids(type), context?.previous);
      showToast({ tone: 'error', title: labels.error });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.ids(type) });
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.matches });
    },
  });
  return (id: number, on: boolean) => {
    if (status !== 'loggedIn') {
      requestModal('signIn', { reason: 'signInFirst' });
      return;
    }
    mutation.mutate({ id, on });
  };
}
