'use client';

import { RgErrorCode } from '@sportsbook/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-fetch';
import { getRealityCheck } from '../api/rg-client';
import { outOfLimitOf } from '../api/rg-errors';
import { rgKeys } from './use-rg-data';
import { useRgModalStore } from './rg-modal-store';

export const realityCheckKey = [...rgKeys.all, 'realityCheck'] as const;

/**
 * Reality check (account-platform §4): while the player has one, the session's status is polled
 * without cache; when it is due the modal opens. A bad request (any 4xx) stops the polling for
 * this page's life; a 403 for the session limit opens that modal instead.
 */
export function useRealityCheckPolling({
  enabled,
  intervalMs,
}: {
  enabled: boolean;
  intervalMs: number;
}): void {
  const show = useRgModalStore((state) => state.show);
  // The query keeps a 4xx as its error once disabled, so polling stays off while mounted.
  const [failed, setFailed] = useState<unknown>(null);
  const badRequest = isBadRequest(failed);
  const active = enabled && !badRequest;
  const query = useQuery({
    queryKey: realityCheckKey,
    queryFn: async () => {
      try {
        return await getRealityCheck();
      } catch (error) {
        if (isBadRequest(error)) setFailed(error);
        throw error;
      }
    },
    enabled: active,
    refetchInterval: active ? intervalMs : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (isApiError(failed) && failed.code === RgErrorCode.sessionLimitReached) {
      show({ kind: 'sessionLimit', limit: outOfLimitOf(failed) });
    }
  }, [failed, show]);

  const status = query.data;
  useEffect(() => {
    if (!status?.due) return;
    const current = useRgModalStore.getState().modal;
    if (current?.kind !== 'sessionLimit' && current?.kind !== 'activityLimit') {
      show({ kind: 'realityCheck', status });
    }
  }, [status, show]);
}

function isBadRequest(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
