import type { Market, MarketOddsWire, Match } from '@sportsbook/contract';

/**
 * The merge rules of betting-core §4 for realtime updates. Objects that did not change keep their
 * identity, so memoized rows (a score, an odds button) do not re-render for an update that
 * changed something else.
 */

const sameScore = (a: { home: number; away: number } | null, b: typeof a) =>
  a === b || (a !== null && b !== null && a.home === b.home && a.away === b.away);

/** A match update replaces the match and keeps the old score objects when they are equal. */
export function mergeMatch(previous: Match, next: Match): Match {
  const periods = next.periodScores.map((period, index) => {
    const old = previous.periodScores[index];
    return old &&
      old.periodKey === period.periodKey &&
      old.number === period.number &&
      old.home === period.home &&
      old.away === period.away
      ? old
      : period;
  });
  const samePeriods =
    periods.length === previous.periodScores.length &&
    periods.every((period, index) => period === previous.periodScores[index]);
  return {
    ...next,
    totalScore: sameScore(previous.totalScore, next.totalScore)
      ? previous.totalScore
      : next.totalScore,
    gameScore: sameScore(previous.gameScore, next.gameScore) ? previous.gameScore : next.gameScore,
    periodScores: samePeriods ? previous.periodScores : periods,
  };
}

export const marketKey = (market: Pick<Market, 'marketId' | 'specifier'>) =>
  `${market.marketId}|${market.specifier}`;

/**
 * Outcomes merged by outcome id; an outcome whose odds and state are unchanged stays the same.
 * Names stay the page's own: the match channel has no language and sends English names.
 */
export function mergeOutcomes(previous: Market, next: Market): Market {
  const old = new Map(previous.outcomes.map((outcome) => [outcome.outcomeId, outcome]));
  const outcomes = next.outcomes.map((outcome) => {
    const before = old.get(outcome.outcomeId);
    if (!before) return outcome;
    if (before.odds === outcome.odds && before.active === outcome.active) return before;
    return { ...outcome, name: before.name };
  });
  const unchanged =
    previous.marketStatus === next.marketStatus &&
    outcomes.length === previous.outcomes.length &&
    outcomes.every((outcome, index) => outcome === previous.outcomes[index]);
  return unchanged ? previous : { ...next, marketName: previous.marketName, outcomes };
}

/**
 * Applies changed market lines to a list: each line merged with its previous version, new lines
 * appended, and lines that became status 0 (not allowed) dropped, as lists never show them.
 */
export function mergeMarkets(previous: Market[], changed: Market[]): Market[] {
  const updates = new Map(changed.map((market) => [marketKey(market), market]));
  let touched = false;
  const merged: Market[] = [];
  for (const market of previous) {
    const key = marketKey(market);
    const update = updates.get(key);
    if (!update) {
      merged.push(market);
      continue;
    }
    updates.delete(key);
    if (update.marketStatus === 0) {
      touched = true;
      continue;
    }
    const next = mergeOutcomes(market, update);
    touched ||= next !== market;
    merged.push(next);
  }
  for (const market of updates.values()) {
    if (market.marketStatus === 0) continue;
    merged.push(market);
    touched = true;
  }
  return touched ? merged : previous;
}

/**
 * Applies a match channel's lean lines (decision 015: prices and states, no names) to a list:
 * known lines merge by outcome as above, keeping the page's names; lines or outcomes the page
 * does not know are skipped — see `hasUnknownLines`.
 */
export function mergeMarketOdds(previous: Market[], changed: MarketOddsWire[]): Market[] {
  const known = new Map(previous.map((market) => [marketKey(market), market]));
  const updates: Market[] = [];
  for (const line of changed) {
    const current = known.get(marketKey({ marketId: line.market_id, specifier: line.specifier }));
    if (!current) continue;
    const named = new Map(current.outcomes.map((outcome) => [outcome.outcomeId, outcome]));
    const outcomes: Market['outcomes'] = [];
    for (const outcome of line.outcomes) {
      const before = named.get(outcome.outcome_id);
      if (before) outcomes.push({ ...before, odds: outcome.odds, active: outcome.active });
    }
    updates.push({ ...current, marketStatus: line.market_status, outcomes });
  }
  return mergeMarkets(previous, updates);
}

/**
 * True when lean lines hold a line or outcome the page has no name for: it cannot be shown from
 * the update alone, so the caller fetches the match's markets in its own language.
 */
export function hasUnknownLines(
  previous: readonly Market[],
  changed: readonly MarketOddsWire[],
): boolean {
  const known = new Map(
    previous.map((market) => [
      marketKey(market),
      new Set(market.outcomes.map((outcome) => outcome.outcomeId)),
    ]),
  );
  return changed.some((line) => {
    if (line.market_status === 0) return false;
    const outcomes = known.get(marketKey({ marketId: line.market_id, specifier: line.specifier }));
    return !outcomes || line.outcomes.some((outcome) => !outcomes.has(outcome.outcome_id));
  });
}

/**
 * The lines of a fetched list that the page lacks (a new line, or a known line with a new
 * outcome), merged in; lines the page has keep their prices. For the fetch `hasUnknownLines`
 * asks for: realtime updates that arrived while it was in flight are newer than its prices.
 */
export function mergeUnknownLines(previous: Market[], fetched: Market[]): Market[] {
  const known = new Map(
    previous.map((market) => [
      marketKey(market),
      new Set(market.outcomes.map((outcome) => outcome.outcomeId)),
    ]),
  );
  const unknown = fetched.filter((line) => {
    const outcomes = known.get(marketKey(line));
    return !outcomes || line.outcomes.some((outcome) => !outcomes.has(outcome.outcomeId));
  });
  return unknown.length > 0 ? mergeMarkets(previous, unknown) : previous;
}
