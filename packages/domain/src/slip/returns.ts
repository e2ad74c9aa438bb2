import { CURRENCIES, currencyOf } from '../money';
import type { CurrencyCode } from '../money';
import { capOddsThousandths, ODDS_SCALE, toOddsThousandths } from './odds';
import { numberOfCombinations } from './system-types';

/**
 * Potential returns (stake × odds, stake included) in integer subunits. Every calculation keeps
 * the exact fraction stake × N / D in bigint and rounds down once at the end (DESIGN §4: payouts
 * round down), so a combo of ten 1.1 prices is not ten roundings away from the truth. Each
 * selection's price counts at most ODDS_CAP.
 */

const units = (code: CurrencyCode, amount: bigint): bigint => amount * CURRENCIES[code].subunits;

/**
 * The most one bet can pay back, per currency (betting-core §5: "a system bet's return is capped
 * by a constant"). Fiat is capped at 1,000,000 units (5,000,000 BRL, about the same value);
 * crypto at round amounts near 1,000,000 EUR. The cap applies to every bet kind, not only
 * systems: a 10-fold combo at 40.0 would otherwise promise 10^16 × the stake, and the slip must
 * never show more than the bookmaker will pay.
 */
export const MAX_PAYOUT: Readonly<Record<CurrencyCode, bigint>> = {
  EUR: units('EUR', 1_000_000n),
  USD: units('USD', 1_000_000n),
  GBP: units('GBP', 1_000_000n),
  CAD: units('CAD', 1_000_000n),
  BRL: units('BRL', 5_000_000n),
  USDT: units('USDT', 1_000_000n),
  BTC: units('BTC', 10n),
  ETH: units('ETH', 300n),
};

export function maxPayoutOf(currency: string): bigint {
  return MAX_PAYOUT[currencyOf(currency).code];
}

/** What is being priced: the slip's bet kinds, plus several singles sharing one stake. */
export type ReturnBet =
  | { kind: 'single'; odds: number }
  | { kind: 'combo'; odds: readonly number[] }
  /** winCount of odds.length: every winCount-subset is one combination. */
  | { kind: 'system'; odds: readonly number[]; winCount: number }
  /** One single per price, each with the same stake. */
  | { kind: 'multiSingle'; odds: readonly number[] };

export type PotentialReturnOptions = ReturnBet & {
  /**
   * Subunits. For a system this is the TOTAL stake, split evenly over the combinations: a 2/3
   * for 3.00 EUR is three doubles of 1.00 EUR. An uneven split (10.00 EUR over 3) stays an exact
   * fraction; nothing is rounded until the payout. For multi-single it is the stake of EACH single.
   */
  stake: bigint;
  currency: string;
};

export interface PotentialReturn {
  /** What the player pays: stake × number of singles for multi-single, else the stake. */
  totalStake: bigint;
  /** Gross payout if everything wins, rounded down and capped at MAX_PAYOUT. */
  potentialReturn: bigint;
  /** Whether MAX_PAYOUT lowered the return (of any single, for multi-single). */
  capped: boolean;
  /** Bets inside this one: 1, C(n, k) for a system, n for multi-single. */
  combinations: bigint;
}

export function potentialReturn(options: PotentialReturnOptions): PotentialReturn {
  const { stake, currency } = options;
  if (stake < 0n) throw new RangeError('A stake cannot be negative');
  const cap = maxPayoutOf(currency);
  if (options.kind === 'multiSingle') {
    let total = 0n;
    let capped = false;
    for (const odds of options.odds) {
      const one = payout(stake, singleRatio(odds), cap);
      total += one.value;
      capped ||= one.capped;
    }
    const count = BigInt(options.odds.length);
    return { totalStake: stake * count, potentialReturn: total, capped, combinations: count };
  }
  const { value, capped } = payout(stake, ratioOf(options), cap);
  return {
    totalStake: stake,
    potentialReturn: value,
    capped,
    combinations: combinationsOf(options),
  };
}

export interface SingleReturnOptions {
  stake: bigint;
  odds: number;
  currency: string;
}

export interface ComboReturnOptions {
  stake: bigint;
  odds: readonly number[];
  currency: string;
}

export interface SystemReturnOptions extends ComboReturnOptions {
  winCount: number;
}

export function singleReturn(options: SingleReturnOptions): bigint {
  return potentialReturn({ kind: 'single', ...options }).potentialReturn;
}

export function comboReturn(options: ComboReturnOptions): bigint {
  return potentialReturn({ kind: 'combo', ...options }).potentialReturn;
}

/** Total stake split over every winCount-subset; the sum of the combinations' returns. */
export function systemReturn(options: SystemReturnOptions): bigint {
  return potentialReturn({ kind: 'system', ...options }).potentialReturn;
}

/** Sum of the singles' returns, each single staked `stake`. */
export function multiSingleReturn(options: ComboReturnOptions): bigint {
  return potentialReturn({ kind: 'multiSingle', ...options }).potentialReturn;
}

/**
 * A combo's total price as shown: product of the (capped) prices, rounded down to the thousandth.
 * Not capped itself: it is a product, not a quoted price.
 */
export function comboOdds(odds: readonly number[]): number {
  const { numerator, denominator } = comboRatio(odds);
  return Number((numerator * BigInt(ODDS_SCALE)) / denominator) / ODDS_SCALE;
}

export type StakeFromPotentialWinOptions = ReturnBet & {
  /** The gross return the player wants, in subunits. */
  potentialWin: bigint;
  currency: string;
};

/**
 * The inverse of potentialReturn: the SMALLEST stake (whole subunits) whose return reaches the
 * wanted win. Rounding the stake up is what makes "I want to win 100" never show 99.99, and it
 * round-trips: stakeFromPotentialWin(potentialReturn(s)) === s. A wish above MAX_PAYOUT is
 * treated as MAX_PAYOUT, since no stake can win more. For multi-single it is the stake of each
 * single such that all of them together reach the win.
 */
export function stakeFromPotentialWin(options: StakeFromPotentialWinOptions): bigint {
  const cap = maxPayoutOf(options.currency);
  if (options.potentialWin <= 0n) return 0n;
  if (options.kind === 'multiSingle') {
    if (options.odds.length === 0) return 0n;
    const ratios = options.odds.map(singleRatio);
    const target = min(options.potentialWin, cap * BigInt(ratios.length));
    const reach = (stake: bigint): bigint =>
      ratios.reduce((sum, ratio) => sum + payout(stake, ratio, cap).value, 0n);
    // Each single returns at least min(stake, cap), so a stake of `target` always reaches it;
    // the floors of a sum are not linear, so search instead of dividing.
    let low = 0n;
    let high = target;
    while (low < high) {
      const middle = (low + high) / 2n;
      if (reach(middle) >= target) high = middle;
      else low = middle + 1n;
    }
    return low;
  }
  const target = min(options.potentialWin, cap);
  const { numerator, denominator } = ratioOf(options);
  return ceilDiv(target * denominator, numerator);
}

interface OddsRatio {
  numerator: bigint;
  denominator: bigint;
}

function ratioOf(bet: Exclude<ReturnBet, { kind: 'multiSingle' }>): OddsRatio {
  switch (bet.kind) {
    case 'single':
      return singleRatio(bet.odds);
    case 'combo':
      return comboRatio(bet.odds);
    case 'system':
      return systemRatio(bet.odds, bet.winCount);
  }
}

function combinationsOf(bet: Exclude<ReturnBet, { kind: 'multiSingle' }>): bigint {
  return bet.kind === 'system' ? numberOfCombinations(bet.odds.length, bet.winCount) : 1n;
}

function thousandths(odds: number): bigint {
  return BigInt(capOddsThousandths(toOddsThousandths(odds)));
}

function singleRatio(odds: number): OddsRatio {
  return { numerator: thousandths(odds), denominator: BigInt(ODDS_SCALE) };
}

function comboRatio(odds: readonly number[]): OddsRatio {
  if (odds.length === 0) throw new RangeError('A combo needs at least one price');
  let numerator = 1n;
  for (const price of odds) numerator *= thousandths(price);
  return { numerator, denominator: BigInt(ODDS_SCALE) ** BigInt(odds.length) };
}

/**
 * Sum over all k-subsets of the product of their prices is the elementary symmetric polynomial
 * e_k, which a dynamic programme builds in n × k steps: C(20, 10) = 184,756 subsets would
 * otherwise each be multiplied out. Each combination carries stake / C(n, k).
 */
function systemRatio(odds: readonly number[], winCount: number): OddsRatio {
  const n = odds.length;
  if (!Number.isInteger(winCount) || winCount < 1 || winCount > n) {
    throw new RangeError(`A system ${winCount}/${n} does not exist`);
  }
  const sums: bigint[] = [1n, ...Array.from({ length: winCount }, () => 0n)];
  odds.forEach((price, index) => {
    const value = thousandths(price);
    for (let j = Math.min(index + 1, winCount); j >= 1; j--) {
      sums[j] = (sums[j] ?? 0n) + (sums[j - 1] ?? 0n) * value;
    }
  });
  return {
    numerator: sums[winCount] ?? 0n,
    denominator: numberOfCombinations(n, winCount) * BigInt(ODDS_SCALE) ** BigInt(winCount),
  };
}

function payout(stake: bigint, ratio: OddsRatio, cap: bigint): { value: bigint; capped: boolean } {
  const value = (stake * ratio.numerator) / ratio.denominator;
  return value > cap ? { value: cap, capped: true } : { value, capped: false };
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
