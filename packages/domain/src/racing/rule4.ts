/**
 * Rule 4 (Tattersalls): when a runner is withdrawn after a price was taken, the winnings of bets
 * on the others are reduced by a deduction that depends on the withdrawn runner's price.
 */

/** RACE-003: [the longest price in thousandths the band covers, deduction in pence per pound]. */
export const RULE4_TABLE: ReadonlyArray<readonly [number, number]> = [
  [1111, 90], // 1/9 or shorter
  [1182, 85], // 2/11 – 2/17
  [1222, 80], // 2/9 – 1/5
  [1300, 75], // 3/10 – 2/7
  [1400, 70], // 2/5 – 1/3
  [1533, 65], // 8/15 – 4/9
  [1615, 60], // 8/13 – 4/7
  [1800, 55], // 4/5 – 4/6
  [1952, 50], // 20/21 – 5/6
  [2200, 45], // evens – 6/5
  [2500, 40], // 5/4 – 6/4
  [2750, 35], // 8/5 – 7/4
  [3250, 30], // 15/8 – 9/4
  [4000, 25], // 5/2 – 3/1
  [5000, 20], // 10/3 – 4/1
  [6500, 15], // 9/2 – 11/2
  [10000, 10], // 6/1 – 9/1
  [15000, 5], // 10/1 – 14/1
];

/** RACE-003: pence in the pound deducted for one withdrawn runner at this price; 0 beyond 14/1. */
export function rule4Deduction(withdrawnPriceThousandths: number): number {
  for (const [upTo, pence] of RULE4_TABLE) if (withdrawnPriceThousandths <= upTo) return pence;
  return 0;
}

/** RACE-004: the deductions of several withdrawals add up, at most 75p in the pound. */
export const RULE4_MAX = 75;

export function totalRule4Deduction(withdrawnPrices: readonly number[]): number {
  const sum = withdrawnPrices.reduce((total, price) => total + rule4Deduction(price), 0);
  return Math.min(RULE4_MAX, sum);
}

export interface Withdrawal {
  /** Epoch ms of the withdrawal. */
  at: number;
  priceThousandths: number;
}

/**
 * RACE-005: a bet at a taken price carries the deductions of the withdrawals after it was struck;
 * a starting-price bet carries none (the SP is formed without the withdrawn runner).
 */
export function rule4For(
  bet: { placedAt: number; price: 'taken' | 'sp' },
  withdrawals: readonly Withdrawal[],
): number {
  if (bet.price === 'sp') return 0;
  return totalRule4Deduction(
    withdrawals.filter((w) => w.at > bet.placedAt).map((w) => w.priceThousandths),
  );
}
