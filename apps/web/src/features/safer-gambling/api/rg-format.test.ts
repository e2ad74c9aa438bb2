import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatLimitValue,
  formatNetResult,
  limitInputText,
  parseLimitInput,
  realityCheckIntervals,
  usedShare,
} from './rg-format';

describe('safer-gambling formats', () => {
  it('reads a typed money limit as exact subunits, comma or point', () => {
    expect(parseLimitInput('deposit', '20', 'EUR')).toEqual({ amount: 2000n });
    expect(parseLimitInput('loss', '20,5', 'EUR')).toEqual({ amount: 2050n });
    expect(parseLimitInput('wager', '0.1', 'BTC')).toEqual({ amount: 10_000_000n });
  });

  it('refuses empty, junk, zero, extra decimals and huge amounts with a reason', () => {
    expect(parseLimitInput('deposit', ' ', 'EUR')).toEqual({ error: 'required' });
    expect(parseLimitInput('deposit', '12abc', 'EUR')).toEqual({ error: 'invalid' });
    expect(parseLimitInput('deposit', '-5', 'EUR')).toEqual({ error: 'invalid' });
    expect(parseLimitInput('deposit', '0.00', 'EUR')).toEqual({ error: 'zero' });
    expect(parseLimitInput('deposit', '1.234', 'EUR')).toEqual({ error: 'decimals' });
    expect(parseLimitInput('deposit', '99999999', 'EUR')).toEqual({ error: 'tooLarge' });
  });

  it('reads time limits as whole minutes and sends seconds', () => {
    expect(parseLimitInput('session', '90', 'EUR')).toEqual({ amount: 5400n });
    expect(parseLimitInput('activity', '1.5', 'EUR')).toEqual({ error: 'invalid' });
    expect(parseLimitInput('activity', '0', 'EUR')).toEqual({ error: 'zero' });
    expect(parseLimitInput('activity', '50000', 'EUR')).toEqual({ error: 'tooLarge' });
    expect(limitInputText('session', '5400', null)).toBe('90');
    expect(limitInputText('deposit', '2050', 'EUR')).toBe('20.50');
  });

  it('shows money with its currency and time as a duration', () => {
    expect(formatLimitValue('deposit', '2000', 'EUR', 'en')).toBe('20.00 EUR');
    expect(formatLimitValue('deposit', '123450', 'EUR', 'de')).toBe('1.234,50 EUR');
    expect(formatDuration(5400, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(60, 'en')).toBe('1 min');
    expect(formatDuration(42, 'en')).toBe('42 sec');
  });

  it('signs a net result with a true minus sign', () => {
    expect(formatNetResult('1250', 'EUR', 'en')).toBe('+12.50 EUR');
    expect(formatNetResult('-300', 'EUR', 'en')).toBe('\u22123.00 EUR');
    expect(formatNetResult('0', 'EUR', 'en')).toBe('0.00 EUR');
  });

  it('keeps the bar between empty and full, a win below zero shows empty', () => {
    expect(usedShare('500', '2000')).toBe(0.25);
    expect(usedShare('-500', '2000')).toBe(0);
    expect(usedShare('2500', '2000')).toBe(1);
    expect(usedShare(null, '2000')).toBe(0);
  });

  it('offers the reality-check steps within the bounds, and a lower test minimum', () => {
    expect(realityCheckIntervals(600, 28_800)[0]).toBe(600);
    expect(realityCheckIntervals(600, 28_800).at(-1)).toBe(28_800);
    expect(realityCheckIntervals(60, 28_800).slice(0, 2)).toEqual([60, 600]);
  });
});
