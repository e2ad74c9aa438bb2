'use client';

import { ACTIVITY_HISTORY_MAX_DAYS } from '@sportsbook/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { useAuthStatus } from '@/lib/session-store';
import { getActivityHistory, getLimits, getOverview } from '../api/rg-client';

/** Query keys of this feature; every one is private (the account's sign-out clears `account`). */
export const rgKeys = {
  all: ['account', 'saferGambling'] as const,
  limits: ['account', 'saferGambling', 'limits'] as const,
  overview: ['account', 'saferGambling', 'overview'] as const,
  history: ['account', 'saferGambling', 'history'] as const,
};

/** GET /user_limits: every limit with its use, reset and pending change. */
export function useLimits() {
  const signedIn = useAuthStatus() === 'loggedIn';
  return useQuery({ queryKey: rgKeys.limits, queryFn: getLimits, enabled: signedIn, staleTime: 0 });
}

/** Reality check, deposit reminder, marketing flag and the block of a withdrawal-only session. */
export function useOverview() {
  const signedIn = useAuthStatus() === 'loggedIn';
  return useQuery({ queryKey: rgKeys.overview, queryFn: getOverview, enabled: signedIn });
}

/** Sessions of the last three months (the most the server keeps for this list). */
export function useActivityHistory() {
  const signedIn = useAuthStatus() === 'loggedIn';
  return useQuery({
    queryKey: rgKeys.history,
    queryFn: () => getActivityHistory(ACTIVITY_HISTORY_MAX_DAYS),
    enabled: signedIn,
    staleTime: 0,
  });
}
