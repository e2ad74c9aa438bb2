import { mean, probabilityAbove, tennisMatchDistribution } from '@sportsbook/domain';
import type { TennisMatchOptions } from '@sportsbook/domain';
import type { FeedMarket } from '../provider';
import { buildMarket } from './build-market';
import type { PricedOutcome } from './build-market';
import { handicapLadder, totalLadder } from './line-markets';
import type { MatchState, TennisModel } from './match-model';
import { MARKET_TYPES } from './market-types';
import { halfLine, ladder, twoWay } from './outcomes';
import type { PriceContext } from './price-context';
import { memoize } from './memo';
import { PERIOD_MARKETS, periodMarketName } from './phrases';
import { parseScores, scoreNames } from './scores';

/**
 * Tennis from each player's probability of winning a point on serve. One Markov chain gives the
 * winner, the set scores, the games total and the games margin, so they are consistent by
 * construction. In play it starts from the sets and games on the board.
 */
export function priceTennis(
  context: PriceContext,
  model: TennisModel,
  state?: MatchState,
): FeedMarket[] {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const server = state?.server ?? model.firstServer;
  const options = {
    serveA: model.homeServe,
    serveB: model.awayServe,
    bestOf: model.bestOf,
    server: server === 'home' ? ('a' as const) : ('b' as const),
    setsA: state?.score.home ?? 0,
    setsB: state?.score.away ?? 0,
    gamesA: state?.current?.home ?? 0,
    gamesB: state?.current?.away ?? 0,
  };
  const match = state ? tennisMatchDistribution(options) : prematchMatch(options);
  const setsPlayed = (state?.score.home ?? 0) + (state?.score.away ?? 0);
  // Games already on the board: finished sets plus the set in progress.
  const wonHome = (state?.games?.home ?? 0) + (state?.current?.home ?? 0);
  const wonAway = (state?.games?.away ?? 0) + (state?.current?.away ?? 0);

  const scores = parseScores(match.setScores);
  const setMargin = (line: number) => {
    let covers = 0;
    for (const score of scores) if (score.home - score.away + line > 0) covers += score.p;
    return covers;
  };
  const setLines = model.bestOf === 5 ? [-2.5, -1.5, 1.5, 2.5] : [-1.5, 1.5];

  const setBetting: PricedOutcome[] = scores.map((score) => ({
    id: score.key,
    names: scoreNames(score.key),
    probability: score.p,
  }));

  const totalGames = { ...match.totalGames, offset: match.totalGames.offset + wonHome + wonAway };
  const gameMargin = { ...match.gameMargin, offset: match.gameMargin.offset + wonHome - wonAway };

  return [
    buildMarket({ eventId, type: T.winner, outcomes: twoWay(sides, match.winA) }),
    buildMarket({
      eventId,
      type: T.setWinner,
      specifier: `setnr=${setsPlayed + 1}`,
      names: periodMarketName('set', setsPlayed + 1, PERIOD_MARKETS.winner),
      outcomes: twoWay(sides, match.winCurrentSetA),
    }),
    ...handicapLadder({ eventId, type: T.setHandicap, sides, lines: setLines, covers: setMargin }),
    ...handicapLadder({
      eventId,
      type: T.gameHandicap,
      sides,
      lines: ladder(halfLine(-mean(gameMargin)), 2, 1),
      covers: (line) => probabilityAbove(gameMargin, -line),
    }),
    ...totalLadder({
      eventId,
      type: T.totalGames,
      lines: ladder(halfLine(mean(totalGames)), 2, 1),
      over: (line) => probabilityAbove(totalGames, line),
    }),
    buildMarket({ eventId, type: T.setBetting, outcomes: setBetting }),
  ].filter((market): market is FeedMarket => market !== null);
}

/** Prematch distributions are shared by every match with the same serve numbers. */
const prematchMatch = memoize(
  (options: TennisMatchOptions) =>
    `${options.serveA}|${options.serveB}|${options.bestOf}|${options.server}`,
  (options: TennisMatchOptions) => tennisMatchDistribution(options),
);
