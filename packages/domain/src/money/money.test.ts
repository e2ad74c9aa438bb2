import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  formatAmount,
  formatMoney,
  isCurrencyCode,
  parseAmount,
  toSubunits,
} from './index';

describe('money', () => {
  it('knows the subunits and fiat flag of every currency', () => {
    expect(CURRENCIES.EUR).toMatchObject({ subunits: 100n, fiat: true });
    expect(CURRENCIES.CAD.subunits).toBe(100n);
    expect(CURRENCIES.BTC).toMatchObject({ subunits: 10n ** 8n, fiat: false });
    expect(CURRENCIES.ETH.subunits).toBe(10n ** 18n);
    expect(CURRENCIES.USDT.subunits).toBe(10n ** 6n);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });

  it('parses decimal text to subunits exactly and refuses extra decimals', () => {
    expect(parseAmount('50', 'EUR')).toBe(5000n);
    expect(parseAmount('0.1', 'EUR')).toBe(10n);
    expect(parseAmount('1.5', 'ETH')).toBe(1_500_000_000_000_000_000n);
    expect(() => parseAmount('1.234', 'EUR')).toThrow(/at most 2 decimals/);
    expect(() => parseAmount('-1', 'EUR')).toThrow();
    expect(() => parseAmount('1e3', 'EUR')).toThrow();
  });

  it('formats with fiat or crypto decimals, rounding down', () => {
    expect(formatMoney(5000n, 'EUR')).toBe('50.00 EUR');
    expect(formatAmount('123456789', 'BTC')).toBe('1.23456789');
    expect(formatAmount(1_999_999_999_999_999_999n, 'ETH')).toBe('1.99999999');
    expect(formatAmount(7, 'EUR')).toBe('0.07');
    expect(formatAmount(-250n, 'USD')).toBe('-2.50');
    expect(formatAmount(1_234_567n, 'USDT', { decimals: 0 })).toBe('1');
  });

  it("formats in the reader's locale when given one, exactly and in Latin digits", () => {
    expect(formatMoney(47_917n, 'EUR', 'de')).toBe('479,17 EUR');
    expect(formatMoney(2000n, 'EUR', 'de')).toBe('20,00 EUR');
    expect(formatMoney(123_456_789n, 'EUR', 'en')).toBe('1,234,567.89 EUR');
    expect(formatMoney(123_456n, 'EUR', 'fr-CA')).toBe('1\u00a0234,56 EUR');
    expect(formatMoney(123_456n, 'EUR', 'ar')).toBe('1,234.56 EUR');
    expect(formatMoney(1_999_999_999_999_999_999n, 'ETH', 'de')).toBe('1,99999999 ETH');
    expect(formatMoney(9_007_199_254_740_993n, 'EUR', 'en')).toBe('90,071,992,547,409.93 EUR');
  });

  it('accepts integer strings and safe integers as subunits, nothing else', () => {
    expect(toSubunits('42')).toBe(42n);
    expect(toSubunits(42)).toBe(42n);
    expect(() => toSubunits(1.5)).toThrow();
    expect(() => toSubunits('4.2')).toThrow();
  });

  it('round-trips any amount through format and parse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (code, subunits) => {
          const currency = CURRENCIES[code];
          const text = formatAmount(subunits, code, { decimals: currency.decimals });
          expect(parseAmount(text, code)).toBe(subunits);
        },
      ),
    );
  });
});
