import { parseAmount } from './amounts';
import type { CurrencyCode } from './currencies';

/**
 * What one deposit may be, per currency, in currency units (docs/decisions/021): at least `min`,
 * at most `max`, and at most `dailyMax` over any 24 hours per player. The same value bands as
 * the stake limits (fiat 10,000; BRL five times that; crypto round amounts of like value), so a
 * deposit can always cover the largest stake, and nobody mints a fortune from the demo provider.
 */
export interface DepositLimits {
  min: string;
  max: string;
  dailyMax: string;
}

export const DEPOSIT_LIMIT_UNITS: Readonly<Record<CurrencyCode, DepositLimits>> = {
  EUR: { min: '1', max: '10000', dailyMax: '25000' },
  USD: { min: '1', max: '10000', dailyMax: '25000' },
  GBP: { min: '1', max: '10000', dailyMax: '25000' },
  CAD: { min: '1', max: '10000', dailyMax: '25000' },
  BRL: { min: '5', max: '50000', dailyMax: '125000' },
  USDT: { min: '1', max: '10000', dailyMax: '25000' },
  BTC: { min: '0.00001', max: '0.25', dailyMax: '0.6' },
  ETH: { min: '0.0005', max: '5', dailyMax: '12' },
};

/** The limits in subunits. */
export function depositLimitsOf(currency: CurrencyCode): {
  min: bigint;
  max: bigint;
  dailyMax: bigint;
} {
  const units = DEPOSIT_LIMIT_UNITS[currency];
  return {
    min: parseAmount(units.min, currency),
    max: parseAmount(units.max, currency),
    dailyMax: parseAmount(units.dailyMax, currency),
  };
}
