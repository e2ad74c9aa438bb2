import { capOddsThousandths, ODDS_SCALE, toOddsThousandths } from './odds';

/**
 * The ways a price can be shown (betting-core §3 Odds formats). The player's choice is remembered
 * by the web app; every format is computed from the same three-decimal price.
 */
export const ODDS_FORMATS = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** The settings call names formats differently (decimal, fractional, malay); both are accepted. */
const FORMAT_ALIASES: Readonly<Record<string, OddsFormat>> = {
  decimal: 'european',
  fractional: 'british',
  malay: 'malaysian',
};

export function oddsFormatOf(name: string): OddsFormat | null {
  if ((ODDS_FORMATS as readonly string[]).includes(name)) return name as OddsFormat;
  return FORMAT_ALIASES[name] ?? null;
}

/**
 * Fractions a bookmaker actually quotes, shortest first. A decimal price is shown as the nearest
 * of these rather than as its exact fraction, because 1.91 as 91/100 reads like a typo to anyone
 * used to 10/11. It ends at 39/1 because ODDS_CAP (40.0) is 39/1.
 */
export const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 1000],
  [1, 500],
  [1, 200],
  [1, 100],
  [1, 66],
  [1, 50],
  [1, 40],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [85, 40],
  [9, 4],
  [12, 5],
  [5, 2],
  [13, 5],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [22, 1],
  [25, 1],
  [28, 1],
  [33, 1],
  [39, 1],
];

export interface FormatOddsOptions {
  /**
   * Show prices above ODDS_CAP as ODDS_CAP (default true). A combo's total price is a product,
   * not a quoted price, so the slip turns the cap off for it.
   */
  cap?: boolean;
}

/**
 * A price in the chosen format. Throws on a price below 1.001: no format can show a price that
 * returns nothing, and showing a made-up one would be worse than failing loudly.
 */
export function formatOdds(
  odds: number,
  format: OddsFormat,
  options: FormatOddsOptions = {},
): string {
  const raw = toOddsThousandths(odds);
  const th = options.cap === false ? raw : capOddsThousandths(raw);
  const profit = th - ODDS_SCALE;
  switch (format) {
    case 'european':
      // Two places as players know them; the third only when it carries information (1.055).
      return ratio(th, ODDS_SCALE, th % 10 === 0 ? 2 : 3);
    case 'british':
      return nearestFraction(th);
    case 'hongkong':
      return ratio(profit, ODDS_SCALE, 2);
    case 'american':
      // Odds of 2.00 and above show the profit on 100 staked; shorter prices the stake to win 100.
      return th >= 2 * ODDS_SCALE
        ? `+${ratio(profit * 100, ODDS_SCALE, 0)}`
        : `-${ratio(100 * ODDS_SCALE, profit, 0)}`;
    case 'indonesian':
      return th >= 2 * ODDS_SCALE
        ? ratio(profit, ODDS_SCALE, 2)
        : `-${ratio(ODDS_SCALE, profit, 2)}`;
    case 'malaysian':
      return th <= 2 * ODDS_SCALE
        ? ratio(profit, ODDS_SCALE, 2)
        : `-${ratio(ODDS_SCALE, profit, 2)}`;
    case 'percent':
      // Implied probability to one decimal; a trailing .0 is noise (50%, not 50.0%).
      return `${ratio(100 * ODDS_SCALE, th, 1).replace(/\.0$/, '')}%`;
  }
}

/** The ladder entry nearest to a price in thousandths; a tie goes to the shorter fraction. */
export function nearestFraction(thousandths: number): string {
  const profit = thousandths - ODDS_SCALE;
  let best: readonly [number, number] = [1, 1];
  // Distances as exact fractions |profit/1000 - num/den| = |profit*den - 1000*num| / (1000*den).
  let bestDistance = Number.POSITIVE_INFINITY;
  let bestDen = 1;
  for (const entry of FRACTIONAL_LADDER) {
    const [num, den] = entry;
    const distance = Math.abs(profit * den - ODDS_SCALE * num);
    if (distance * bestDen < bestDistance * den) {
      best = entry;
      bestDistance = distance;
      bestDen = den;
    }
  }
  return `${best[0]}/${best[1]}`;
}

/**
 * numerator/denominator with `decimals` places, rounded half away from zero, in integer
 * arithmetic so that 2.675 never turns into 2.67. Both arguments are non-negative integers.
 */
function ratio(numerator: number, denominator: number, decimals: number): string {
  const scale = 10 ** decimals;
  const scaled = Math.floor((2 * numerator * scale + denominator) / (2 * denominator));
  const whole = Math.floor(scaled / scale);
  if (decimals === 0) return String(whole);
  const fraction = String(scaled % scale).padStart(decimals, '0');
  return `${whole}.${fraction}`;
}
