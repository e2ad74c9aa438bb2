import {
  median,
  poissonScoreMatrix,
  probabilityAbove,
  probabilityAt,
  scoreDifference,
  scoreTotal,
  shiftScoreMatrix,
} from '@sportsbook/domain';
import type { DiscreteDistribution } from '@sportsbook/domain';
import type { FeedMarket } from '../provider';
import { buildMarket, buildOverlappingMarket } from './build-market';
import { handicapLadder, totalLadder } from './line-markets';
import type { BaseballModel, IceHockeyModel, MatchState } from './match-model';
import { MARKET_TYPES } from './market-types';
import { halfLine, ladder, threeWay, twoWay } from './outcomes';
import type { PriceContext } from './price-context';
import { PHRASES, text } from './phrases';

const PUCK_LINES = [-2.5, -1.5, 1.5, 2.5];

function scoreMatrix(
  homeRate: number,
  awayRate: number,
  max: number,
  state: MatchState | undefined,
): number[][] {
  const left = 1 - Math.min(Math.max(state?.elapsed ?? 0, 0), 1);
  const matrix = poissonScoreMatrix(homeRate * left, awayRate * left, max);
  const score = state?.score;
  return score && (score.home > 0 || score.away > 0)
    ? shiftScoreMatrix(matrix, score.home, score.away)
    : matrix;
}

/**
 * Ice hockey: Poisson goals over regulation (1x2, puck line and totals settle on 60 minutes), and a
 * winner market where a tie is decided by overtime or the shoot-out.
 */
export function priceIceHockey(
  context: PriceContext,
  model: IceHockeyModel,
  state?: MatchState,
): FeedMarket[] {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const matrix = scoreMatrix(model.homeGoals, model.awayGoals, 14, state);
  const difference = scoreDifference(matrix);
  const total = scoreTotal(matrix);
  const home = probabilityAbove(difference, 0);
  const draw = probabilityAt(difference, 0);
  const away = 1 - home - draw;
  return [
    buildMarket({ eventId, type: T.oneXTwo, outcomes: threeWay(sides, home, draw, away) }),
    buildMarket({
      eventId,
      type: T.winnerOvertimePenalties,
      outcomes: twoWay(sides, home + draw * model.overtimeHome),
    }),
    buildOverlappingMarket({
      eventId,
      type: T.doubleChance,
      outcomes: [
        { id: '1X', names: text(sides.home, PHRASES.or, PHRASES.draw), probability: home + draw },
        { id: '12', names: text(sides.home, PHRASES.or, sides.away), probability: home + away },
        { id: 'X2', names: text(PHRASES.draw, PHRASES.or, sides.away), probability: draw + away },
      ],
    }),
    ...handicapLadder({
      eventId,
      type: T.handicap,
      sides,
      lines: PUCK_LINES,
      covers: (line) => probabilityAbove(difference, -line),
    }),
    ...totalLadder({
      eventId,
      type: T.total,
      lines: ladder(halfLine(median(total) - 0.5), 2, 1),
      over: (line) => probabilityAbove(total, line),
    }),
  ].filter((market): market is FeedMarket => market !== null);
}

/**
 * Baseball: Poisson runs over nine innings; a tie goes to extra innings, which the model settles
 * as one more run for the side that wins them. Every market includes extra innings.
 */
export function priceBaseball(
  context: PriceContext,
  model: BaseballModel,
  state?: MatchState,
): FeedMarket[] {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const matrix = scoreMatrix(model.homeRuns, model.awayRuns, 24, state);
  const difference = scoreDifference(matrix);
  const total = scoreTotal(matrix);
  const tie = probabilityAt(difference, 0);
  const finalDifference = resolveTies(difference, tie, model.extraInningsHome);
  const finalTotal = addRunToTies(matrix, total);
  return [
    buildMarket({
      eventId,
      type: T.winnerExtraInnings,
      outcomes: twoWay(sides, probabilityAbove(finalDifference, 0)),
    }),
    ...handicapLadder({
      eventId,
      type: T.handicapExtraInnings,
      sides,
      lines: PUCK_LINES,
      covers: (line) => probabilityAbove(finalDifference, -line),
    }),
    ...totalLadder({
      eventId,
      type: T.totalExtraInnings,
      lines: ladder(halfLine(median(finalTotal) - 0.5), 3, 1),
      over: (line) => probabilityAbove(finalTotal, line),
    }),
  ].filter((market): market is FeedMarket => market !== null);
}

function resolveTies(
  difference: DiscreteDistribution,
  tie: number,
  homeShare: number,
): DiscreteDistribution {
  const probabilities = [...difference.probabilities];
  const zero = -difference.offset;
  probabilities[zero] = 0;
  probabilities[zero + 1] = (probabilities[zero + 1] ?? 0) + tie * homeShare;
  probabilities[zero - 1] = (probabilities[zero - 1] ?? 0) + tie * (1 - homeShare);
  return { offset: difference.offset, probabilities };
}

function addRunToTies(matrix: number[][], total: DiscreteDistribution): DiscreteDistribution {
  const probabilities = [...total.probabilities, 0];
  matrix.forEach((row, k) => {
    const p = row[k] ?? 0;
    probabilities[2 * k] = (probabilities[2 * k] as number) - p;
    probabilities[2 * k + 1] = (probabilities[2 * k + 1] as number) + p;
  });
  return { offset: total.offset, probabilities };
}
