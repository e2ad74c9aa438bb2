import {
  asianLineProbabilities,
  poissonScoreMatrix,
  probabilityAbove,
  probabilityAt,
  probabilityBelow,
  scoreDifference,
  scoreTotal,
  shiftScoreMatrix,
} from '@sportsbook/domain';
import type { DiscreteDistribution } from '@sportsbook/domain';
import type { LocalizedText } from '../localized-text';
import type { FeedMarket } from '../provider';
import { buildMarket, buildOverlappingMarket, isOfferable } from './build-market';
import type { PricedOutcome } from './build-market';
import type { FootballModel, MatchState } from './match-model';
import { MARKET_TYPES } from './market-types';
import { handicapLadder, totalLadder } from './line-markets';
import type { MarketType } from './market-types';
import { threeWay, yesNo } from './outcomes';
import { PHRASES, text } from './phrases';
import type { PriceContext } from './price-context';
import { scoreNames } from './scores';

const MAX_GOALS = 10;
const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5];
const HALF_LINES = [0.5, 1.5, 2.5];
const TEAM_LINES = [0.5, 1.5, 2.5];
const ASIAN_LINES = Array.from({ length: 21 }, (_, i) => -2.5 + i * 0.25);
/** European handicaps as `home:away` head starts. */
const EUROPEAN_LINES: Array<[number, number]> = [
  [0, 2],
  [0, 1],
  [1, 0],
  [2, 0],
];
const CORRECT_SCORE_MAX = 4;

/**
 * Football from two Poisson goal rates. In play, the rates shrink with the time left and the
 * matrix shifts by the score, so the same code prices prematch and live. Lines settle on the
 * final score (a live Asian handicap is on the whole match, not "from now").
 */
export function priceFootball(
  context: PriceContext,
  model: FootballModel,
  state?: MatchState,
): FeedMarket[] {
  const elapsed = Math.min(Math.max(state?.elapsed ?? 0, 0), 1);
  const score = state?.score ?? { home: 0, away: 0 };
  const f1 = model.firstHalfShare;
  const firstHalfLeft = elapsed < 0.5 ? f1 * (1 - elapsed / 0.5) : 0;
  const secondHalfLeft = elapsed < 0.5 ? 1 - f1 : (1 - f1) * (1 - (elapsed - 0.5) / 0.5);
  const left = firstHalfLeft + secondHalfLeft;

  let full = poissonScoreMatrix(model.homeGoals * left, model.awayGoals * left, MAX_GOALS);
  if (score.home > 0 || score.away > 0) full = shiftScoreMatrix(full, score.home, score.away);
  const difference = scoreDifference(full);
  const total = scoreTotal(full);
  const { eventId, sides } = context;
  const markets: Array<FeedMarket | null> = [];
  const T = MARKET_TYPES;

  const home = probabilityAbove(difference, 0);
  const draw = probabilityAt(difference, 0);
  const away = 1 - home - draw;
  markets.push(
    buildMarket({ eventId, type: T.oneXTwo, outcomes: threeWay(sides, home, draw, away) }),
  );
  markets.push(
    buildOverlappingMarket({
      eventId,
      type: T.doubleChance,
      outcomes: [
        { id: '1X', names: text(sides.home, PHRASES.or, PHRASES.draw), probability: home + draw },
        { id: '12', names: text(sides.home, PHRASES.or, sides.away), probability: home + away },
        { id: 'X2', names: text(PHRASES.draw, PHRASES.or, sides.away), probability: draw + away },
      ],
    }),
  );
  markets.push(
    buildMarket({
      eventId,
      type: T.drawNoBet,
      outcomes: [
        { id: 'home', names: text(sides.home), probability: home / (home + away) },
        { id: 'away', names: text(sides.away), probability: away / (home + away) },
      ],
    }),
  );

  markets.push(...totals(eventId, T.total, total, TOTAL_LINES));
  markets.push(
    ...handicapLadder({
      eventId,
      type: T.handicap,
      sides,
      lines: ASIAN_LINES,
      // A 20-to-1 handicap side is not a line anyone lists: keep the ladder to live prices.
      minProbability: 0.06,
      covers: (line) => asianLineProbabilities(difference, line).home,
    }),
  );
  for (const [headHome, headAway] of EUROPEAN_LINES) {
    const shift = headHome - headAway;
    const outcomes = threeWay(
      sides,
      probabilityAbove(difference, -shift),
      probabilityAt(difference, -shift),
      probabilityBelow(difference, -shift),
    ).map((outcome) => ({
      ...outcome,
      names: text(outcome.names, ` (${headHome}:${headAway})`),
    }));
    if (!isOfferable(outcomes, 0.06)) continue;
    markets.push(
      buildMarket({
        eventId,
        type: T.europeanHandicap,
        specifier: `hcp=${headHome}:${headAway}`,
        outcomes,
      }),
    );
  }

  let bothScore = 0;
  for (let h = 1; h < full.length; h++) {
    const row = full[h] as number[];
    for (let a = 1; a < row.length; a++) bothScore += row[a] as number;
  }
  markets.push(buildMarket({ eventId, type: T.bothTeamsToScore, outcomes: yesNo(bothScore) }));
  markets.push(buildMarket({ eventId, type: T.correctScore, outcomes: correctScore(full, score) }));

  const homeGoals = marginal(full, 'home');
  const awayGoals = marginal(full, 'away');
  markets.push(
    ...totals(eventId, T.homeTotal, homeGoals, TEAM_LINES, text(sides.home, ' ', PHRASES.total)),
  );
  markets.push(
    ...totals(eventId, T.awayTotal, awayGoals, TEAM_LINES, text(sides.away, ' ', PHRASES.total)),
  );

  if (elapsed < 0.5) markets.push(...firstHalf(context, model, score, firstHalfLeft));
  return markets.filter((market): market is FeedMarket => market !== null);
}

/** First-half markets and half-time/full-time, from the first and second halves' own matrices. */
function firstHalf(
  context: PriceContext,
  model: FootballModel,
  score: { home: number; away: number },
  firstHalfLeft: number,
): Array<FeedMarket | null> {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  let half = poissonScoreMatrix(
    model.homeGoals * firstHalfLeft,
    model.awayGoals * firstHalfLeft,
    MAX_GOALS,
  );
  if (score.home > 0 || score.away > 0) half = shiftScoreMatrix(half, score.home, score.away);
  const second = poissonScoreMatrix(
    model.homeGoals * (1 - model.firstHalfShare),
    model.awayGoals * (1 - model.firstHalfShare),
    MAX_GOALS,
  );
  const d1 = scoreDifference(half);
  const d2 = scoreDifference(second);
  const h1 = probabilityAbove(d1, 0);
  const x1 = probabilityAt(d1, 0);
  const markets: Array<FeedMarket | null> = [
    buildMarket({
      eventId,
      type: T.firstHalfOneXTwo,
      outcomes: threeWay(sides, h1, x1, 1 - h1 - x1),
    }),
    ...totals(eventId, T.firstHalfTotal, scoreTotal(half), HALF_LINES),
  ];

  // HT/FT: the half-time result from d1, the full-time one from d1 + d2 (indices 0 = 1, 1 = X, 2 = 2).
  const grid = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const resultOf = (d: number) => (d > 0 ? 0 : d === 0 ? 1 : 2);
  for (let i = 0; i < d1.probabilities.length; i++) {
    const p1 = d1.probabilities[i] as number;
    if (p1 === 0) continue;
    const first = d1.offset + i;
    const row = resultOf(first) * 3;
    for (let j = 0; j < d2.probabilities.length; j++) {
      const cell = row + resultOf(first + d2.offset + j);
      grid[cell] = (grid[cell] as number) + p1 * (d2.probabilities[j] as number);
    }
  }
  const results = ['1', 'X', '2'] as const;
  const label = (r: (typeof results)[number]) =>
    r === '1' ? sides.home : r === '2' ? sides.away : PHRASES.draw;
  const outcomes: PricedOutcome[] = [];
  results.forEach((ht, i) =>
    results.forEach((ft, j) =>
      outcomes.push({
        id: `${ht}/${ft}`,
        names: text(label(ht), '/', label(ft)),
        probability: grid[i * 3 + j] as number,
      }),
    ),
  );
  markets.push(buildMarket({ eventId, type: T.halftimeFulltime, outcomes, maxOdds: 250 }));
  return markets;
}

function totals(
  eventId: number,
  type: MarketType,
  distribution: DiscreteDistribution,
  lines: number[],
  names?: LocalizedText,
): FeedMarket[] {
  return totalLadder({
    eventId,
    type,
    lines,
    over: (line) => probabilityAbove(distribution, line),
    ...(names ? { names } : {}),
  });
}

function marginal(matrix: number[][], side: 'home' | 'away'): DiscreteDistribution {
  const probabilities = new Array<number>(matrix.length).fill(0);
  for (let h = 0; h < matrix.length; h++) {
    const row = matrix[h] as number[];
    for (let a = 0; a < row.length; a++) {
      const index = side === 'home' ? h : a;
      probabilities[index] = (probabilities[index] as number) + (row[a] as number);
    }
  }
  return { offset: 0, probabilities };
}

/** Scores up to 4 goals a side (or two more than now, in play) and "other" for the rest. */
function correctScore(matrix: number[][], score: { home: number; away: number }): PricedOutcome[] {
  const maxHome = Math.max(CORRECT_SCORE_MAX, score.home + 2);
  const maxAway = Math.max(CORRECT_SCORE_MAX, score.away + 2);
  const outcomes: PricedOutcome[] = [];
  let listed = 0;
  for (let h = score.home; h <= maxHome; h++) {
    for (let a = score.away; a <= maxAway; a++) {
      const probability = matrix[h]?.[a] ?? 0;
      listed += probability;
      const key = `${h}:${a}`;
      outcomes.push({ id: key, names: scoreNames(key), probability });
    }
  }
  outcomes.push({ id: 'other', names: PHRASES.other, probability: Math.max(0, 1 - listed) });
  return outcomes;
}
