/**
 * Decimal odds as the slip holds them: a JS number with at most three decimals on the wire, an
 * integer count of thousandths inside every calculation. Integers keep 1.1 * 1.1 * 1.1 exact,
 * which matters once the product multiplies a bigint stake.
 */

/** Odds above this are shown and paid as this (betting-core §5 "odds over 40 are capped"). */
export const ODDS_CAP = 40;

/** Thousandths in one unit of odds. */
export const ODDS_SCALE = 1000;

/** The lowest price that pays anything back: 1.000 would return exactly the stake. */
export const MIN_SLIP_ODDS = 1.001;

const CAP_THOUSANDTHS = ODDS_CAP * ODDS_SCALE;

/** Whether a number can be a selection's price: finite and at least MIN_SLIP_ODDS. */
export function isValidOdds(odds: number): boolean {
  return Number.isFinite(odds) && Math.round(odds * ODDS_SCALE) >= MIN_SLIP_ODDS * ODDS_SCALE;
}

/**
 * 1.91 → 1910. Rounds to the nearest thousandth, because 1.91 * 1000 is 1909.9999999999998 in
 * floating point. Throws on a price that cannot be bet on; callers that take prices from a feed
 * check isValidOdds first.
 */
export function toOddsThousandths(odds: number): number {
  if (!isValidOdds(odds)) throw new RangeError(`${odds} is not a valid decimal price`);
  return Math.round(odds * ODDS_SCALE);
}

/** The price used for display and returns: never above ODDS_CAP. */
export function capOddsThousandths(thousandths: number): number {
  return Math.min(thousandths, CAP_THOUSANDTHS);
}

/** Whether two prices are the same to the thousandth (so float noise never flags a change). */
export function sameOdds(a: number, b: number): boolean {
  return Math.round(a * ODDS_SCALE) === Math.round(b * ODDS_SCALE);
}

/** Compares two prices to the thousandth: negative when a is the shorter price. */
export function compareOdds(a: number, b: number): number {
  return Math.round(a * ODDS_SCALE) - Math.round(b * ODDS_SCALE);
}
