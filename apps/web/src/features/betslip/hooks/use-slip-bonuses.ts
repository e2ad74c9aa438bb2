'use client';

import type { BonusWire } from '@sportsbook/contract';
import { BONUS_LIST_LIMIT_WEB } from './slip-bonus-store';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-fetch';
import { bonusKeys } from '@/lib/bonus-keys';

/** The player's usable bonuses (GET /bonuses, status active), for the slip's availableBonuses. */
export function useUsableBonuses(enabled: boolean): readonly BonusWire[] {
  const query = useQuery({
    queryKey: bonusKeys.usable,
    queryFn: ({ signal }) =>
      apiRequest('bonuses', {
        query: { status: 'active', limit_per_type: BONUS_LIST_LIMIT_WEB },
        signal,
      }).then((answer) => answer.data as BonusWire[]),
    enabled,
    staleTime: 30_000,
  });
  return enabled ? (query.data ?? []) : [];
}
