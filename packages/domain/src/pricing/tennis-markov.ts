import type { DiscreteDistribution } from './discrete';

/**
 * Tennis as a Markov chain of points: each player wins a point on their own serve with a fixed
 * probability. Games, tie-breaks, sets and the match follow from that pair of numbers, so
 * winner, set betting, total games and handicaps all agree. Every function takes the score it
 * starts from, which is what in-play pricing needs.
 */

export type Player = 'a' | 'b';

/** P(server wins the game) from a point score (0, 15, 30, 40 as 0..3; deuce handled in closed form). */
export function gameWinProbability(serve: number, serverPoints = 0, receiverPoints = 0): number {
  const q = 1 - serve;
  // From deuce: win two in a row before losing two in a row.
  const fromDeuce = (serve * serve) / (serve * serve + q * q);
  if (serverPoints === 0 && receiverPoints === 0) {
    // Closed form from love-all: to 15, 30 or 40, or through deuce.
    const p4 = serve ** 4;
    return p4 * (1 + 4 * q + 10 * q * q) + 20 * serve ** 3 * q ** 3 * fromDeuce;
  }
  const memo = new Map<number, number>();
  const from = (s: number, r: number): number => {
    if (s >= 3 && r >= 3) {
      if (s === r) return fromDeuce;
      return s > r ? serve + q * fromDeuce : serve * fromDeuce;
    }
    if (s === 4) return 1;
    if (r === 4) return 0;
    const key = s * 8 + r;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const value = serve * from(s + 1, r) + q * from(s, r + 1);
    memo.set(key, value);
    return value;
  };
  return from(serverPoints, receiverPoints);
}

/**
 * P(A wins a tie-break to 7) when A serves its first point; serve then alternates every two
 * points. From 6-6 each pair of points has one serve each, so it is a race of pairs.
 */
export function tiebreakWinProbability(serveA: number, serveB: number, target = 7): number {
  const pairWin = serveA * (1 - serveB);
  const pairLose = (1 - serveA) * serveB;
  const fromTie = pairWin / (pairWin + pairLose);
  // reach[a * size + b]: P(the tie-break passes through a:b) below the first tie at target-1 all.
  const size = target + 1;
  const reach = new Float64Array(size * size);
  reach[0] = 1;
  let win = 0;
  for (let sum = 0; sum <= 2 * target; sum++) {
    for (let a = Math.max(0, sum - target); a <= Math.min(target, sum); a++) {
      const b = sum - a;
      const r = reach[a * size + b] as number;
      if (r === 0) continue;
      if (a === target - 1 && b === target - 1) {
        win += r * fromTie;
        continue;
      }
      if (a === target) {
        win += r;
        continue;
      }
      if (b === target) continue;
      // Point 0 is A's; then B, B, A, A, B, B, …
      const aServes = sum === 0 || Math.floor((sum - 1) / 2) % 2 === 1;
      const p = aServes ? serveA : 1 - serveB;
      reach[(a + 1) * size + b] = (reach[(a + 1) * size + b] as number) + r * p;
      reach[a * size + b + 1] = (reach[a * size + b + 1] as number) + r * (1 - p);
    }
  }
  return win;
}

/** Final games of one set, and who served its first game (the next set's server follows from it). */
export interface SetOutcome {
  gamesA: number;
  gamesB: number;
  probability: number;
}

export interface SetStart {
  gamesA?: number;
  gamesB?: number;
  /** Who serves the next game. */
  server: Player;
}

/**
 * Every way a standard set (first to 6 by two, tie-break at 6-6) can end, with its probability.
 */
export function setOutcomes(serveA: number, serveB: number, start: SetStart): SetOutcome[] {
  return setOutcomesFrom(setChances(serveA, serveB), start);
}

/** What a set is made of: each player's hold, and A's tie-break chance by who serves first. */
interface SetChances {
  holdA: number;
  holdB: number;
  tiebreakA: number;
  tiebreakB: number;
}

function setChances(serveA: number, serveB: number): SetChances {
  return {
    holdA: gameWinProbability(serveA),
    holdB: gameWinProbability(serveB),
    tiebreakA: tiebreakWinProbability(serveA, serveB),
    tiebreakB: 1 - tiebreakWinProbability(serveB, serveA),
  };
}

function setOutcomesFrom(chances: SetChances, start: SetStart): SetOutcome[] {
  const { holdA, holdB, tiebreakA, tiebreakB } = chances;
  const startA = start.gamesA ?? 0;
  const startB = start.gamesB ?? 0;
  // reach[a * 8 + b] = P(the set passes through a:b); games are played in order of a + b.
  const reach = new Float64Array(64);
  const final = new Float64Array(64);
  reach[startA * 8 + startB] = 1;
  for (let sum = startA + startB; sum <= 12; sum++) {
    for (let a = Math.max(startA, sum - 7); a <= Math.min(7, sum); a++) {
      const b = sum - a;
      if (b < startB || b > 7) continue;
      const r = reach[a * 8 + b] as number;
      if (r === 0) continue;
      const played = sum - startA - startB;
      const server: Player = played % 2 === 0 ? start.server : other(start.server);
      if (a === 6 && b === 6) {
        const win = server === 'a' ? tiebreakA : tiebreakB;
        final[7 * 8 + 6] = (final[7 * 8 + 6] as number) + r * win;
        final[6 * 8 + 7] = (final[6 * 8 + 7] as number) + r * (1 - win);
        continue;
      }
      const aWinsGame = server === 'a' ? holdA : 1 - holdB;
      // A wins the game: a + 1; B wins it: b + 1. A set ends at 6 with a two-game lead, or 7-5.
      const win = (a + 1) * 8 + b;
      if (a + 1 >= 6 && a + 1 - b >= 2) final[win] = (final[win] as number) + r * aWinsGame;
      else reach[win] = (reach[win] as number) + r * aWinsGame;
      const lose = a * 8 + b + 1;
      if (b + 1 >= 6 && b + 1 - a >= 2) final[lose] = (final[lose] as number) + r * (1 - aWinsGame);
      else reach[lose] = (reach[lose] as number) + r * (1 - aWinsGame);
    }
  }
  const outcomes: SetOutcome[] = [];
  final.forEach((probability, cell) => {
    if (probability > 0) outcomes.push({ gamesA: cell >> 3, gamesB: cell & 7, probability });
  });
  return outcomes;
}

export interface TennisMatchOptions {
  serveA: number;
  serveB: number;
  bestOf: 3 | 5;
  /** Who serves the next game of the current set. */
  server: Player;
  setsA?: number;
  setsB?: number;
  /** Games of the set in progress. */
  gamesA?: number;
  gamesB?: number;
}

export interface TennisMatchDistribution {
  /** P(A wins the match). */
  winA: number;
  /** Final set scores, keyed `${setsA}:${setsB}`. */
  setScores: Map<string, number>;
  /** Games still to be played; in play the caller adds the games already played. */
  totalGames: DiscreteDistribution;
  /** Games A still wins minus games B still wins. */
  gameMargin: DiscreteDistribution;
  /** P(A wins the current set). */
  winCurrentSetA: number;
}

/**
 * The match as a chain of sets. Each set's outcome decides who serves first in the next (the
 * receiver of the set's last-served game), so the parity of the set's games carries over.
 */
export function tennisMatchDistribution(options: TennisMatchOptions): TennisMatchDistribution {
  const setsToWin = options.bestOf === 5 ? 3 : 2;
  const maxGames = 13 * options.bestOf + 1;
  const chances = setChances(options.serveA, options.serveB);
  const fromA = setOutcomesFrom(chances, { server: 'a' });
  const fromB = setOutcomesFrom(chances, { server: 'b' });
  const outcomesFor = (server: Player) => (server === 'a' ? fromA : fromB);
  const inProgress = (options.gamesA ?? 0) > 0 || (options.gamesB ?? 0) > 0;

  interface State {
    setsA: number;
    setsB: number;
    server: Player;
    probability: number;
    games: number[];
    margin: number[];
  }
  const marginOffset = 7 * options.bestOf;
  const empty = () => new Array<number>(maxGames).fill(0);
  const emptyMargin = () => new Array<number>(2 * marginOffset + 1).fill(0);

  const setScores = new Map<string, number>();
  const totalGames = empty();
  const gameMargin = emptyMargin();
  let winA = 0;
  let winCurrentSetA = 0;

  const startGames = empty();
  startGames[0] = 1;
  const startMargin = emptyMargin();
  startMargin[marginOffset] = 1;
  let states: State[] = [
    {
      setsA: options.setsA ?? 0,
      setsB: options.setsB ?? 0,
      server: options.server,
      probability: 1,
      games: startGames,
      margin: startMargin,
    },
  ];
  let first = true;
  while (states.length > 0) {
    const next = new Map<number, State>();
    for (const state of states) {
      const outcomes =
        first && inProgress
          ? setOutcomesFrom(chances, {
              server: state.server,
              gamesA: options.gamesA ?? 0,
              gamesB: options.gamesB ?? 0,
            })
          : outcomesFor(state.server);
      for (const outcome of outcomes) {
        const aWon = outcome.gamesA > outcome.gamesB;
        if (first && aWon) winCurrentSetA += outcome.probability;
        const setsA = state.setsA + (aWon ? 1 : 0);
        const setsB = state.setsB + (aWon ? 0 : 1);
        const startA = first ? (options.gamesA ?? 0) : 0;
        const startB = first ? (options.gamesB ?? 0) : 0;
        const shift = outcome.gamesA + outcome.gamesB - startA - startB;
        const diff = outcome.gamesA - outcome.gamesB - (startA - startB);
        const server = shift % 2 === 0 ? state.server : other(state.server);
        const weight = outcome.probability;
        const finished = setsA === setsToWin || setsB === setsToWin;
        const key = (setsA * 8 + setsB) * 2 + (server === 'a' ? 0 : 1);
        let target = finished ? undefined : next.get(key);
        if (!finished && !target) {
          target = { setsA, setsB, server, probability: 0, games: empty(), margin: emptyMargin() };
          next.set(key, target);
        }
        const games = target ? target.games : totalGames;
        const margin = target ? target.margin : gameMargin;
        for (let g = 0; g + shift < maxGames; g++) {
          const p = state.games[g] as number;
          if (p !== 0) games[g + shift] = (games[g + shift] as number) + p * weight;
        }
        for (let m = Math.max(0, -diff); m < margin.length && m + diff < margin.length; m++) {
          const p = state.margin[m] as number;
          if (p !== 0) margin[m + diff] = (margin[m + diff] as number) + p * weight;
        }
        const reach = state.probability * weight;
        if (target) target.probability += reach;
        else {
          const score = `${setsA}:${setsB}`;
          setScores.set(score, (setScores.get(score) ?? 0) + reach);
          if (setsA === setsToWin) winA += reach;
        }
      }
    }
    states = [...next.values()];
    first = false;
  }
  return {
    winA,
    setScores,
    totalGames: { offset: 0, probabilities: totalGames },
    gameMargin: { offset: -marginOffset, probabilities: gameMargin },
    winCurrentSetA,
  };
}

function other(player: Player): Player {
  return player === 'a' ? 'b' : 'a';
}
