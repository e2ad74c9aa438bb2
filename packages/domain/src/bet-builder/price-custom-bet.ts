import { applyMargin } from '../pricing/apply-margin';
import { poissonScoreMatrix, shiftScoreMatrix } from '../pricing/poisson';
import { MIN_ODDS, roundOdds } from '../pricing/round-odds';
import { legReaderOf } from './football-legs';
import type {
  BetBuilderLeg,
  BetBuilderSport,
  LegReader,
  LegResult,
  ScoreCell,
} from './football-legs';

/** The football model's numbers (the feed's `FootballModel`), per full match. */
export interface FootballGoalModel {
  homeGoals: number;
  awayGoals: number;
  /** Share of the goals expected before half-time. */
  firstHalfShare: number;
}

/** Where the match stands: share of regulation played (0 prematch) and the score now. */
export interface FootballScoreState {
  elapsed?: number;
  score: { home: number; away: number };
  /**
   * The first half's score once it is over (football, from the live state's first period);
   * without it a distribution after half-time cannot say how the half ended.
   */
  halfTime?: { home: number; away: number };
}

/** Goals per side the matrix reaches beyond the score now; the tail folds into the last cell. */
export const BET_BUILDER_MAX_GOALS = 10;

/**
 * Σ 1/odds of the two-way book "the combination" / "not the combination": a combination carries
 * a bit more margin than one market (1.05) and far less than the product of its legs' margins.
 */
export const CUSTOM_BET_OVERROUND = 1.1;

/** Fewest and most selections in one custom bet. */
export const CUSTOM_BET_MIN_LEGS = 2;
export const CUSTOM_BET_MAX_LEGS = 10;

/**
 * P(final score = h:a) for the match from now: the same matrix the feed prices the match's
 * markets from (`priceFootball`): the rates shrink with the regulation time left and the matrix
 * shifts by the goals already scored. So a custom bet agrees with the single markets it combines.
 */
export function footballFinalScoreMatrix(
  model: FootballGoalModel,
  state?: FootballScoreState,
): number[][] {
  const elapsed = Math.min(Math.max(state?.elapsed ?? 0, 0), 1);
  const score = state?.score ?? { home: 0, away: 0 };
  const f1 = model.firstHalfShare;
  const firstHalfLeft = elapsed < 0.5 ? f1 * (1 - elapsed / 0.5) : 0;
  const secondHalfLeft = elapsed < 0.5 ? 1 - f1 : (1 - f1) * (1 - (elapsed - 0.5) / 0.5);
  const left = firstHalfLeft + secondHalfLeft;
  const matrix = poissonScoreMatrix(
    model.homeGoals * left,
    model.awayGoals * left,
    BET_BUILDER_MAX_GOALS,
  );
  return score.home > 0 || score.away > 0
    ? shiftScoreMatrix(matrix, score.home, score.away)
    : matrix;
}

/** The cells of a score matrix, the final score only (no half-time score known). */
export function scoreMatrixCells(matrix: number[][]): ScoreCell[] {
  const cells: ScoreCell[] = [];
  matrix.forEach((row, home) =>
    row.forEach((p, away) => {
      if (p > 0) cells.push({ p, home, away });
    }),
  );
  return cells;
}

/**
 * The joint distribution of the half-time and the final score (decision 064), exactly as the feed
 * prices its first-half markets and half-time/full-time (`priceFootball` → `firstHalf`): before
 * half-time, the first half's goals are Poisson over the first half's time left, shifted by the
 * score now (all of it scored in this half), and the second half's are Poisson over a whole
 * second half, independent of them; the final score is their sum. After half-time the half-time
 * score is known (`state.halfTime`) and the final score is the feed's own final-score matrix.
 * Without the half-time score after half-time, the cells do not know it (half-time legs refused).
 */
export function footballHalvesScoreCells(
  model: FootballGoalModel,
  state?: FootballScoreState,
): ScoreCell[] {
  const elapsed = Math.min(Math.max(state?.elapsed ?? 0, 0), 1);
  const score = state?.score ?? { home: 0, away: 0 };
  if (elapsed >= 0.5) {
    const cells = scoreMatrixCells(footballFinalScoreMatrix(model, state));
    const half = state?.halfTime;
    return half
      ? cells.map((cell) => ({ ...cell, halfHome: half.home, halfAway: half.away }))
      : cells;
  }
  const firstHalfLeft = model.firstHalfShare * (1 - elapsed / 0.5);
  let half = poissonScoreMatrix(
    model.homeGoals * firstHalfLeft,
    model.awayGoals * firstHalfLeft,
    BET_BUILDER_MAX_GOALS,
  );
  if (score.home > 0 || score.away > 0) half = shiftScoreMatrix(half, score.home, score.away);
  const secondShare = 1 - model.firstHalfShare;
  const second = scoreMatrixCells(
    poissonScoreMatrix(
      model.homeGoals * secondShare,
      model.awayGoals * secondShare,
      BET_BUILDER_MAX_GOALS,
    ),
  );
  const cells: ScoreCell[] = [];
  for (const first of scoreMatrixCells(half)) {
    for (const rest of second) {
      cells.push({
        p: first.p * rest.p,
        home: first.home + rest.home,
        away: first.away + rest.away,
        halfHome: first.home,
        halfAway: first.away,
      });
    }
  }
  return cells;
}

/** Whether any of the legs reads the half-time score (then price from `footballHalvesScoreCells`). */
export function needsHalfTime(sport: BetBuilderSport, legs: BetBuilderLeg[]): boolean {
  return legs.some((leg) => legReaderOf(sport, leg)?.halfTime === true);
}

/** The ice hockey model's numbers (the feed's `IceHockeyModel`): goals over regulation time. */
export interface IceHockeyGoalModel {
  homeGoals: number;
  awayGoals: number;
}

/** Goals per side the ice hockey matrix reaches: the feed's `priceIceHockey` uses 14. */
export const ICE_HOCKEY_BET_BUILDER_MAX_GOALS = 14;

/**
 * P(regulation-time score = h:a) for an ice hockey match from now: the same matrix the feed
 * prices its 1x2, double chance, puck line and totals from (`priceIceHockey`): both rates shrink
 * with the share of the 60 minutes left, the matrix shifts by the regulation goals already in.
 * Overtime and the shoot-out are not in it, and no combinable market reads them.
 */
export function iceHockeyRegulationScoreMatrix(
  model: IceHockeyGoalModel,
  state?: FootballScoreState,
): number[][] {
  const left = 1 - Math.min(Math.max(state?.elapsed ?? 0, 0), 1);
  const score = state?.score ?? { home: 0, away: 0 };
  const matrix = poissonScoreMatrix(
    model.homeGoals * left,
    model.awayGoals * left,
    ICE_HOCKEY_BET_BUILDER_MAX_GOALS,
  );
  return score.home > 0 || score.away > 0
    ? shiftScoreMatrix(matrix, score.home, score.away)
    : matrix;
}

/** The rules a custom bet is refused by (decision 046). */
export const CUSTOM_BET_RULES = {
  /** BB-001: two to ten selections. */
  legCount: 'BB-001',
  /** BB-002: only the builder's markets and outcomes of the sport (`football-legs.ts`). */
  notCombinable: 'BB-002',
  /** BB-003: the same outcome twice. */
  duplicate: 'BB-003',
  /** BB-004: selections that cannot all win (home win and away win): joint probability 0. */
  contradictory: 'BB-004',
  /** BB-005: selections that are sure to win together: nothing to bet on. */
  certain: 'BB-005',
} as const;

export type CustomBetRule = (typeof CUSTOM_BET_RULES)[keyof typeof CUSTOM_BET_RULES];

export type CustomBetPrice =
  | {
      ok: true;
      /**
       * The model's probability that the bet wins, given it is not void (before margin): the
       * joint probability that every selection wins, divided by 1 − `voidProbability`. Without
       * draw no bet it is exactly the joint probability.
       */
      probability: number;
      /**
       * The probability that a part is void and none lost (a draw with draw no bet, decision
       * 064): the bet is then void, stake back, so the fair price is 1 / probability.
       */
      voidProbability: number;
      /** 1 / probability. */
      fairOdds: number;
      /** The price offered: margin by the power method, rounded down (`roundOdds`). */
      odds: number;
      /**
       * BB-006: indices of selections implied by the others (over 1.5 beside over 2.5): they
       * stay on the bet and settle with it, but add nothing to the price.
       */
      implied: number[];
    }
  | { ok: false; rule: CustomBetRule; message: string; index?: number };

/** A probability this small is the model saying "cannot happen" (float dust, not a chance). */
const IMPOSSIBLE = 1e-12;

/**
 * Prices a set of selections of one match exactly: the probability that they all win is the sum
 * of the cells where every selection wins (the final score for football, the regulation-time
 * score for ice hockey: the score the sport's combinable markets settle on; with the half-time
 * score too when a part reads it). A part that can be void (draw no bet on a draw) voids the bet
 * when no part lost (BB-007), so the price is that of the bet given it is not void — as the feed
 * prices draw no bet alone (decision 064). The margin is that of a two-way market on "all of
 * them" against "not all of them" at CUSTOM_BET_OVERROUND.
 */
export function priceCustomBet(
  distribution: number[][] | ScoreCell[],
  legs: BetBuilderLeg[],
  sport: BetBuilderSport = 'football',
): CustomBetPrice {
  if (legs.length < CUSTOM_BET_MIN_LEGS || legs.length > CUSTOM_BET_MAX_LEGS) {
    return refuse(
      'legCount',
      `A custom bet has ${CUSTOM_BET_MIN_LEGS} to ${CUSTOM_BET_MAX_LEGS} selections`,
    );
  }
  const cellsIn = isMatrix(distribution) ? scoreMatrixCells(distribution) : distribution;
  const knowsHalfTime = cellsIn.length > 0 && cellsIn[0]!.halfHome !== undefined;
  const readers: LegReader[] = [];
  const seen = new Set<string>();
  for (const [index, leg] of legs.entries()) {
    const key = `${leg.marketId}/${leg.specifier}/${leg.outcomeId}`;
    if (seen.has(key)) return refuse('duplicate', 'The same selection is in twice', index);
    seen.add(key);
    const reader = legReaderOf(sport, leg);
    if (!reader || (reader.halfTime && !knowsHalfTime)) {
      return refuse('notCombinable', 'This selection cannot be combined in a custom bet', index);
    }
    readers.push(reader);
  }

  // The cells that can still happen, and which selections lose or are void on each, as bit
  // masks (at most ten selections): the settlement of any subset is then two ANDs per cell.
  const cells: { p: number; lose: number; void: number }[] = [];
  for (const cell of cellsIn) {
    if (!(cell.p > 0)) continue;
    let lose = 0;
    let voided = 0;
    readers.forEach((reader, i) => {
      const result = reader.read(cell);
      if (result === 'lose') lose |= 1 << i;
      else if (result === 'void') voided |= 1 << i;
    });
    cells.push({ p: cell.p, lose, void: voided });
  }
  // BB-007 on a cell for the selections in `mask`: any lost → lost, else any void → void.
  const outcomeOf = (cell: { lose: number; void: number }, mask: number): LegResult =>
    cell.lose & mask ? 'lose' : cell.void & mask ? 'void' : 'win';

  let kept = (1 << legs.length) - 1;
  let wins = 0;
  let voids = 0;
  for (const cell of cells) {
    const outcome = outcomeOf(cell, kept);
    if (outcome === 'win') wins += cell.p;
    else if (outcome === 'void') voids += cell.p;
  }
  if (wins <= IMPOSSIBLE) {
    return refuse('contradictory', 'These selections cannot all win together');
  }
  const probability = voids > 0 ? wins / (1 - voids) : wins;
  const [margined] = applyMargin([probability, 1 - probability], CUSTOM_BET_OVERROUND);
  // Sure, or so nearly sure that the lowest price (1.01) would pay more than the fair one.
  if (probability >= 1 - 1e-9 || (margined as number) < MIN_ODDS) {
    return refuse('certain', 'These selections are already sure to win');
  }
  // A selection is implied when, on every possible end of the match, the bet settles the same
  // with or without it (over 1.5 beside over 2.5; draw no bet home beside a home win).
  const implied: number[] = [];
  for (let i = legs.length - 1; i >= 0; i--) {
    const others = kept & ~(1 << i);
    if (others === 0) continue;
    if (cells.every((cell) => outcomeOf(cell, kept) === outcomeOf(cell, others))) {
      kept = others;
      implied.unshift(i);
    }
  }
  return {
    ok: true,
    probability,
    voidProbability: voids,
    fairOdds: 1 / probability,
    odds: roundOdds(margined as number),
    implied,
  };
}

function isMatrix(distribution: number[][] | ScoreCell[]): distribution is number[][] {
  return distribution.length > 0 && Array.isArray(distribution[0]);
}

function refuse(rule: keyof typeof CUSTOM_BET_RULES, message: string, index?: number) {
  return {
    ok: false as const,
    rule: CUSTOM_BET_RULES[rule],
    message,
    ...(index === undefined ? {} : { index }),
  };
}
