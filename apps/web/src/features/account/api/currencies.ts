import { CURRENCIES } from '@sportsbook/domain';

const CURRENCY_LIST = Object.values(CURRENCIES);

/**
 * Currencies of the wallet (account-platform §3 Currency): amounts travel as integer subunits and
 * are divided by `subunits` for display. Settings from the platform override the domain's
 * table (packages/domain money), which is the fallback so a balance always has its precision.
 */
export interface CurrencyInfo {
  code: string;
  /** Subunits in one unit: 100 for cents, 10^8 for satoshi. */
  subunits: bigint;
  fiat: boolean;
}

const table: CurrencyInfo[] = CURRENCY_LIST.map(({ code, subunits, fiat }) => ({
  code,
  subunits,
  fiat,
}));

export const DEFAULT_CURRENCIES: ReadonlyMap<string, CurrencyInfo> = new Map(
  table.map((currency) => [currency.code, currency]),
);

export const CURRENCY_CODES: readonly string[] = table.map((currency) => currency.code);

export function currencyInfo(
  code: string,
  known: ReadonlyMap<string, CurrencyInfo> = DEFAULT_CURRENCIES,
): CurrencyInfo {
  return known.get(code) ?? DEFAULT_CURRENCIES.get(code) ?? { code, subunits: 100n, fiat: true };
}

/** Number of decimal places `subunits` stands for (100 → 2, 10^8 → 8). */
export function decimalsOf(subunits: bigint): number {
  let decimals = 0;
  for (let rest = subunits; rest >= 10n; rest /= 10n) decimals += 1;
  return decimals;
}
