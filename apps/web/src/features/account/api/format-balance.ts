import { currencyInfo, decimalsOf, type CurrencyInfo } from './currencies';

/** Crypto balances show at most this many decimals: satoshi precision, not 18 wei digits. */
export const MAX_CRYPTO_DECIMALS = 8;
/** …and at least this many, so 1 BTC reads "1.00 BTC" like a fiat amount. */
export const MIN_CRYPTO_DECIMALS = 2;

/** Subunits from the wire: a JSON number, a numeric string (for 10^18 subunits) or a bigint. */
export type SubunitAmount = number | string | bigint;

export function toSubunits(amount: SubunitAmount): bigint {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number') return BigInt(Math.trunc(amount));
  return /^-?\d+$/.test(amount.trim()) ? BigInt(amount.trim()) : 0n;
}

/** `12345n, 2` → `'123.45'`: exact, no floating point on the way. */
export function subunitsToDecimalString(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * A balance for display (account-platform §3 Balance, Currency): fiat with its currency's
 * decimals (2 for cents); crypto with up to 8 decimals, cut (never rounded up: a player must not
 * see more than they have) and trailing zeros trimmed down to 2. Locale grouping and separators.
 */
export function formatAmount(
  amount: SubunitAmount,
  currency: Pick<CurrencyInfo, 'subunits' | 'fiat'>,
  locale = 'en',
): string {
  const decimals = decimalsOf(currency.subunits);
  const exact = subunitsToDecimalString(toSubunits(amount), decimals);
  const maximum = currency.fiat ? decimals : Math.min(decimals, MAX_CRYPTO_DECIMALS);
  const minimum = currency.fiat ? decimals : Math.min(maximum, MIN_CRYPTO_DECIMALS);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: minimum,
    maximumFractionDigits: maximum,
    roundingMode: 'trunc',
    numberingSystem: 'latn',
  });
  // Intl formats a decimal string exactly (no Number conversion), so 10^18 subunits stay exact.
  return format.format(exact as unknown as number);
}

/** `formatAmount` followed by the currency code: "50.00 EUR", "0.0012 BTC". */
export function formatBalance(
  amount: SubunitAmount,
  code: string,
  locale = 'en',
  known?: ReadonlyMap<string, CurrencyInfo>,
): string {
  return `${formatAmount(amount, currencyInfo(code, known), locale)} ${code}`;
}

/**
 * A typed amount ("50", "50.5", "0,001") to subunits, or undefined when it is not a positive
 * number with at most the currency's decimals.
 */
export function parseAmount(text: string, subunits: bigint): bigint | undefined {
  const normalized = text.trim().replace(',', '.');
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(normalized);
  if (!match) return undefined;
  const decimals = decimalsOf(subunits);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1] ?? '0') * subunits + BigInt(fraction.padEnd(decimals, '0') || '0');
}
