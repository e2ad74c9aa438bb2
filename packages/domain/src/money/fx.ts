import { currencyOf } from './currencies';

/**
 * Exchange rates (decision 062). The operator keeps one table of rates against EUR; nothing here
 * reads a float:
 *
 * - FX-001 a rate is "units of the currency one EUR buys" as an exact decimal text (at most 12
 *   integer digits and 18 decimals, above zero); EUR's rate is always exactly 1.
 * - FX-002 the rate in force at a moment is the currency's rate with the latest effective-from at
 *   or before it; none before it means no rate (the caller skips, never guesses).
 * - FX-003 a conversion goes through EUR and rounds down to the target's subunit, exactly:
 *   `floor(amount × 10^dTo × toPerEur / (10^dFrom × fromPerEur))`.
 * - FX-005 a jackpot hit's `amount_in_eur` is its amount converted (FX-003) at the rates in force
 *   at the hit; an EUR hit's is its amount; null only when no rate is in force.
 */

export const EUR = 'EUR';

/** A rate of the table: `perEur` units of `currency` for one EUR, from `effectiveFrom`. */
export interface FxRate {
  id?: number;
  currency: string;
  perEur: string;
  effectiveFrom: Date;
}

/** A rate a conversion uses: the currency and its exact per-EUR decimal. */
export type RateUsed = Pick<FxRate, 'currency' | 'perEur'> & { id?: number };

/** The rates in force at one moment, by currency (EUR need not be there). */
export type RatesInForce = ReadonlyMap<string, RateUsed>;

const ratePattern = /^(\d{1,12})(?:\.(\d{1,18}))?$/;

/** FX-001: why `text` is not a usable rate, or undefined when it is. */
export function rateProblem(text: string): string | undefined {
  const match = ratePattern.exec(text);
  if (!match) return 'must be a decimal with at most 12 integer digits and 18 decimals';
  if (/^0*$/.test(`${match[1]}${match[2] ?? ''}`)) return 'must be above zero';
  return undefined;
}

/** FX-001: an exact rate as `digits / 10^scale`; trailing zeros (numeric columns) are fine. */
export function parseRate(text: string): { digits: bigint; scale: bigint } {
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  const problem = rateProblem(trimmed);
  if (problem) throw new RangeError(`FX-001: rate "${text}" ${problem}`);
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return { digits: BigInt(`${whole}${fraction}`), scale: BigInt(fraction.length) };
}

/** FX-001: the same rate written without trailing zeros ('1.080000' → '1.08'). */
export function normalizeRate(text: string): string {
  const { digits, scale } = parseRate(text);
  const padded = digits.toString().padStart(Number(scale) + 1, '0');
  const cut = padded.length - Number(scale);
  return scale === 0n ? padded : `${padded.slice(0, cut)}.${padded.slice(cut)}`;
}

/** FX-002: the rate of `currency` in force at `at` (EUR: 1), or undefined. */
export function rateInForce(
  rates: readonly FxRate[],
  currency: string,
  at: Date,
): RateUsed | undefined {
  if (currency === EUR) return { currency: EUR, perEur: '1' };
  let best: FxRate | undefined;
  for (const rate of rates)
    if (
      rate.currency === currency &&
      rate.effectiveFrom.getTime() <= at.getTime() &&
      (!best || rate.effectiveFrom.getTime() > best.effectiveFrom.getTime())
    )
      best = rate;
  return best
    ? { ...(best.id === undefined ? {} : { id: best.id }), currency, perEur: best.perEur }
    : undefined;
}

/** FX-002: every currency's rate in force at `at`. */
export function ratesInForce(rates: readonly FxRate[], at: Date): Map<string, RateUsed> {
  const map = new Map<string, RateUsed>();
  for (const currency of new Set(rates.map((r) => r.currency))) {
    const rate = rateInForce(rates, currency, at);
    if (rate) map.set(currency, rate);
  }
  return map;
}

/** FX-002: the rate of `currency` from a moment's rates; EUR is always 1. */
export const rateOf = (rates: RatesInForce, currency: string): RateUsed | undefined =>
  currency === EUR ? { currency: EUR, perEur: '1' } : rates.get(currency);

/**
 * FX-003: `amount` subunits of `from.currency` in subunits of `to.currency`, rounded down.
 * Exact: integers only, one division.
 */
export function convertAmount(amount: bigint, from: RateUsed, to: RateUsed): bigint {
  if (amount < 0n) throw new RangeError('FX-003: only amounts of zero or more are converted');
  if (from.currency === to.currency) return amount;
  const f = parseRate(from.perEur);
  const t = parseRate(to.perEur);
  const numerator =
    amount * 10n ** BigInt(currencyOf(to.currency).decimals) * t.digits * 10n ** f.scale;
  const denominator = 10n ** BigInt(currencyOf(from.currency).decimals) * f.digits * 10n ** t.scale;
  return numerator / denominator;
}

/** FX-003 with a moment's rates: undefined when either side has no rate (FX-002). */
export function convertWith(
  rates: RatesInForce,
  amount: bigint,
  from: string,
  to: string,
): bigint | undefined {
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  if (!fromRate || !toRate) return undefined;
  return convertAmount(amount, fromRate, toRate);
}

/** FX-005: a hit's amount in EUR at the hit's rates, or null when its currency has none. */
export const amountInEurOf = (rates: RatesInForce, amount: bigint, currency: string) =>
  convertWith(rates, amount, currency, EUR) ?? null;
