import { normalProbabilityAbove, normalProbabilityAt } from '@sportsbook/domain';
import type { FeedMarket } from '../provider';
import { buildMarket, buildOverlappingMarket } from './build-market';
import { handicapLadder, totalLadder } from './line-markets';
import type { MatchState, PointsModel } from './match-model';
import { MARKET_TYPES } from './market-types';
import { halfLine, ladder, threeWay, twoWay } from './outcomes';
import type { PriceContext } from './price-context';
import { PERIOD_MARKETS, PHRASES, periodMarketName, text } from './phrases';

/**
 * Basketball, American football and handball: margin and total as normals, the textbook
 * approximation for high-scoring games. In play the means scale with the time left, the spreads
 * with its square root, and the current score is added.
 */
export function pricePoints(
  context: PriceContext,
  model: PointsModel,
  state?: MatchState,
): FeedMarket[] {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const elapsed = Math.min(Math.max(state?.elapsed ?? 0, 0), 1);
  const left = Math.max(1 - elapsed, 1e-4);
  const score = state?.score ?? { home: 0, away: 0 };
  const margin = score.home - score.away + (model.homePoints - model.awayPoints) * left;
  const sdMargin = model.sdMargin * Math.sqrt(left);
  const total = score.home + score.away + (model.homePoints + model.awayPoints) * left;
  const sdTotal = model.sdTotal * Math.sqrt(left);
  const step = model.lineStep;
  const spreadLines = ladder(halfLine(-margin), 4, step);
  const totalLines = ladder(halfLine(total), 4, step);
  const markets: Array<FeedMarket | null> = [];

  if (model.draws) {
    const draw = normalProbabilityAt(0, margin, sdMargin);
    const home = normalProbabilityAbove(0.5, margin, sdMargin);
    const away = 1 - home - draw;
    markets.push(
      buildMarket({ eventId, type: T.oneXTwo, outcomes: threeWay(sides, home, draw, away) }),
      buildOverlappingMarket({
        eventId,
        type: T.doubleChance,
        outcomes: [
          { id: '1X', names: text(sides.home, PHRASES.or, PHRASES.draw), probability: home + draw },
          { id: '12', names: text(sides.home, PHRASES.or, sides.away), probability: home + away },
          { id: 'X2', names: text(PHRASES.draw, PHRASES.or, sides.away), probability: draw + away },
        ],
      }),
      buildMarket({ eventId, type: T.drawNoBet, outcomes: twoWay(sides, home / (home + away)) }),
      ...handicapLadder({
        eventId,
        type: T.handicap,
        sides,
        lines: spreadLines,
        covers: (line) => normalProbabilityAbove(-line, margin, sdMargin),
      }),
      ...totalLadder({
        eventId,
        type: T.total,
        lines: totalLines,
        over: (line) => normalProbabilityAbove(line, total, sdTotal),
      }),
    );
  } else {
    // Overtime breaks the tie, so the winner is the side of the margin's median.
    markets.push(
      buildMarket({
        eventId,
        type: T.winnerOvertime,
        outcomes: twoWay(sides, normalProbabilityAbove(0, margin, sdMargin)),
      }),
      ...handicapLadder({
        eventId,
        type: T.handicapOvertime,
        sides,
        lines: spreadLines,
        covers: (line) => normalProbabilityAbove(-line, margin, sdMargin),
      }),
      ...totalLadder({
        eventId,
        type: T.totalOvertime,
        lines: totalLines,
        over: (line) => normalProbabilityAbove(line, total, sdTotal),
      }),
    );
  }

  if (model.sport === 'basketball' && elapsed === 0) markets.push(...firstQuarter(context, model));
  return markets.filter((market): market is FeedMarket => market !== null);
}

/** A quarter is a quarter of the means and half the spread (√¼); quarters can be drawn. */
function firstQuarter(context: PriceContext, model: PointsModel): Array<FeedMarket | null> {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const margin = (model.homePoints - model.awayPoints) / 4;
  const sdMargin = model.sdMargin / 2;
  const total = (model.homePoints + model.awayPoints) / 4;
  const sdTotal = model.sdTotal / 2;
  const draw = normalProbabilityAt(0, margin, sdMargin);
  const home = normalProbabilityAbove(0.5, margin, sdMargin);
  const prefix = 'quarternr=1';
  return [
    buildMarket({
      eventId,
      type: T.quarterOneXTwo,
      specifier: prefix,
      names: periodMarketName('quarter', 1, PERIOD_MARKETS.oneXTwo),
      outcomes: threeWay(sides, home, draw, 1 - home - draw),
    }),
    ...handicapLadder({
      eventId,
      type: T.quarterHandicap,
      sides,
      prefix,
      names: periodMarketName('quarter', 1, PERIOD_MARKETS.handicap),
      lines: ladder(halfLine(-margin), 1, 1),
      covers: (line) => normalProbabilityAbove(-line, margin, sdMargin),
    }),
    ...totalLadder({
      eventId,
      type: T.quarterTotal,
      prefix,
      names: periodMarketName('quarter', 1, PERIOD_MARKETS.total),
      lines: ladder(halfLine(total), 1, 1),
      over: (line) => normalProbabilityAbove(line, total, sdTotal),
    }),
  ];
}
