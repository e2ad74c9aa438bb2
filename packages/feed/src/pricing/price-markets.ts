import type { FeedEvent, FeedMarket } from '../provider';
import { markMostBalanced } from './mark-most-balanced';
import type { MatchModel, MatchState } from './match-model';
import { priceCricket } from './price-cricket';
import { priceFootball } from './price-football';
import { priceBaseball, priceIceHockey } from './price-goals';
import { pricePoints } from './price-points';
import { priceMaps, priceRally } from './price-series';
import { priceTennis } from './price-tennis';

export interface PriceMarketsOptions {
  event: Pick<FeedEvent, 'id'>;
  model: MatchModel;
  /** Competitor names, filled into outcome names ("Arsenal (-0.75)"). */
  home: string;
  away: string;
  /** The score and clock in play; prematch when absent. */
  state?: MatchState;
}

/**
 * Every market of a match from its model: the one entry point for the catalogue and for the live
 * engine, which calls it again with the current state. Market status is 1 (active); the caller
 * suspends (-1) around goals and bet stops.
 */
export function priceMarkets(options: PriceMarketsOptions): FeedMarket[] {
  const sides = {
    home: options.home,
    away: options.away,
    homeNames: { en: options.home },
    awayNames: { en: options.away },
  };
  const context = { eventId: options.event.id, sides };
  const { model, state } = options;
  let markets: FeedMarket[];
  switch (model.kind) {
    case 'football':
      markets = priceFootball(context, model, state);
      break;
    case 'ice-hockey':
      markets = priceIceHockey(context, model, state);
      break;
    case 'baseball':
      markets = priceBaseball(context, model, state);
      break;
    case 'points':
      markets = pricePoints(context, model, state);
      break;
    case 'tennis':
      markets = priceTennis(context, model, state);
      break;
    case 'rally':
      markets = priceRally(context, model, state);
      break;
    case 'maps':
      markets = priceMaps(context, model, state);
      break;
    case 'cricket':
      markets = priceCricket(context, model, state);
      break;
  }
  // Markets come out in the order the pricers build them (main lines first); the API sorts by
  // priority, so no sort is spent here.
  return markMostBalanced(markets);
}
