'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

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
