import type { ApiAnswer } from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';
import type { MaxStakeBody } from './placement';

/**
 * The largest stake per bet the server would take for these bets now (limits, payout cap and
 * balance), in subunits of the player's currency. Needs the session.
 */
export async function fetchMaxStake(body: MaxStakeBody): Promise<bigint> {
  const answer = (await apiRequest('maxStake', { body })) as Partial<ApiAnswer<'maxStake'>> | null;
  const value = answer?.data?.max_stake;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new Error('Unexpected max-stake answer');
  }
  return BigInt(value);
}
