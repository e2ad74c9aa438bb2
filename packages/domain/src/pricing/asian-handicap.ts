import type { DiscreteDistribution } from './discrete';

export interface LineProbabilities {
  win: number;
  push: number;
  lose: number;
}

/** Win, push and lose of a bet on X + line > 0 for a whole- or half-point line. */
export function lineOutcome(distribution: DiscreteDistribution, line: number): LineProbabilities {
  let win = 0;
  let push = 0;
  let lose = 0;
  const { offset, probabilities } = distribution;
  for (let i = 0; i < probabilities.length; i++) {
    const p = probabilities[i] as number;
    const result = offset + i + line;
    if (Math.abs(result) < 1e-9) push += p;
    else if (result > 0) win += p;
    else lose += p;
  }
  return { win, push, lose };
}

/**
 * Effective probabilities of an Asian line, summing to 1: the p for which 1/p is the fair price.
 * A whole line refunds the push, so p = W / (W + L). A quarter line is half the stake on each
 * neighbouring half/whole line at one price, and the fair price of that split bet is
 * (W1 + W2) / (W1 + W2 + L1 + L2) — the mediant, so it always lies between its neighbours.
 *
 * `distribution` is the home side's margin (home − away) for a handicap and (total − 0) negated
 * appropriately by the caller for totals; `line` is the home handicap, e.g. -0.75.
 */
export function asianLineProbabilities(
  distribution: DiscreteDistribution,
  line: number,
): { home: number; away: number } {
  const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
  const parts = quarter ? [line - 0.25, line + 0.25] : [line];
  let win = 0;
  let lose = 0;
  for (const part of parts) {
    const outcome = lineOutcome(distribution, part);
    win += outcome.win;
    lose += outcome.lose;
  }
  const decided = win + lose;
  return decided === 0 ? { home: 0.5, away: 0.5 } : { home: win / decided, away: lose / decided };
}
