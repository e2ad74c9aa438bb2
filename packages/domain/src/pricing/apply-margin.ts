/**
 * Bookmaker margin by the power method: implied probabilities q_i = p_i^k with k chosen so that
 * Σ q_i equals the overround. Unlike a proportional margin it never prices a heavy favourite
 * below evens-of-nothing (a 97 % outcome stays above 1.0 at a 5 % margin) and it loads more margin
 * on long shots, as real books do. Being an exact power, it can be removed exactly.
 */
export function applyMargin(probabilities: readonly number[], overround: number): number[] {
  const logs = logsOf(probabilities);
  const k = solveExponent(logs, overround);
  const odds = new Array<number>(logs.length);
  for (let i = 0; i < logs.length; i++) odds[i] = Math.exp(-k * (logs[i] as number));
  return odds;
}

/** Inverse of `applyMargin`: fair probabilities (summing to 1) behind a set of decimal odds. */
export function removeMargin(odds: readonly number[]): number[] {
  const implied = odds.map((o) => 1 / o);
  const total = implied.reduce((sum, q) => sum + q, 0);
  if (total <= 1) return implied.map((q) => q / total);
  // Σ q_i^(1/k) = 1 — the same equation as applying a "margin" of 1 to the implied probabilities.
  const k = solveExponent(logsOf(implied), 1);
  return implied.map((q) => Math.pow(q, k));
}

/** Σ 1/odds: 1 for a fair book, 1.05 for a 5 % margin. */
export function impliedProbabilitySum(odds: readonly number[]): number {
  return odds.reduce((sum, o) => sum + 1 / o, 0);
}

/**
 * Finds k with Σ p_i^k = target. f(k) = Σ p_i^k − target is convex and decreasing in k, so Newton's
 * method from k = 1 overshoots once and then converges monotonically — a handful of steps.
 */
function logsOf(probabilities: readonly number[]): number[] {
  const logs = new Array<number>(probabilities.length);
  for (let i = 0; i < probabilities.length; i++) {
    logs[i] = Math.log(Math.min(Math.max(probabilities[i] as number, 1e-12), 1));
  }
  return logs;
}

/** Works on ln p_i, so p_i^k = exp(k · ln p_i) costs one exp inside the loop. */
function solveExponent(logs: readonly number[], target: number): number {
  const n = logs.length;
  let k = 1;
  for (let iteration = 0; iteration < 50; iteration++) {
    let f = -target;
    let derivative = 0;
    for (let i = 0; i < n; i++) {
      const log = logs[i] as number;
      const pk = Math.exp(k * log);
      f += pk;
      derivative += pk * log;
    }
    if (Math.abs(f) < 1e-11 || derivative === 0) break;
    let next = k - f / derivative;
    if (next <= 0) next = k / 2;
    k = next;
  }
  return k;
}
