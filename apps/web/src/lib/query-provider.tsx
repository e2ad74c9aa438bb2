'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** Errors carrying an HTTP status (the API clients throw these) are not retried for 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

let browserClient: QueryClient | undefined;

/**
 * One client per browser tab, shared by every island that uses server state; on the server a
 * fresh one per render, so one request's answers never reach another's page.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/**
 * Server state is TanStack Query, but only in the parts loaded on first use (the account layer,
 * the slip's ticket, my bets, the pages that list private data): each of them wraps itself in
 * this provider, and all share the tab's one client, so the first load of a page carries no
 * TanStack at all (decision 018).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
