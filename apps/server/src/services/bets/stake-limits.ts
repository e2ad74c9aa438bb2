import { parseAmount } from '@sportsbook/domain';
import type { CurrencyCode } from '@sportsbook/domain';

/**
 * The largest stake of one bet, per currency. Fiat: 10,000.00 (BRL 50,000.00, about the same
 * value); crypto: round amounts of similar value. With MAX_PAYOUT (1,000,000 fiat units) this
 * keeps a single at 100.0 within the payout cap, and a bookmaker's exposure per bet bounded.
 */
export const MAX_STAKE_UNITS: Readonly<Record<CurrencyCode, string>> = {
  EUR: '10000',
  USD: '10000',
  GBP: '10000',
  CAD: '10000',
  BRL: '50000',
  USDT: '10000',
  BTC: '0.25',
  ETH: '5',
};

export function maxStakeOf(currency: CurrencyCode): bigint {
  return parseAmount(MAX_STAKE_UNITS[currency], currency);
}
