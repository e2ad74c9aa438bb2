/**
 * Lotteries (issue 22, decision 051): number draws, their exact probabilities, the book's prices,
 * the provably fair draw (a seed's SHA-256 published before, the seed after) and the settlement
 * of every market from the drawn balls. Pure; the feed, the server and the browser share it.
 */
import { hmacSha256Hex, sha256Hex } from '../jackpots/sha256';

export interface LotteryGame {
  /** Stable key, e.g. `6-49`. */
  key: string;
  name: string;
  /** Balls numbered 1 … pool. */
  pool: number;
  /** Balls drawn. */
  picks: number;
  /** Minutes between two draws (LOT-001). */
  everyMinutes: number;
  /** Width of the first ball's ranges. */
  rangeWidth: number;
}

/** LOT-001 the games: 6 of 49 every 10 minutes and Quick 5 of 20 every 2 minutes. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [
  { key: '6-49', name: 'Lotto 6/49', pool: 49, picks: 6, everyMinutes: 10, rangeWidth: 10 },
  { key: '5-20', name: 'Quick 5/20', pool: 20, picks: 5, everyMinutes: 2, rangeWidth: 5 },
];

export const LOTTERY_MARKETS = { number: 951, sum: 952, oddCount: 953, firstBall: 954 } as const;

/** An exact probability. */
export interface Chance {
  num: number;
  den: number;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

/** LOT-002 P(ball b is drawn) = C(n−1, k−1) / C(n, k) = k / n for every b. */
export const numberDrawnChance = (g: LotteryGame): Chance => ({
  num: binomial(g.pool - 1, g.picks - 1),
  den: binomial(g.pool, g.picks),
});

/** LOT-003 P(j odd balls) = C(odd, j) × C(even, k − j) / C(n, k) (hypergeometric). */
export function oddCountChance(g: LotteryGame, j: number): Chance {
  const odd = Math.ceil(g.pool / 2);
  return {
    num: binomial(odd, j) * binomial(g.pool - odd, g.picks - j),
    den: binomial(g.pool, g.picks),
  };
}

/** Number of k-subsets of 1 … n by their sum (exact counts). */
export function sumCounts(g: LotteryGame): number[] {
  const max = (g.picks * (2 * g.pool - g.picks + 1)) / 2;
  // ways[j][s]: j balls among those seen so far summing to s.
  let ways = Array.from({ length: g.picks + 1 }, () => new Array<number>(max + 1).fill(0));
  ways[0]![0] = 1;
  for (let b = 1; b <= g.pool; b++) {
    const next = ways.map((row) => row.slice());
    for (let j = 1; j <= g.picks; j++)
      for (let s = b; s <= max; s++) next[j]![s]! += ways[j - 1]![s - b]!;
    ways = next;
  }
  return ways[g.picks]!;
}

/** LOT-004 the sum's line: the half above the middle of the sums (k(n+1)/2 rounded down). */
export const sumLine = (g: LotteryGame) => Math.floor((g.picks * (g.pool + 1)) / 2) + 0.5;

export function sumChance(g: LotteryGame, side: 'over' | 'under'): Chance {
  const counts = sumCounts(g);
  const line = sumLine(g);
  const num = counts.reduce((a, c, s) => ((side === 'over' ? s > line : s < line) ? a + c : a), 0);
  return { num, den: binomial(g.pool, g.picks) };
}

/** LOT-005 the first ball is uniform: P(first in [a, b]) = (b − a + 1) / n. */
export function firstBallRanges(g: LotteryGame): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let a = 1; a <= g.pool; a += g.rangeWidth)
    out.push([a, Math.min(g.pool, a + g.rangeWidth - 1)]);
  return out;
}

export const firstBallChance = (g: LotteryGame, [a, b]: [number, number]): Chance => ({
  num: b - a + 1,
  den: g.pool,
});

/** LOT-006 the book's margin: a price pays back 1 / 1.1 of the fair price. */
export const LOTTERY_MARGIN_PERCENT = 10;

/**
 * LOT-006 the price in thousandths of a chance: the fair price divided by 1.1, rounded down to
 * the hundredth (10 thousandths), at least 1.01.
 */
export function lotteryPriceThousandths(c: Chance): number {
  const fair = (1000 * 100 * c.den) / (c.num * (100 + LOTTERY_MARGIN_PERCENT));
  return Math.max(1010, Math.floor(fair / 10) * 10);
}

export interface LotteryOutcome {
  outcomeId: string;
  label: string;
  chance: Chance;
  odds: number;
}

export interface LotteryMarket {
  marketId: number;
  specifier: string;
  outcomes: LotteryOutcome[];
}

const priced = (outcomeId: string, label: string, chance: Chance): LotteryOutcome => ({
  outcomeId,
  label,
  chance,
  odds: lotteryPriceThousandths(chance),
});

/** The markets of one draw (LOT-002 … LOT-006). */
export function lotteryMarkets(g: LotteryGame): LotteryMarket[] {
  const numbers = Array.from({ length: g.pool }, (_, i) => i + 1);
  return [
    {
      marketId: LOTTERY_MARKETS.number,
      specifier: '',
      outcomes: numbers.map((b) => priced(String(b), String(b), numberDrawnChance(g))),
    },
    {
      marketId: LOTTERY_MARKETS.sum,
      specifier: `total=${sumLine(g)}`,
      outcomes: [
        priced('over', `Over ${sumLine(g)}`, sumChance(g, 'over')),
        priced('under', `Under ${sumLine(g)}`, sumChance(g, 'under')),
      ],
    },
    {
      marketId: LOTTERY_MARKETS.oddCount,
      specifier: '',
      outcomes: Array.from({ length: g.picks + 1 }, (_, j) =>
        priced(String(j), String(j), oddCountChance(g, j)),
      ),
    },
    {
      marketId: LOTTERY_MARKETS.firstBall,
      specifier: '',
      outcomes: firstBallRanges(g).map(([a, b]) =>
        priced(`${a}-${b}`, `${a}–${b}`, firstBallChance(g, [a, b])),
      ),
    },
  ];
}

/** LOT-007 a draw's seed: HMAC-SHA-256 of the draw id under the book's secret (hex). */
export const drawSeedOf = (secret: string, drawId: number) =>
  hmacSha256Hex(secret, `lottery-draw:${drawId}`);

/** LOT-007 the commitment published before the draw: SHA-256 of the seed's hex text. */
export const drawHashOf = (seed: string) => sha256Hex(seed);

/**
 * LOT-008 the balls from the seed, in the order drawn: ball i takes the remaining pool's entry
 * at SHA-256(`seed:i`) mod (balls left). Anyone holding the seed repeats it.
 */
export function ballsOf(g: LotteryGame, seed: string): number[] {
  const left = Array.from({ length: g.pool }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < g.picks; i++) {
    const index = Number(BigInt(`0x${sha256Hex(`${seed}:${i}`)}`) % BigInt(left.length));
    out.push(left.splice(index, 1)[0]!);
  }
  return out;
}

/** LOT-009 a proof verifies when the seed hashes to the published hash and gives these balls. */
export function verifyDraw(
  g: LotteryGame,
  proof: { hash: string; seed: string; balls: readonly number[] },
): boolean {
  if (drawHashOf(proof.seed) !== proof.hash) return false;
  const balls = ballsOf(g, proof.seed);
  return balls.length === proof.balls.length && balls.every((b, i) => b === proof.balls[i]);
}

/** LOT-010 every outcome of the draw's markets: win or lose from the drawn balls. */
export function settleLottery(
  g: LotteryGame,
  balls: readonly number[],
): Array<{
  marketId: number;
  specifier: string;
  results: Array<{ outcomeId: string; result: 'win' | 'lose' }>;
}> {
  const sum = balls.reduce((a, b) => a + b, 0);
  const odd = balls.filter((b) => b % 2 === 1).length;
  const first = balls[0]!;
  const wins: Record<number, (outcomeId: string) => boolean> = {
    [LOTTERY_MARKETS.number]: (o) => balls.includes(Number(o)),
    [LOTTERY_MARKETS.sum]: (o) => (o === 'over' ? sum > sumLine(g) : sum < sumLine(g)),
    [LOTTERY_MARKETS.oddCount]: (o) => Number(o) === odd,
    [LOTTERY_MARKETS.firstBall]: (o) => {
      const [a, b] = o.split('-').map(Number) as [number, number];
      return first >= a && first <= b;
    },
  };
  return lotteryMarkets(g).map((m) => ({
    marketId: m.marketId,
    specifier: m.specifier,
    results: m.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      result: wins[m.marketId]!(o.outcomeId) ? 'win' : 'lose',
    })),
  }));
}

export const lotteryGameOf = (key: string) => LOTTERY_GAMES.find((g) => g.key === key);
