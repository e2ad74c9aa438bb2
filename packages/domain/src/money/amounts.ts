import { currencyOf } from './currencies';

/**
 * Conversions between integer subunits and decimal text. They work on strings and bigint only,
 * because 0.1 + 0.2 and 2^53 both break money held in a JS number.
 */
const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** '50' or '50.25' in EUR → 5025n. Throws on more decimals than the currency has, or on junk. */
export function parseAmount(text: string, currencyCode: string): bigint {
  const { decimals } = currencyOf(currencyCode);
  const match = decimalPattern.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not a positive decimal amount`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new RangeError(`${currencyCode} has at most ${decimals} decimals`);
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Subunits (bigint, integer string or safe integer) as a bigint; throws on anything else. */
export function toSubunits(value: bigint | string | number): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value)) throw new RangeError(`"${value}" is not an integer amount`);
  return BigInt(value);
}

export interface FormatAmountOptions {
  /** Decimal places to show; defaults to the currency's display decimals. Rounds down. */
  decimals?: number;
}

/**
 * 5025n EUR → '50.25'; 123456789n BTC → '1.23456789'. Rounds towards zero to the shown
 * decimals, so a balance is never shown larger than it is.
 */
export function formatAmount(
  subunits: bigint | string | number,
  currencyCode: string,
  options: FormatAmountOptions = {},
): string {
  const currency = currencyOf(currencyCode);
  const value = toSubunits(subunits);
  const shown = Math.min(options.decimals ?? currency.displayDecimals, currency.decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(currency.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - currency.decimals);
  const fraction = digits.slice(digits.length - currency.decimals).slice(0, shown);
  return `${negative ? '-' : ''}${whole}${shown > 0 ? `.${fraction}` : ''}`;
}

/**
 * '50.00 EUR' — an amount for a reader (account-platform §3: fiat or crypto decimals). With a
 * locale, in that locale's separators and grouping ('1.234,50 EUR' in de, '1,234.50 EUR' in en),
 * always in Latin digits like the odds; without one, the plain form API messages use.
 */
export function formatMoney(
  subunits: bigint | string | number,
  currencyCode: string,
  locale?: string,
): string {
  const amount = formatAmount(subunits, currencyCode);
  const shown = locale ? localizeDecimal(amount, locale) : amount;
  return `${shown} ${currencyOf(currencyCode).code}`;
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** '1234.50' → '1.234,50' in de: exact (Intl formats a decimal string without a float). */
export function localizeDecimal(decimal: string, locale: string): string {
  const fractionDigits = decimal.split('.')[1]?.length ?? 0;
  const key = `${locale} ${fractionDigits}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      numberingSystem: 'latn',
    });
    if (decimalFormats.size < 200) decimalFormats.set(key, format);
  }
  return format.format(decimal as unknown as number);
}
