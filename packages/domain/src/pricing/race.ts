import type { DiscreteDistribution } from './discrete';

/**
 * Races: a game to N points won by two (a volleyball set, a table-tennis game) and a series of
 * games to K wins (a best-of-5 match, a best-of-3 esports series). Each takes the score it
 * starts from so that a live engine can re-price from the current score.
 */

/** A game's outcome as joint probabilities over (winner, total points). */
export interface RallyGame {
  winHome: number;
  /** `homeWinsAt[t]` = P(home wins the game and the game had t points). */
  homeWinsAt: number[];
  awayWinsAt: number[];
}

export interface RallyGameOptions {
  /** P(home wins a rally), whoever serves: rally-point scoring makes the serve a small effect. */
  rally: number;
  target: number;
  home?: number;
  away?: number;
}

/** Deuce rounds priced explicitly; beyond this the remainder is lumped into the last one. */
const DEUCE_ROUNDS = 12;

export function rallyGame(options: RallyGameOptions): RallyGame {
  const p = options.rally;
  const q = 1 - p;
  const t = options.target;
  const size = 2 * t + 2 * DEUCE_ROUNDS + 4;
  const homeWinsAt = new Array<number>(size).fill(0);
  const awayWinsAt = new Array<number>(size).fill(0);
  const start = { home: options.home ?? 0, away: options.away ?? 0 };

  // From a tie at `total` points: two straight points end it, a split returns to a tie.
  const fromDeuce = (total: number, reach: number) => {
    const split = 2 * p * q;
    for (let k = 0; k < DEUCE_ROUNDS; k++) {
      const end = total + 2 + 2 * k;
      const last = k === DEUCE_ROUNDS - 1;
      homeWinsAt[end] =
        (homeWinsAt[end] as number) + (last ? (reach * p * p) / (p * p + q * q) : reach * p * p);
      awayWinsAt[end] =
        (awayWinsAt[end] as number) + (last ? (reach * q * q) / (p * p + q * q) : reach * q * q);
      reach *= split;
    }
  };

  if (start.home >= t - 1 && start.away >= t - 1) {
    // Already in the extended phase (e.g. 25:24 in a set to 25).
    const total = start.home + start.away;
    if (start.home === start.away) fromDeuce(total, 1);
    else if (start.home > start.away) {
      homeWinsAt[total + 1] = p;
      fromDeuce(total + 1, q);
    } else {
      awayWinsAt[total + 1] = q;
      fromDeuce(total + 1, p);
    }
  } else {
    // Dense DP over scores below the target: reach[a][b] = P(the score passes through a:b).
    const width = t + 1;
    const reach = new Float64Array(width * width);
    reach[start.home * width + start.away] = 1;
    for (let sum = start.home + start.away; sum <= 2 * t; sum++) {
      for (let a = Math.max(start.home, sum - t); a <= Math.min(t, sum); a++) {
        const b = sum - a;
        if (b < start.away) continue;
        const r = reach[a * width + b] as number;
        if (r === 0) continue;
        if (a === t - 1 && b === t - 1) fromDeuce(sum, r);
        else if (a === t) homeWinsAt[sum] = (homeWinsAt[sum] as number) + r;
        else if (b === t) awayWinsAt[sum] = (awayWinsAt[sum] as number) + r;
        else {
          reach[(a + 1) * width + b] = (reach[(a + 1) * width + b] as number) + r * p;
          reach[a * width + b + 1] = (reach[a * width + b + 1] as number) + r * q;
        }
      }
    }
  }
  let winHome = 0;
  for (const x of homeWinsAt) winHome += x;
  // Trailing zeros only cost time in every convolution of a series.
  let end = size;
  while (end > 0 && homeWinsAt[end - 1] === 0 && awayWinsAt[end - 1] === 0) end--;
  return { winHome, homeWinsAt: homeWinsAt.slice(0, end), awayWinsAt: awayWinsAt.slice(0, end) };
}

export interface SeriesOptions {
  winsNeeded: number;
  /** The model of the n-th game (0-based), e.g. a shorter deciding set. */
  game: (index: number) => RallyGame | { winHome: number };
  homeWins?: number;
  awayWins?: number;
}

export interface SeriesDistribution {
  winHome: number;
  /** Final scores keyed `${home}:${away}`. */
  scores: Map<string, number>;
  /** Total points of the games still to play, when the games carry point distributions. */
  totalPoints: DiscreteDistribution | null;
}

export function seriesDistribution(options: SeriesOptions): SeriesDistribution {
  const scores = new Map<string, number>();
  let winHome = 0;
  const startHome = options.homeWins ?? 0;
  const startAway = options.awayWins ?? 0;
  const maxGames = 2 * options.winsNeeded - 1;
  const games: Array<RallyGame | { winHome: number }> = [];
  for (let i = 0; i < maxGames; i++) games.push(options.game(i));
  const withPoints = 'homeWinsAt' in (games[startHome + startAway] ?? {});
  let size = 1;
  for (const game of games) if ('homeWinsAt' in game) size += game.homeWinsAt.length;
  const finalPoints = withPoints ? new Float64Array(size) : null;

  /** target += source ⊗ weight (convolution), skipping zero runs. */
  const addInto = (target: Float64Array, source: Float64Array, weight: number[]) => {
    let lo = 0;
    while (lo < weight.length && weight[lo] === 0) lo++;
    let hi = weight.length - 1;
    while (hi >= lo && weight[hi] === 0) hi--;
    for (let i = 0; i < source.length; i++) {
      const si = source[i] as number;
      if (si === 0) continue;
      for (let j = lo; j <= hi && i + j < target.length; j++) {
        target[i + j] = (target[i + j] as number) + si * (weight[j] as number);
      }
    }
  };

  interface State {
    home: number;
    away: number;
    probability: number;
    points: Float64Array | null;
  }
  const initialPoints = withPoints ? new Float64Array(size) : null;
  if (initialPoints) initialPoints[0] = 1;
  let states: State[] = [
    { home: startHome, away: startAway, probability: 1, points: initialPoints },
  ];
  while (states.length > 0) {
    const next = new Map<number, State>();
    for (const state of states) {
      const game = games[state.home + state.away] as RallyGame | { winHome: number };
      const detailed = 'homeWinsAt' in game ? game : null;
      for (const homeWon of [true, false]) {
        const probability = homeWon ? game.winHome : 1 - game.winHome;
        const points = detailed ? (homeWon ? detailed.homeWinsAt : detailed.awayWinsAt) : null;
        const home = state.home + (homeWon ? 1 : 0);
        const away = state.away + (homeWon ? 0 : 1);
        const reach = state.probability * probability;
        if (home === options.winsNeeded || away === options.winsNeeded) {
          const key = `${home}:${away}`;
          scores.set(key, (scores.get(key) ?? 0) + reach);
          if (homeWon) winHome += reach;
          if (finalPoints && state.points && points) addInto(finalPoints, state.points, points);
          continue;
        }
        const key = home * 64 + away;
        let target = next.get(key);
        if (!target) {
          target = {
            home,
            away,
            probability: 0,
            points: withPoints ? new Float64Array(size) : null,
          };
          next.set(key, target);
        }
        target.probability += reach;
        if (target.points && state.points && points) addInto(target.points, state.points, points);
      }
    }
    states = [...next.values()];
  }
  return {
    winHome,
    scores,
    totalPoints: finalPoints ? { offset: 0, probabilities: Array.from(finalPoints) } : null,
  };
}
