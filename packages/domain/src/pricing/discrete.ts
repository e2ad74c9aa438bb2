/**
 * A distribution over consecutive integers: `probabilities[i]` is P(X = offset + i). Goal
 * differences, total games and set scores are all integer-valued, and keeping them as dense
 * arrays makes every line market a cheap sum.
 */
export interface DiscreteDistribution {
  offset: number;
  probabilities: number[];
}

/** P(X > line). For an integer line this excludes X = line (the push). */
export function probabilityAbove(distribution: DiscreteDistribution, line: number): number {
  let sum = 0;
  const { offset, probabilities } = distribution;
  for (let i = 0; i < probabilities.length; i++) {
    if (offset + i > line) sum += probabilities[i] as number;
  }
  return sum;
}

/** P(X < line). */
export function probabilityBelow(distribution: DiscreteDistribution, line: number): number {
  let sum = 0;
  const { offset, probabilities } = distribution;
  for (let i = 0; i < probabilities.length; i++) {
    if (offset + i < line) sum += probabilities[i] as number;
  }
  return sum;
}

/** P(X = value). */
export function probabilityAt(distribution: DiscreteDistribution, value: number): number {
  return distribution.probabilities[value - distribution.offset] ?? 0;
}

export function mean(distribution: DiscreteDistribution): number {
  const { offset, probabilities } = distribution;
  let sum = 0;
  for (let i = 0; i < probabilities.length; i++) sum += (probabilities[i] as number) * (offset + i);
  return sum;
}

/** The value m with P(X <= m) >= 1/2: where the balanced line of a total or handicap sits. */
export function median(distribution: DiscreteDistribution): number {
  let cumulative = 0;
  for (let i = 0; i < distribution.probabilities.length; i++) {
    cumulative += distribution.probabilities[i] as number;
    if (cumulative >= 0.5) return distribution.offset + i;
  }
  return distribution.offset + distribution.probabilities.length - 1;
}
