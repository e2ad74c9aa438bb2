import { apiFetch } from '@/lib/api-fetch';
import type { MaxStakeBody } from './placement';

export const MAX_STAKE_PATH = '/sportsbook/api/v3/bets/max-stake';

/**
 * The largest stake per bet the server would take for these bets now (limits, payout cap and
 * balance), in subunits of the player's currency. Needs the session.
 */
export async function fetchMaxStake(body: MaxStakeBody): Promise<bigint> {
  const answer = (await apiFetch(MAX_STAKE_PATH, { method: 'POST', body })) as {
    data?: { max_stake?: string };
  } | null;
  const value = answer?.data?.max_stake;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new Error('Unexpected max-stake answer');
  }
  return BigInt(value);
}
