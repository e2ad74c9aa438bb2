/**
 * Exact non-negative fractions of bigints: settlement and cashout keep every product and sum as
 * one fraction and round once, at the payout (DESIGN §4).
 */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export const ZERO: Fraction = { numerator: 0n, denominator: 1n };
export const ONE: Fraction = { numerator: 1n, denominator: 1n };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** Rounds down to a whole number of subunits. */
export function floorOf(value: Fraction): bigint {
  return value.numerator / value.denominator;
}

export function times(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

/** Largest denominator tried when reading a float as a fraction: 1/3 is 1/3, not 0.333…. */
const MAX_DENOMINATOR = 1000;
const PRECISION = 1_000_000_000;

/**
 * A float such as a dead-heat factor (0.5, 1/3, 2/3) as an exact fraction: the smallest
 * denominator up to 1000 that gives it to 1e-9, else billionths.
 */
export function fractionOf(value: number): Fraction {
  for (let denominator = 1; denominator <= MAX_DENOMINATOR; denominator++) {
    const numerator = Math.round(value * denominator);
    if (Math.abs(numerator / denominator - value) < 1e-9)
      return { numerator: BigInt(numerator), denominator: BigInt(denominator) };
  }
  return { numerator: BigInt(Math.round(value * PRECISION)), denominator: BigInt(PRECISION) };
}
