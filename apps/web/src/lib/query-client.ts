import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
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
 * cancelled, network and other noise (decision 034). A query whose refusals are answers it
 * expects (a custom bet's price once a part closes answers 422) names them in
 * `meta.expectedStatuses`: those are the product working, not errors.
 */
export function reportQueryError(error: unknown, query?: Pick<Query, 'meta'>): void {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401) return;
  const expected = query?.meta?.expectedStatuses;
  if (Array.isArray(expected) && expected.includes(status)) return;
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
