export const MIN_ODDS = 1.01;
/** Long shots are capped: nobody prices a 2,000-to-1 correct score exactly. */
export const MAX_ODDS = 500;

/**
 * Decimal odds as shown and stored: three places below 1.10 (where 1.05 vs 1.055 still matters),
 * two places up to 100, whole numbers above. Always rounded down, so rounding never gives away
 * margin.
 */
export function roundOdds(odds: number, min = MIN_ODDS, max = MAX_ODDS): number {
  const clamped = Math.min(Math.max(odds, min), max);
  const step = clamped < 1.1 ? 1000 : clamped < 100 ? 100 : 1;
  // The epsilon keeps 1.9999999 (float noise on an exact 2.00) from dropping to 1.99.
  const rounded = Math.floor(clamped * step + 1e-7) / step;
  return Math.max(rounded, min);
}
