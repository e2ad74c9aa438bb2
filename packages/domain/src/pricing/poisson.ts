import type { DiscreteDistribution } from './discrete';

/**
 * P(X = k) for k = 0..max of a Poisson variable. The tail P(X > max) is folded into the last cell
 * so the vector sums to exactly 1: markets are then complete without a separate "other" term,
 * and with max around 10 goals the tail is far below any odds' rounding.
 */
export function poissonDistribution(rate: number, max: number): number[] {
  const probabilities = new Array<number>(max + 1);
  let p = Math.exp(-rate);
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    probabilities[k] = p;
    sum += p;
    p = (p * rate) / (k + 1);
  }
  probabilities[max] = (probabilities[max] as number) + Math.max(0, 1 - sum);
  return probabilities;
}

/**
 * The joint score distribution of two independent Poisson scores: `matrix[h][a]` = P(home = h,
 * away = a). Independence is the textbook football model; it prices 1X2, totals, handicaps and
 * correct score from the same two numbers, which is what keeps those markets consistent.
 */
export function poissonScoreMatrix(homeRate: number, awayRate: number, max: number): number[][] {
  const home = poissonDistribution(homeRate, max);
  const away = poissonDistribution(awayRate, max);
  return home.map((ph) => away.map((pa) => ph * pa));
}

/** Home minus away score, from a score matrix. */
export function scoreDifference(matrix: number[][]): DiscreteDistribution {
  const size = matrix.length;
  const probabilities = new Array<number>(2 * size - 1).fill(0);
  for (let h = 0; h < size; h++) {
    const row = matrix[h] as number[];
    for (let a = 0; a < row.length; a++) {
      const index = h - a + size - 1;
      probabilities[index] = (probabilities[index] as number) + (row[a] as number);
    }
  }
  return { offset: -(size - 1), probabilities };
}

/** Home plus away score, from a score matrix. */
export function scoreTotal(matrix: number[][]): DiscreteDistribution {
  const size = matrix.length;
  const probabilities = new Array<number>(2 * size - 1).fill(0);
  for (let h = 0; h < size; h++) {
    const row = matrix[h] as number[];
    for (let a = 0; a < row.length; a++) {
      probabilities[h + a] = (probabilities[h + a] as number) + (row[a] as number);
    }
  }
  return { offset: 0, probabilities };
}

/** Shifts a score matrix by goals already scored, for in-play pricing of final-score markets. */
export function shiftScoreMatrix(matrix: number[][], home: number, away: number): number[][] {
  const size = matrix.length + Math.max(home, away);
  const shifted = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  matrix.forEach((row, h) =>
    row.forEach((p, a) => {
      (shifted[h + home] as number[])[a + away] = p;
    }),
  );
  return shifted;
}
