export { priceMarkets } from './price-markets';
export type { PriceMarketsOptions } from './price-markets';
export { priceOutright } from './price-outright';
export type { PriceOutrightOptions } from './price-outright';
export { markMostBalanced } from './mark-most-balanced';
export { MARKET_TYPES, MARKET_TYPES_BY_ID } from './market-types';
export type { MarketType, MarketTypeKey } from './market-types';
export type * from './match-model';
