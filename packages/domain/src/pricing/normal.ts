/**
 * Standard normal CDF via the Abramowitz–Stegun 7.1.26 erf approximation (error < 1.5e-7), far
 * below odds rounding and free of dependencies.
 */
export function normalCdf(x: number, mean = 0, sd = 1): number {
  const z = (x - mean) / (sd * Math.SQRT2);
  return 0.5 * (1 + erf(z));
}

export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
}

/**
 * P(X > line) for an integer-valued score approximated by N(mean, sd), with the continuity
 * correction: X > 220.5 ⇔ X ≥ 221, i.e. the normal above 220.5.
 */
export function normalProbabilityAbove(line: number, mean: number, sd: number): number {
  return 1 - normalCdf(line, mean, sd);
}

/**
 * P(X = value) for an integer-valued score approximated by N(mean, sd): the normal mass within
 * half a point either side. Prices the draw of handball or a basketball quarter.
 */
export function normalProbabilityAt(value: number, mean: number, sd: number): number {
  return normalCdf(value + 0.5, mean, sd) - normalCdf(value - 0.5, mean, sd);
}
