import { normalProbabilityAbove } from '@sportsbook/domain';
import type { FeedMarket } from '../provider';
import { buildMarket } from './build-market';
import { handicapLadder, totalLadder } from './line-markets';
import type { CricketModel, MatchState } from './match-model';
import { MARKET_TYPES } from './market-types';
import { halfLine, ladder, twoWay } from './outcomes';
import type { PriceContext } from './price-context';
import { PHRASES, text } from './phrases';
import { pricePremiumCricket } from './price-premium-cricket';

/**
 * Limited-overs cricket: each side's runs as a normal. The winner is the side with more runs (a
 * tie goes to a super over, an even coin), and run handicaps and totals come from the same two
 * normals. In play `elapsed` is the share of the 2 × 20 overs bowled.
 */
export function priceCricket(
  context: PriceContext,
  model: CricketModel,
  state?: MatchState,
): FeedMarket[] {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const left = Math.max(1 - Math.min(Math.max(state?.elapsed ?? 0, 0), 1), 1e-4);
  const score = state?.score ?? { home: 0, away: 0 };
  const home = score.home + model.homeRuns * left;
  const away = score.away + model.awayRuns * left;
  const sd = model.sdRuns * Math.sqrt(left);
  const sdPair = sd * Math.SQRT2;
  const margin = home - away;
  const total = home + away;
  return [
    buildMarket({
      eventId,
      type: T.winnerSuperOver,
      outcomes: twoWay(sides, normalProbabilityAbove(0, margin, sdPair)),
    }),
    ...handicapLadder({
      eventId,
      type: T.handicap,
      sides,
      lines: ladder(halfLine(-margin), 2, 5),
      covers: (line) => normalProbabilityAbove(-line, margin, sdPair),
    }),
    ...totalLadder({
      eventId,
      type: T.total,
      lines: ladder(halfLine(total), 2, 5),
      over: (line) => normalProbabilityAbove(line, total, sdPair),
    }),
    ...totalLadder({
      eventId,
      type: T.homeTotal,
      names: text(sides.home, ' ', PHRASES.total),
      lines: ladder(halfLine(home), 1, 5),
      over: (line) => normalProbabilityAbove(line, home, sd),
    }),
    ...totalLadder({
      eventId,
      type: T.awayTotal,
      names: text(sides.away, ' ', PHRASES.total),
      lines: ladder(halfLine(away), 1, 5),
      over: (line) => normalProbabilityAbove(line, away, sd),
    }),
    ...(model.premium ? pricePremiumCricket(context, model, state) : []),
  ].filter((market): market is FeedMarket => market !== null);
}
