import { QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from './error-report-queue';

/** Errors carrying an HTTP status (the API clients throw these) are not retried for 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/**
 * Account-platform §8: a 401 during a query ends the session (api-fetch announces it) and is not
 * an error to report; every other query error goes to error reporting, whose rules drop the
 * cancelled, network and other noise (decision 034).
 */
export function reportQueryError(error: unknown): void {
  if ((error as { status?: unknown } | null)?.status === 401) return;
  reportError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportQueryError }),
    defaultOptions: {
      queries: {
        // Server components render fresh data; the client refetches when it is a minute old.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
