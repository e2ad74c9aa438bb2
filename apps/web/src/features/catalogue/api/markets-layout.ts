/**
 * Pure helpers that turn the flat market list of a match into what the match page shows: group
 * tabs, market blocks ordered by priority then name, and line markets (one market id with several
 * specifiers) folded into one block with their lines sorted by value.
 */

export interface OutcomeLike {
  outcomeId: string;
  name: string;
  active: boolean;
  odds: number;
}

export interface MarketLike {
  marketId: number;
  marketName: string;
  marketStatus: number;
  specifier: string;
  priority: number;
  marketGroups: string[];
  outcomes: OutcomeLike[];
}

export type MarketLayout = 'two' | 'three' | 'grid';

export interface MarketBlock<M extends MarketLike = MarketLike> {
  key: string;
  marketId: number;
  name: string;
  priority: number;
  layout: MarketLayout;
  /** One entry per specifier, sorted by the specifier's numeric value. */
  lines: M[];
}

/** Tabs after 'all', in this order; unknown groups follow alphabetically. */
const GROUP_ORDER = [
  'all',
  'main',
  'totals',
  'handicaps',
  'halves',
  'quarters',
  'periods',
  'sets',
  'games',
  'maps',
  'rounds',
  'innings',
  'correct_score',
  'players',
  'specials',
  'outrights',
];

const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
}

/** Union of every market's groups, 'all' first then the known order, unknown ones by name. */
export function marketGroupTabs(markets: readonly MarketLike[]): string[] {
  const groups = new Set<string>(markets.length > 0 ? ['all'] : []);
  for (const market of markets) for (const group of market.marketGroups) groups.add(group);
  const rank = (group: string) => {
    const index = GROUP_ORDER.indexOf(group);
    return index === -1 ? GROUP_ORDER.length : index;
  };
  return [...groups].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The numbers in a specifier's values: 'total=2.5' → [2.5], 'hcp=0:1' → [0, 1], '' → []. */
export function specifierValues(specifier: string): number[] {
  const values: number[] = [];
  for (const part of specifier.split('|')) {
    const value = part.includes('=') ? part.slice(part.indexOf('=') + 1) : part;
    for (const match of value.matchAll(/[-+]?\d+(?:\.\d+)?/g)) values.push(Number(match[0]));
  }
  return values;
}

/** Orders specifiers by their numeric values (component by component), then as text. */
export function compareSpecifiers(a: string, b: string): number {
  const left = specifierValues(a);
  const right = specifierValues(b);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length || collator('en').compare(a, b);
}

/** Two outcomes side by side, three in columns (1 X 2), anything else as a wrapping grid. */
export function marketLayout(outcomeCount: number): MarketLayout {
  if (outcomeCount === 2) return 'two';
  if (outcomeCount === 3) return 'three';
  return 'grid';
}

/** Priority (higher first), then name with numeric-aware collation ("Map 2" before "Map 10"). */
export function compareMarkets(
  a: { priority: number; name: string },
  b: { priority: number; name: string },
  locale = 'en',
): number {
  return b.priority - a.priority || collator(locale).compare(a.name, b.name);
}

/** The markets of one group tab folded into blocks, one per market id, in display order. */
export function buildMarketBlocks<M extends MarketLike>(
  markets: readonly M[],
  group: string,
  locale = 'en',
): MarketBlock<M>[] {
  const blocks = new Map<number, MarketBlock<M>>();
  for (const market of markets) {
    if (group !== 'all' && !market.marketGroups.includes(group)) continue;
    let block = blocks.get(market.marketId);
    if (!block) {
      block = {
        key: String(market.marketId),
        marketId: market.marketId,
        name: market.marketName,
        priority: market.priority,
        layout: 'grid',
        lines: [],
      };
      blocks.set(market.marketId, block);
    }
    block.priority = Math.max(block.priority, market.priority);
    block.lines.push(market);
  }
  const list = [...blocks.values()];
  for (const block of list) {
    block.lines.sort((a, b) => compareSpecifiers(a.specifier, b.specifier));
    block.layout = marketLayout(Math.max(...block.lines.map((line) => line.outcomes.length)));
  }
  return list.sort((a, b) => compareMarkets(a, b, locale));
}

/** The locked look: a suspended market or an inactive outcome cannot be picked. */
export function isOutcomeLocked(marketStatus: number, outcome: { active: boolean }): boolean {
  return marketStatus !== 1 || !outcome.active;
}
