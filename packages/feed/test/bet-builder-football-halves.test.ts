import {
  MAX_ODDS,
  MIN_ODDS,
  applyMargin,
  footballHalvesScoreCells,
  isBetBuilderMarket,
  legReaderOf,
  roundOdds,
} from '@sportsbook/domain';
import type { ScoreCell } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, priceMarkets } from '../src';
import type { FeedMarket, MatchModel, MatchState } from '../src';

/**
 * The football bet builder's half-time/full-time distribution (decision 064) prices exactly as
 * the feed: a custom bet of one leg has the probability the feed priced that single outcome
 * from, for draw no bet, whole Asian lines, the first-half 1x2 and totals and
 * half-time/full-time as for every full-time market. The feed does not publish probabilities, so the check is that margining the
 * builder's probabilities the feed's way gives the feed's odds, prematch and in play.
 */
const football: MatchModel = {
  kind: 'football',
  homeGoals: 1.7,
  awayGoals: 1.15,
  firstHalfShare: 0.44,
};
const overroundOf = new Map(Object.values(MARKET_TYPES).map((t) => [t.id, t.overround]));
/** Half-time/full-time's long shots are capped lower (`priceFootball`). */
const maxOddsOf = (marketId: number) => (marketId === 47 ? 250 : MAX_ODDS);

const states: (MatchState | undefined)[] = [
  undefined,
  { elapsed: 0.2, score: { home: 0, away: 0 } },
  { elapsed: 0.3, score: { home: 1, away: 0 } },
  { elapsed: 0.45, score: { home: 0, away: 1 } },
  // After half-time the feed offers no first-half market; the full-time ones still agree.
  { elapsed: 0.7, score: { home: 1, away: 0 } },
];

const price = (state: MatchState | undefined) =>
  priceMarkets({
    event: { id: 7 },
    model: football,
    home: 'Rovers',
    away: 'United',
    ...(state ? { state } : {}),
  });

/** P(the outcome wins | it is not void), as the builder reads it on the joint distribution. */
function probabilityOf(cells: ScoreCell[], market: FeedMarket, outcomeId: string): number {
  const reader = legReaderOf('football', {
    marketId: market.marketId,
    specifier: market.specifier,
    outcomeId,
  });
  expect(reader, `${market.marketId}/${market.specifier}/${outcomeId}`).toBeDefined();
  let wins = 0;
  let voids = 0;
  for (const cell of cells) {
    const result = reader!.read(cell);
    if (result === 'win') wins += cell.p;
    else if (result === 'void') voids += cell.p;
  }
  return wins / (1 - voids);
}

describe('football bet builder halves agree with the feed (decision 064)', () => {
  it.each(states.map((state) => [JSON.stringify(state ?? 'prematch'), state] as const))(
    'one leg is the single market before margin: %s',
    (_label, state) => {
      const markets = price(state);
      // The half-time score, once the half is over: any score the match could have had.
      const halfTime = { home: 1, away: 0 };
      const cells = footballHalvesScoreCells(
        { homeGoals: 1.7, awayGoals: 1.15, firstHalfShare: 0.44 },
        state && { elapsed: state.elapsed ?? 0, score: state.score, halfTime },
      );
      expect(cells.reduce((sum, cell) => sum + cell.p, 0)).toBeCloseTo(1, 12);
      const combinable = markets.filter((m) => isBetBuilderMarket(m.marketId, m.specifier));
      const seen = new Set<number>();
      const wholeLines: string[] = [];
      for (const market of combinable) {
        seen.add(market.marketId);
        if (market.marketId === 16 && /^hcp=-?\d+$/.test(market.specifier)) {
          wholeLines.push(market.specifier);
        }
        const overround = overroundOf.get(market.marketId)!;
        // Correct score "other" is not combinable: it is what the listed scores leave.
        const ids = market.outcomes.map((o) => o.outcomeId).filter((id) => id !== 'other');
        const probabilities = ids.map((id) => probabilityOf(cells, market, id));
        if (market.outcomes.some((o) => o.outcomeId === 'other')) {
          probabilities.push(1 - probabilities.reduce((s, p) => s + p, 0));
        }
        let expected: number[];
        if (market.marketId === MARKET_TYPES.doubleChance.id) {
          expected = probabilities.map((p) => roundOdds(applyMargin([p, 1 - p], overround)[0]!));
        } else {
          // A partition: the builder's probabilities add up to one, as the feed's do.
          expect(probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
          expected = applyMargin(probabilities, overround).map((odds) =>
            roundOdds(odds, MIN_ODDS, maxOddsOf(market.marketId)),
          );
        }
        expect(
          market.outcomes.map((o) => o.odds),
          `${market.marketId}/${market.specifier}`,
        ).toEqual(expected);
      }
      // Whole Asian lines (a push voids them, decision 064) were among them; quarter lines not.
      expect(wholeLines.length).toBeGreaterThan(0);
      expect(combinable.some((m) => /\.(25|75)$/.test(m.specifier))).toBe(false);
      const firstHalf = [47, 60, 68];
      const fullTime = [1, 10, 11, 14, 16, 18, 19, 20, 29, 41];
      const inFirstHalf = (state?.elapsed ?? 0) < 0.5;
      expect([...seen].sort((a, b) => a - b)).toEqual(
        (inFirstHalf ? [...fullTime, ...firstHalf] : fullTime).sort((a, b) => a - b),
      );
    },
  );
});
