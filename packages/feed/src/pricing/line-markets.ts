import type { LocalizedText } from '../localized-text';
import type { FeedMarket } from '../provider';
import { buildMarket, formatLine, isOfferable } from './build-market';
import type { MarketType } from './market-types';
import { handicapPair, overUnder } from './outcomes';
import type { Sides } from './outcomes';

interface LadderOptions {
  eventId: number;
  type: MarketType;
  lines: number[];
  /** Specifier parts before the line, e.g. `quarternr=1`. */
  prefix?: string;
  names?: LocalizedText;
  /** Lowest fair probability either side may have for the line to be listed. */
  minProbability?: number;
}

const specifier = (prefix: string | undefined, key: string, line: number) =>
  `${prefix ? `${prefix}|` : ''}${key}=${formatLine(line)}`;

/** Over/under at every line of the ladder that is still a two-sided bet. */
export function totalLadder(
  options: LadderOptions & { over: (line: number) => number },
): FeedMarket[] {
  const markets: FeedMarket[] = [];
  for (const line of options.lines) {
    const outcomes = overUnder(formatLine(line), options.over(line));
    if (!isOfferable(outcomes, options.minProbability)) continue;
    const market = buildMarket({
      eventId: options.eventId,
      type: options.type,
      specifier: specifier(options.prefix, 'total', line),
      outcomes,
      ...(options.names ? { names: options.names } : {}),
    });
    if (market) markets.push(market);
  }
  return markets;
}

/** Two-way handicaps: `covers(line)` is P(home wins with `line` added to its score). */
export function handicapLadder(
  options: LadderOptions & { sides: Sides; covers: (line: number) => number },
): FeedMarket[] {
  const markets: FeedMarket[] = [];
  for (const line of options.lines) {
    const outcomes = handicapPair(options.sides, line, options.covers(line));
    if (!isOfferable(outcomes, options.minProbability)) continue;
    const market = buildMarket({
      eventId: options.eventId,
      type: options.type,
      specifier: specifier(options.prefix, 'hcp', line),
      outcomes,
      ...(options.names ? { names: options.names } : {}),
    });
    if (market) markets.push(market);
  }
  return markets;
}
