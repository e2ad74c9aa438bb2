import type { FeedMarket } from '../provider';
import { MARKET_TYPES_BY_ID } from './market-types';

/**
 * Flags, in every ladder of lines (same market id, same specifier apart from the line), the one
 * line whose prices are closest to even: the line a match list shows. Measured on the final odds,
 * so it is the line a bettor sees as balanced. Markets without a line keep `false`.
 */
export function markMostBalanced(markets: FeedMarket[]): FeedMarket[] {
  const best = new Map<string, { market: FeedMarket; imbalance: number }>();
  for (const market of markets) {
    if (!MARKET_TYPES_BY_ID.get(market.marketId)?.lineKey) continue;
    market.mostBalanced = false;
    const family = `${market.marketId}|${withoutLine(market.specifier)}`;
    const imbalance = imbalanceOf(market);
    const current = best.get(family);
    if (!current || imbalance < current.imbalance - 1e-12) best.set(family, { market, imbalance });
  }
  for (const { market } of best.values()) market.mostBalanced = true;
  return markets;
}

/** The line is always the last specifier part (`quarternr=1|hcp=-2.5`), see line-markets.ts. */
function withoutLine(specifier: string): string {
  const cut = specifier.lastIndexOf('|');
  return cut < 0 ? '' : specifier.slice(0, cut);
}

/** Σ (q_i − 1/n)² of the normalised implied probabilities: 0 for a perfectly even market. */
function imbalanceOf(market: FeedMarket): number {
  const { outcomes } = market;
  let total = 0;
  for (const outcome of outcomes) total += 1 / outcome.odds;
  const even = 1 / outcomes.length;
  let imbalance = 0;
  for (const outcome of outcomes) imbalance += (1 / outcome.odds / total - even) ** 2;
  return imbalance;
}
