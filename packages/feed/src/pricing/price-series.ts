import { mean, probabilityAbove, rallyGame, seriesDistribution } from '@sportsbook/domain';
import type { RallyGame, SeriesDistribution } from '@sportsbook/domain';
import type { FeedMarket } from '../provider';
import { buildMarket } from './build-market';
import type { PricedOutcome } from './build-market';
import { handicapLadder, totalLadder } from './line-markets';
import type { MapsModel, MatchState, RallyModel } from './match-model';
import { MARKET_TYPES } from './market-types';
import { halfLine, ladder, twoWay } from './outcomes';
import type { PriceContext } from './price-context';
import { parseScores, scoreNames } from './scores';
import { memoize } from './memo';
import { PERIOD_MARKETS, periodMarketName } from './phrases';

/**
 * Volleyball and table tennis: sets (games) to 25/15 or 11 points won by two, rally-point
 * scoring, in a best-of series. The points distribution of every set is carried through the
 * series, so total points agree with the set markets.
 */
const rallyGameOf = memoize(
  (rally: number, target: number) => `${rally}|${target}`,
  (rally: number, target: number) => rallyGame({ rally, target }),
);

/** Prematch series are shared by every match with the same rally probability. */
const prematchSeries = memoize(
  (model: RallyModel) =>
    `${model.homeRally}|${model.bestOf}|${model.target}|${model.decidingTarget}`,
  (model: RallyModel) =>
    seriesDistribution({
      winsNeeded: Math.ceil(model.bestOf / 2),
      game: (index) =>
        rallyGameOf(
          model.homeRally,
          index === model.bestOf - 1 ? model.decidingTarget : model.target,
        ),
    }),
);

export function priceRally(
  context: PriceContext,
  model: RallyModel,
  state?: MatchState,
): FeedMarket[] {
  const setsToWin = Math.ceil(model.bestOf / 2);
  const played = (state?.score.home ?? 0) + (state?.score.away ?? 0);
  const regular = rallyGameOf(model.homeRally, model.target);
  const deciding = rallyGameOf(model.homeRally, model.decidingTarget);
  const targetOf = (index: number) =>
    index === model.bestOf - 1 ? model.decidingTarget : model.target;
  // The set in progress starts from its current points; later sets from 0-0.
  const current =
    state?.current && (state.current.home > 0 || state.current.away > 0)
      ? rallyGame({
          rally: model.homeRally,
          target: targetOf(played),
          home: state.current.home,
          away: state.current.away,
        })
      : null;
  const gameAt = (index: number): RallyGame =>
    index === played && current ? current : index === model.bestOf - 1 ? deciding : regular;
  const series =
    played === 0 && !current
      ? prematchSeries(model)
      : seriesDistribution({
          winsNeeded: setsToWin,
          game: gameAt,
          homeWins: state?.score.home ?? 0,
          awayWins: state?.score.away ?? 0,
        });
  const pointsPlayed = (state?.current?.home ?? 0) + (state?.current?.away ?? 0);
  const markets = seriesMarkets(context, series, {
    bestOf: model.bestOf,
    played,
    period: 'set',
    currentWin: gameAt(played).winHome,
  });
  const total = series.totalPoints;
  if (total) {
    const points = { ...total, offset: total.offset + pointsPlayed };
    markets.push(
      ...totalLadder({
        eventId: context.eventId,
        type: MARKET_TYPES.totalPoints,
        lines: ladder(halfLine(mean(points)), 2, model.lineStep),
        over: (line) => probabilityAbove(points, line),
      }),
    );
  }
  return markets;
}

/** Esports: independent maps in a best-of-3 or best-of-5. */
export function priceMaps(
  context: PriceContext,
  model: MapsModel,
  state?: MatchState,
): FeedMarket[] {
  const played = (state?.score.home ?? 0) + (state?.score.away ?? 0);
  const series = seriesDistribution({
    winsNeeded: Math.ceil(model.bestOf / 2),
    game: () => ({ winHome: model.homeMap }),
    homeWins: state?.score.home ?? 0,
    awayWins: state?.score.away ?? 0,
  });
  const markets = seriesMarkets(context, series, {
    bestOf: model.bestOf,
    played,
    period: 'map',
    currentWin: model.homeMap,
  });
  const mapsPlayed = parseScores(series.scores).map((score) => ({
    maps: score.home + score.away,
    p: score.p,
  }));
  const lines = model.bestOf === 5 ? [3.5, 4.5] : [2.5];
  markets.push(
    ...totalLadder({
      eventId: context.eventId,
      type: MARKET_TYPES.totalMaps,
      lines,
      over: (line) => mapsPlayed.reduce((sum, { maps, p }) => sum + (maps > line ? p : 0), 0),
    }),
  );
  return markets;
}

interface SeriesMarketOptions {
  bestOf: number;
  played: number;
  period: 'set' | 'map';
  currentWin: number;
}

/** Winner, next set/map winner, set/map handicap and correct score of a series. */
function seriesMarkets(
  context: PriceContext,
  series: SeriesDistribution,
  options: SeriesMarketOptions,
): FeedMarket[] {
  const { eventId, sides } = context;
  const T = MARKET_TYPES;
  const isMap = options.period === 'map';
  const scores = parseScores(series.scores);
  const margin = (line: number) => {
    let covers = 0;
    for (const score of scores) if (score.home - score.away + line > 0) covers += score.p;
    return covers;
  };
  const handicapLines =
    options.bestOf >= 5 ? [-2.5, -1.5, 1.5, 2.5] : options.bestOf === 3 ? [-1.5, 1.5] : [];
  const correctScore: PricedOutcome[] = scores.map((score) => ({
    id: score.key,
    names: scoreNames(score.key),
    probability: score.p,
  }));
  const next = options.played + 1;
  return [
    buildMarket({ eventId, type: T.winner, outcomes: twoWay(sides, series.winHome) }),
    buildMarket({
      eventId,
      type: isMap ? T.mapWinner : T.setWinner,
      specifier: `${isMap ? 'mapnr' : 'setnr'}=${next}`,
      names: periodMarketName(options.period, next, PERIOD_MARKETS.winner),
      outcomes: twoWay(sides, options.currentWin),
    }),
    ...handicapLadder({
      eventId,
      type: isMap ? T.mapHandicap : T.setHandicap,
      sides,
      lines: handicapLines,
      covers: margin,
    }),
    buildMarket({ eventId, type: T.setBetting, outcomes: correctScore }),
  ].filter((market): market is FeedMarket => market !== null);
}
