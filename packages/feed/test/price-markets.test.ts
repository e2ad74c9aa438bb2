import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, priceMarkets } from '../src';
import type { FeedMarket, MatchModel, MatchState } from '../src';

const football: MatchModel = {
  kind: 'football',
  homeGoals: 1.55,
  awayGoals: 1.1,
  firstHalfShare: 0.44,
};

const price = (model: MatchModel, state?: MatchState) =>
  priceMarkets({
    event: { id: 7 },
    model,
    home: 'Leeds United',
    away: 'Bristol City',
    ...(state ? { state } : {}),
  });
const find = (markets: FeedMarket[], marketId: number, specifier = '') =>
  markets.find((m) => m.marketId === marketId && m.specifier === specifier);
const odds = (market: FeedMarket | undefined, outcomeId: string) =>
  market?.outcomes.find((o) => o.outcomeId === outcomeId)?.odds ?? NaN;

describe('priceMarkets', () => {
  it('is a pure function of the model and the state', () => {
    expect(price(football)).toEqual(price(football));
    expect(price(football, { elapsed: 0, score: { home: 0, away: 0 } })).toEqual(price(football));
  });

  it('gives football the markets of the brief with team names filled in', () => {
    const markets = price(football);
    const T = MARKET_TYPES;
    for (const type of [
      T.oneXTwo,
      T.doubleChance,
      T.drawNoBet,
      T.bothTeamsToScore,
      T.correctScore,
    ]) {
      expect(find(markets, type.id), type.names.en).toBeDefined();
    }
    expect(find(markets, T.halftimeFulltime.id)?.outcomes).toHaveLength(9);
    expect(find(markets, T.total.id, 'total=2.5')?.outcomes.map((o) => o.names.en)).toEqual([
      'Over 2.5',
      'Under 2.5',
    ]);
    expect(find(markets, T.handicap.id, 'hcp=-0.25')?.outcomes.map((o) => o.names.en)).toEqual([
      'Leeds United (-0.25)',
      'Bristol City (+0.25)',
    ]);
    expect(find(markets, T.europeanHandicap.id, 'hcp=0:1')?.outcomes).toHaveLength(3);
    expect(find(markets, T.homeTotal.id, 'total=1.5')?.names.en).toBe('Leeds United total');
  });

  it('re-prices in play: a home goal shortens the home win and drops impossible scores', () => {
    const before = price(football);
    const after = price(football, { elapsed: 0.3, score: { home: 1, away: 0 } });
    expect(odds(find(after, 1), '1')).toBeLessThan(odds(find(before, 1), '1'));
    const scores = find(after, MARKET_TYPES.correctScore.id)!.outcomes.map((o) => o.outcomeId);
    expect(scores).not.toContain('0:0');
    expect(scores).toContain('1:0');
    // Over 0.5 is already won: a line nobody can lose is not offered.
    expect(find(after, MARKET_TYPES.total.id, 'total=0.5')).toBeUndefined();
  });

  it('stops first-half markets at half-time and narrows totals as time runs out', () => {
    const secondHalf = price(football, { elapsed: 0.6, score: { home: 0, away: 0 } });
    expect(find(secondHalf, MARKET_TYPES.firstHalfOneXTwo.id)).toBeUndefined();
    expect(find(secondHalf, MARKET_TYPES.halftimeFulltime.id)).toBeUndefined();
    const late = price(football, { elapsed: 0.95, score: { home: 1, away: 1 } });
    expect(odds(find(late, 1), 'X')).toBeLessThan(1.5);
  });

  it('prices tennis from serve probabilities, and in play from the score', () => {
    const model: MatchModel = {
      kind: 'tennis',
      homeServe: 0.64,
      awayServe: 0.64,
      bestOf: 3,
      firstServer: 'home',
    };
    const even = find(price(model), MARKET_TYPES.winner.id)!;
    expect(odds(even, 'home')).toBe(odds(even, 'away'));
    const setUp = find(
      price(model, { score: { home: 1, away: 0 }, server: 'away' }),
      MARKET_TYPES.winner.id,
    )!;
    expect(odds(setUp, 'home')).toBeLessThan(1.4);
    const betting = find(price(model), MARKET_TYPES.setBetting.id)!;
    expect(betting.outcomes.map((o) => o.outcomeId)).toEqual(['2:0', '2:1', '1:2', '0:2']);
  });

  it('prices esports series from the map probability, and in play from maps won', () => {
    const model: MatchModel = { kind: 'maps', homeMap: 0.6, bestOf: 3 };
    const prematch = price(model);
    expect(find(prematch, MARKET_TYPES.mapWinner.id, 'mapnr=1')).toBeDefined();
    expect(find(prematch, MARKET_TYPES.totalMaps.id, 'total=2.5')).toBeDefined();
    const oneNil = price(model, { score: { home: 1, away: 0 } });
    expect(find(oneNil, MARKET_TYPES.mapWinner.id, 'mapnr=2')).toBeDefined();
    expect(odds(find(oneNil, MARKET_TYPES.winner.id), 'home')).toBeLessThan(
      odds(find(prematch, MARKET_TYPES.winner.id), 'home'),
    );
  });

  it('prices basketball with normal approximations and a first-quarter set', () => {
    const model: MatchModel = {
      kind: 'points',
      sport: 'basketball',
      homePoints: 116,
      awayPoints: 110.2,
      sdMargin: 12,
      sdTotal: 18,
      draws: false,
      lineStep: 1,
    };
    const markets = price(model);
    const spread = markets.filter((m) => m.marketId === MARKET_TYPES.handicapOvertime.id);
    expect(spread.find((m) => m.mostBalanced)?.specifier).toBe('hcp=-5.5');
    const total = markets.filter((m) => m.marketId === MARKET_TYPES.totalOvertime.id);
    expect(total.find((m) => m.mostBalanced)?.specifier).toMatch(/^total=22[56]\.5$/);
    expect(find(markets, MARKET_TYPES.quarterOneXTwo.id, 'quarternr=1')?.names.en).toBe(
      '1st quarter - 1x2',
    );
    // In play, with the home side 20 up late, the favourite is near certain.
    const late = price(model, { elapsed: 0.9, score: { home: 100, away: 80 } });
    expect(odds(find(late, MARKET_TYPES.winnerOvertime.id), 'home')).toBeLessThan(1.05);
  });
});
