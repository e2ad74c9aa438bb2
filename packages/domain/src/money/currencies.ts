/**
 * The currencies a player can hold (account-platform §3 Currency): the code, how many subunits
 * make one unit and whether it is fiat. Amounts are integer subunits everywhere (DESIGN §4); ETH's
 * 10^18 is why they are bigint and never a JS number.
 */
export interface Currency {
  code: CurrencyCode;
  /** Subunits per unit, e.g. 100n for EUR cents, 10n ** 8n for satoshi. */
  subunits: bigint;
  /** Decimal places of one subunit: log10(subunits). */
  decimals: number;
  fiat: boolean;
  /** Decimals shown to players: fiat shows every cent, crypto a readable precision. */
  displayDecimals: number;
  symbol: string;
}

export const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'BRL', 'CAD', 'BTC', 'ETH', 'USDT'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const define = (
  code: CurrencyCode,
  decimals: number,
  fiat: boolean,
  displayDecimals: number,
  symbol: string,
): Currency => ({
  code,
  subunits: 10n ** BigInt(decimals),
  decimals,
  fiat,
  displayDecimals,
  symbol,
});

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  EUR: define('EUR', 2, true, 2, '€'),
  USD: define('USD', 2, true, 2, '$'),
  GBP: define('GBP', 2, true, 2, '£'),
  BRL: define('BRL', 2, true, 2, 'R$'),
  CAD: define('CAD', 2, true, 2, 'CA$'),
  BTC: define('BTC', 8, false, 8, '₿'),
  ETH: define('ETH', 18, false, 8, 'Ξ'),
  USDT: define('USDT', 6, false, 2, '₮'),
};

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

export function currencyOf(code: string): Currency {
  if (!isCurrencyCode(code)) throw new RangeError(`Unknown currency ${code}`);
  return CURRENCIES[code];
}
