import {
  ICE_HOCKEY_BET_BUILDER_MARKET_IDS,
  applyMargin,
  betBuilderLegPredicate,
  iceHockeyRegulationScoreMatrix,
  isBetBuilderMarket,
  roundOdds,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, priceMarkets } from '../src';
import type { FeedMarket, MatchModel, MatchState } from '../src';

/**
 * The ice hockey bet builder (decision 046, Stop 28) prices from the same matrix as the feed: a
 * custom bet of one leg has the probability the feed priced that single outcome from, before
 * margin. The feed does not publish its probabilities, so the check is that margining the
 * builder's probabilities the feed's way gives the feed's odds, for every combinable line.
 */
const hockey: MatchModel = {
  kind: 'ice-hockey',
  homeGoals: 3.2,
  awayGoals: 2.7,
  overtimeHome: 0.54,
};
const overroundOf = new Map(Object.values(MARKET_TYPES).map((t) => [t.id, t.overround]));

const states: (MatchState | undefined)[] = [
  undefined,
  { elapsed: 0.25, score: { home: 1, away: 0 } },
  { elapsed: 0.5, score: { home: 1, away: 2 } },
  { elapsed: 0.8, score: { home: 3, away: 3 } },
];

const price = (state: MatchState | undefined) =>
  priceMarkets({
    event: { id: 9 },
    model: hockey,
    home: 'Tappara',
    away: 'Ilves',
    ...(state ? { state } : {}),
  });

describe('ice hockey bet builder agrees with the feed (decision 046, Stop 28)', () => {
  it.each(states.map((state) => [JSON.stringify(state ?? 'prematch'), state] as const))(
    'one leg is the single market before margin: %s',
    (_label, state) => {
      const markets = price(state);
      const matrix = iceHockeyRegulationScoreMatrix(
        { homeGoals: 3.2, awayGoals: 2.7 },
        state && { elapsed: state.elapsed ?? 0, score: state.score },
      );
      const probabilityOf = (market: FeedMarket, outcomeId: string) => {
        const predicate = betBuilderLegPredicate('ice-hockey', {
          marketId: market.marketId,
          specifier: market.specifier,
          outcomeId,
        });
        expect(predicate, `${market.marketId}/${market.specifier}/${outcomeId}`).toBeDefined();
        let sum = 0;
        matrix.forEach((row, h) => row.forEach((p, a) => (sum += predicate!(h, a) ? p : 0)));
        return sum;
      };
      const combinable = markets.filter((m) =>
        isBetBuilderMarket(m.marketId, m.specifier, 'ice-hockey'),
      );
      // Every line of the combinable types is combinable; nothing else is (406 incl. overtime).
      expect(new Set(combinable.map((m) => m.marketId))).toEqual(
        new Set(
          markets
            .map((m) => m.marketId)
            .filter((id) => ICE_HOCKEY_BET_BUILDER_MARKET_IDS.includes(id)),
        ),
      );
      expect(markets.some((m) => m.marketId === 406)).toBe(true);
      expect(isBetBuilderMarket(406, '', 'ice-hockey')).toBe(false);
      const seen = new Set<number>();
      for (const market of combinable) {
        seen.add(market.marketId);
        const overround = overroundOf.get(market.marketId)!;
        const ids = market.outcomes.map((o) => o.outcomeId);
        const probabilities = ids.map((id) => probabilityOf(market, id));
        let expected: number[];
        if (market.marketId === MARKET_TYPES.doubleChance.id) {
          // Overlapping outcomes: each priced against its own complement.
          expected = probabilities.map((p) => roundOdds(applyMargin([p, 1 - p], overround)[0]!));
        } else {
          // A partition: the builder's probabilities add up to one, as the feed's do.
          expect(probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
          expected = applyMargin(probabilities, overround).map((odds) => roundOdds(odds));
        }
        expect(
          market.outcomes.map((o) => o.odds),
          `${market.marketId}/${market.specifier}`,
        ).toEqual(expected);
      }
      // 1x2, double chance, puck line and totals were all checked.
      expect([...seen].sort((a, b) => a - b)).toEqual([1, 10, 16, 18]);
    },
  );
});
