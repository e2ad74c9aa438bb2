import { MAX_ODDS, MIN_ODDS, applyMargin, roundOdds } from '@sportsbook/domain';
import type { LocalizedText } from '../localized-text';
import type { FeedMarket, FeedOutcome } from '../provider';
import type { MarketType } from './market-types';

export interface PricedOutcome {
  id: string;
  names: LocalizedText;
  /** Fair probability from the match model. */
  probability: number;
}

/**
 * Below this fair probability a line is not offered: a 1-in-50 side of a handicap is not a bet a
 * book lists, and its price would be all margin.
 */
export const MIN_LINE_PROBABILITY = 0.03;

/** Outcomes the model rules out (a 0-0 once a goal is in) are left out rather than priced. */
const IMPOSSIBLE = 1e-9;

export interface BuildMarketOptions {
  eventId: number;
  type: MarketType;
  specifier?: string;
  outcomes: PricedOutcome[];
  /** Overrides the type's name, e.g. "2nd set - winner". */
  names?: LocalizedText;
  /** Long shots of multi-way markets are capped lower than the global maximum. */
  maxOdds?: number;
}

/** Turns fair probabilities into a market: margin by the power method, odds rounded down. */
export function buildMarket(options: BuildMarketOptions): FeedMarket | null {
  // Hot path (~50k markets per catalogue): plain loops, no intermediate closures.
  let outcomes = options.outcomes;
  let total = 0;
  let possible = 0;
  for (const outcome of outcomes) {
    if (outcome.probability > IMPOSSIBLE) {
      total += outcome.probability;
      possible++;
    }
  }
  if (possible < 2) return null;
  if (possible < outcomes.length) outcomes = outcomes.filter((o) => o.probability > IMPOSSIBLE);
  const probabilities = new Array<number>(outcomes.length);
  for (let i = 0; i < outcomes.length; i++) {
    probabilities[i] = (outcomes[i] as PricedOutcome).probability / total;
  }
  const odds = applyMargin(probabilities, options.type.overround);
  const max = options.maxOdds ?? MAX_ODDS;
  const priced: FeedOutcome[] = new Array(outcomes.length);
  for (let i = 0; i < outcomes.length; i++) {
    const outcome = outcomes[i] as PricedOutcome;
    priced[i] = {
      outcomeId: outcome.id,
      names: outcome.names,
      odds: roundOdds(odds[i] as number, MIN_ODDS, max),
      active: true,
    };
  }
  return {
    eventId: options.eventId,
    marketId: options.type.id,
    specifier: options.specifier ?? '',
    names: options.names ?? options.type.names,
    status: 1,
    priority: options.type.priority,
    mostBalanced: false,
    groups: options.type.groups,
    outcomes: priced,
  };
}

/**
 * A market whose outcomes overlap (double chance): each outcome is priced against its own
 * complement, so each carries the same margin as a two-way market.
 */
export function buildOverlappingMarket(options: BuildMarketOptions): FeedMarket | null {
  const market = buildMarket(options);
  if (!market) return null;
  market.outcomes = options.outcomes.map((outcome) => {
    const [odds] = applyMargin(
      [outcome.probability, 1 - outcome.probability],
      options.type.overround,
    );
    return {
      outcomeId: outcome.id,
      names: outcome.names,
      odds: roundOdds(odds as number, MIN_ODDS, MAX_ODDS),
      active: true,
    };
  });
  return market;
}

/** A line market is offered only while neither side is a near-certainty. */
export function isOfferable(outcomes: PricedOutcome[], min = MIN_LINE_PROBABILITY): boolean {
  for (const outcome of outcomes) if (outcome.probability < min) return false;
  return true;
}

const formattedLines = new Map<number, string>();

/** Formats a line for a specifier: 2.5, -0.75, 0 (never -0). Lines repeat, so it is memoized. */
export function formatLine(line: number): string {
  let formatted = formattedLines.get(line);
  if (formatted === undefined) {
    const rounded = Math.round(line * 100) / 100;
    formatted = Object.is(rounded, -0) ? '0' : String(rounded);
    if (formattedLines.size < 10_000) formattedLines.set(line, formatted);
  }
  return formatted;
}
