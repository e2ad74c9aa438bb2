import {
  toCamelCase,
  type ApiAnswer,
  type CamelCased,
  type HistoryBetWire,
} from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

export { cashoutRefusalOf, type CashoutRefusal } from './cashout-refusal';

export interface CashoutDone {
  /** What the cashout paid, in subunits. */
  amount: string;
  bet: CamelCased<HistoryBetWire>;
}

export interface CashoutOptions {
  betId: string;
  /** The amount the player was shown and confirmed, in subunits. */
  toCashout: string;
  /** Cash out only this part of the remaining stake (subunits); `toCashout` is then its value. */
  partialStake?: string;
  locale: string;
  /** The same key for a retry of the same confirmation: the server pays once. */
  idempotencyKey: string;
}

/** POST /sportsbook/api/v3/bets/cashout (betting-core §7). */
export async function cashOut(options: CashoutOptions): Promise<CashoutDone> {
  const answer = (await apiRequest('cashout', {
    body: {
      bet_id: options.betId,
      to_cashout: options.toCashout,
      ...(options.partialStake ? { partial_stake: options.partialStake } : {}),
      locale: options.locale,
    },
    headers: { 'Idempotency-Key': options.idempotencyKey },
  })) as Partial<ApiAnswer<'cashout'>> | null;
  const data = answer?.data;
  if (!data?.amount || !data.bet) throw new Error('Unexpected cashout answer');
  return { amount: data.amount, bet: toCamelCase(data.bet) };
}
