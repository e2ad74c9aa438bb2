import {
  MONEY_LIMIT_TYPES,
  PERIODIC_LIMIT_TYPES,
  type SettableLimitType,
} from '@sportsbook/contract/browser';
import { formatAmount, formatMoney, isCurrencyCode, parseAmount } from '@sportsbook/domain';

/**
 * Pure helpers of the safer-gambling area: which unit a limit counts, how its amounts read, and
 * what a typed amount is on the wire. Money is integer subunits (decision 007), time is seconds.
 */
export const isMoneyLimit = (type: string): boolean =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);

export const isPeriodicLimit = (type: string): boolean =>
  (PERIODIC_LIMIT_TYPES as readonly string[]).includes(type);

/** "1 hr, 30 min" in the reader's language; whole minutes (a limit is never finer). */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  if (hours === 0 && minutes === 0) return unit(seconds, 'second');
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(minutes > 0 ? [unit(minutes, 'minute')] : []),
  ];
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

/** A limit's amount, use or remainder for a reader: money with its currency, time as a duration. */
export function formatLimitValue(
  type: string,
  value: string | bigint | number,
  currency: string | null,
  locale: string,
): string {
  if (isMoneyLimit(type)) {
    const code = currency && isCurrencyCode(currency) ? currency : 'EUR';
    return formatMoney(value, code, locale);
  }
  return formatDuration(Number(value), locale);
}

/** A signed net result: "+12.50 EUR", "−3.00 EUR" (a true minus sign), "0.00 EUR". */
export function formatNetResult(value: string, currency: string, locale: string): string {
  const amount = BigInt(/^-?\d+$/.test(value) ? value : '0');
  const code = isCurrencyCode(currency) ? currency : 'EUR';
  const shown = formatMoney(amount < 0n ? -amount : amount, code, locale);
  return amount > 0n ? `+${shown}` : amount < 0n ? `\u2212${shown}` : shown;
}

export type LimitInputError = 'required' | 'invalid' | 'decimals' | 'zero' | 'tooLarge';

/** Largest limit the form sends: far above any real limit, far below the wire's 30 digits. */
const MAX_MONEY_UNITS = 10_000_000n;
/** Time limits are typed in minutes, up to the length of the longest period (a month). */
const MAX_MINUTES = 31 * 24 * 60;

/**
 * The amount typed into the limit form on the wire: subunits of `currency` for money limits
 * (comma or point as the decimal mark), seconds for time limits typed in whole minutes.
 */
export function parseLimitInput(
  type: SettableLimitType,
  text: string,
  currency: string,
): { amount: bigint } | { error: LimitInputError } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: 'required' };
  if (!isMoneyLimit(type)) {
    if (!/^\d{1,7}$/.test(trimmed)) return { error: 'invalid' };
    const minutes = Number(trimmed);
    if (minutes === 0) return { error: 'zero' };
    if (minutes > MAX_MINUTES) return { error: 'tooLarge' };
    return { amount: BigInt(minutes * 60) };
  }
  if (!/^\d{1,12}(\.\d+)?$/.test(trimmed)) return { error: 'invalid' };
  const code = isCurrencyCode(currency) ? currency : 'EUR';
  let amount: bigint;
  try {
    amount = parseAmount(trimmed, code);
  } catch {
    return { error: 'decimals' };
  }
  if (amount === 0n) return { error: 'zero' };
  if (BigInt(trimmed.split('.')[0] ?? '0') > MAX_MONEY_UNITS) return { error: 'tooLarge' };
  return { amount };
}

/** What the form shows for an existing limit: "20.00" / "90" (minutes). */
export function limitInputText(type: string, amount: string, currency: string | null): string {
  if (!isMoneyLimit(type)) return String(Math.round(Number(amount) / 60));
  const code = currency && isCurrencyCode(currency) ? currency : 'EUR';
  return formatAmount(amount, code);
}

/** Progress of a limit's use, 0…1, for the bar (a loss limit's use can be below zero). */
export function usedShare(used: string | null, amount: string | null): number {
  if (used === null || amount === null) return 0;
  const total = Number(amount);
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, Number(used) / total));
}

/**
 * Reality-check intervals offered: the usual steps from 10 minutes to 8 hours, plus the server's
 * lower minimum when a test or demo setting allows one (REALITY_CHECK_MIN_SECONDS).
 */
const INTERVAL_STEPS = [600, 1200, 1800, 2700, 3600, 5400, 7200, 10800, 14400, 21600, 28800];
export function realityCheckIntervals(minSeconds: number, maxSeconds: number): number[] {
  const steps = INTERVAL_STEPS.filter((step) => step >= minSeconds && step <= maxSeconds);
  return minSeconds < (steps[0] ?? Infinity) ? [minSeconds, ...steps] : steps;
}
