import type { FeedCompetitor, FeedMarket } from '../provider';
import { buildMarket } from './build-market';
import { MARKET_TYPES } from './market-types';
import { text } from './phrases';

export interface PriceOutrightOptions {
  eventId: number;
  /** Competitors with a strength on the rating scale of the match models. */
  field: Array<{ competitor: FeedCompetitor; rating: number }>;
  /** How strongly rating separates the field: a long season rewards the best team more. */
  sharpness: number;
}

/**
 * Outright winner: a softmax of ratings gives each competitor's chance, listed favourite first.
 * Σ 1/odds is the outright overround (about 1.25), as books price long fields.
 */
export function priceOutright(options: PriceOutrightOptions): FeedMarket | null {
  const weights = options.field.map(({ rating }) => Math.exp(rating * options.sharpness));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const outcomes = options.field
    .map(({ competitor }, index) => ({
      id: competitor.urnId,
      names: text(competitor.names.en),
      probability: (weights[index] as number) / total,
    }))
    .sort((a, b) => b.probability - a.probability);
  return buildMarket({
    eventId: options.eventId,
    type: MARKET_TYPES.outrightWinner,
    outcomes,
    maxOdds: 1000,
  });
}
