import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCIES, decimalsOf } from './currencies';
import {
  formatAmount,
  formatBalance,
  parseAmount,
  subunitsToDecimalString,
} from './format-balance';

describe('balance formatting', () => {
  it('shows fiat with two decimals', () => {
    expect(formatBalance(5000, 'EUR')).toBe('50.00 EUR');
    expect(formatBalance(0, 'USD')).toBe('0.00 USD');
    expect(formatBalance(123456789, 'GBP')).toBe('1,234,567.89 GBP');
    expect(formatBalance(123456789, 'EUR', 'de')).toBe('1.234.567,89 EUR');
  });

  it('shows crypto per its subunits, cut to at most 8 decimals and trimmed to at least 2', () => {
    expect(formatBalance(100_000_000, 'BTC')).toBe('1.00 BTC');
    expect(formatBalance(12_345, 'BTC')).toBe('0.00012345 BTC');
    expect(formatBalance(150_000_000, 'BTC')).toBe('1.50 BTC');
    expect(formatBalance('1234567890123456789', 'ETH')).toBe('1.23456789 ETH');
    expect(formatBalance(1_500_000, 'USDT')).toBe('1.50 USDT');
    expect(formatBalance(1, 'USDT')).toBe('0.000001 USDT');
  });

  it('never rounds a balance up', () => {
    expect(formatBalance('999999999999999999', 'ETH')).toBe('0.99999999 ETH');
  });

  it('is exact for amounts beyond the float range', () => {
    expect(subunitsToDecimalString(10n ** 24n + 1n, 18)).toBe('1000000.000000000000000001');
    expect(subunitsToDecimalString(-5n, 2)).toBe('-0.05');
    expect(decimalsOf(10n ** 18n)).toBe(18);
  });

  it('uses the settings table when it knows the currency', () => {
    const known = new Map([['XYZ', { code: 'XYZ', subunits: 1000n, fiat: true }]]);
    expect(formatBalance(1234, 'XYZ', 'en', known)).toBe('1.234 XYZ');
    expect(formatAmount(5, DEFAULT_CURRENCIES.get('EUR')!)).toBe('0.05');
  });
});

describe('parseAmount', () => {
  it('reads typed amounts into subunits', () => {
    expect(parseAmount('50', 100n)).toBe(5000n);
    expect(parseAmount('50,5', 100n)).toBe(5050n);
    expect(parseAmount('0.001', 10n ** 8n)).toBe(100_000n);
    expect(parseAmount('1.234', 100n)).toBeUndefined();
    expect(parseAmount('-1', 100n)).toBeUndefined();
    expect(parseAmount('', 100n)).toBeUndefined();
  });
});
