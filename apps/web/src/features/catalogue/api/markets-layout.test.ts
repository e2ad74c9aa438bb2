import { describe, expect, it } from 'vitest';
import {
  buildMarketBlocks,
  compareMarkets,
  compareSpecifiers,
  isOutcomeLocked,
  marketGroupTabs,
  marketLayout,
  type MarketLike,
} from './markets-layout';

const outcome = (name: string, odds = 2) => ({ outcomeId: name, name, active: true, odds });
const market = (over: Partial<MarketLike>): MarketLike => ({
  marketId: 1,
  marketName: '1x2',
  marketStatus: 1,
  specifier: '',
  priority: 100,
  marketGroups: ['main', 'all'],
  outcomes: [outcome('1'), outcome('X'), outcome('2')],
  ...over,
});

describe('marketGroupTabs', () => {
  it('puts all first, then main, then the known order, unknown groups by name', () => {
    const tabs = marketGroupTabs([
      market({ marketGroups: ['zeta', 'all'] }),
      market({ marketGroups: ['correct_score', 'all'] }),
      market({ marketGroups: ['totals', 'main', 'all'] }),
      market({ marketGroups: ['alpha', 'halves'] }),
    ]);
    expect(tabs).toEqual(['all', 'main', 'totals', 'halves', 'correct_score', 'alpha', 'zeta']);
  });

  it('has no tabs without markets', () => {
    expect(marketGroupTabs([])).toEqual([]);
  });
});

describe('compareSpecifiers', () => {
  it('sorts line values numerically, negatives included', () => {
    const specs = ['total=10.5', 'total=2.5', 'total=0.5', 'total=1.5'];
    expect(specs.sort(compareSpecifiers)).toEqual([
      'total=0.5',
      'total=1.5',
      'total=2.5',
      'total=10.5',
    ]);
    expect(['hcp=0.5', 'hcp=-0.75', 'hcp=0', 'hcp=-2'].sort(compareSpecifiers)).toEqual([
      'hcp=-2',
      'hcp=-0.75',
      'hcp=0',
      'hcp=0.5',
    ]);
  });

  it('compares composite values part by part', () => {
    expect(['hcp=1:0', 'hcp=0:2', 'hcp=0:1'].sort(compareSpecifiers)).toEqual([
      'hcp=0:1',
      'hcp=0:2',
      'hcp=1:0',
    ]);
  });
});

describe('compareMarkets', () => {
  it('orders by priority (higher first), then by name with numbers compared as numbers', () => {
    const names = [
      { priority: 10, name: 'Map 10 winner' },
      { priority: 10, name: 'Map 2 winner' },
      { priority: 50, name: 'Winner' },
    ].sort((a, b) => compareMarkets(a, b));
    expect(names.map((n) => n.name)).toEqual(['Winner', 'Map 2 winner', 'Map 10 winner']);
  });
});

describe('marketLayout', () => {
  it('shows two outcomes side by side, three in columns, more as a grid', () => {
    expect(marketLayout(2)).toBe('two');
    expect(marketLayout(3)).toBe('three');
    expect(marketLayout(26)).toBe('grid');
    expect(marketLayout(1)).toBe('grid');
  });
});

describe('buildMarketBlocks', () => {
  const markets = [
    market({
      marketId: 18,
      marketName: 'Total',
      specifier: 'total=3.5',
      priority: 950,
      marketGroups: ['main', 'totals', 'all'],
      outcomes: [outcome('Over'), outcome('Under')],
    }),
    market({ marketId: 1, marketName: '1x2', priority: 1000 }),
    market({
      marketId: 18,
      marketName: 'Total',
      specifier: 'total=0.5',
      priority: 950,
      marketGroups: ['main', 'totals', 'all'],
      outcomes: [outcome('Over'), outcome('Under')],
    }),
    market({
      marketId: 41,
      marketName: 'Correct score',
      priority: 500,
      marketGroups: ['correct_score', 'all'],
      outcomes: ['1:0', '0:0', '0:1', '1:1'].map((n) => outcome(n)),
    }),
  ];

  it('folds a line market into one block with sorted lines', () => {
    const blocks = buildMarketBlocks(markets, 'all');
    expect(blocks.map((b) => b.name)).toEqual(['1x2', 'Total', 'Correct score']);
    expect(blocks[1]?.lines.map((l) => l.specifier)).toEqual(['total=0.5', 'total=3.5']);
    expect(blocks.map((b) => b.layout)).toEqual(['three', 'two', 'grid']);
  });

  it('shows one block per market id, the count the API gives a row\'s "+N"', () => {
    // available_markets_count counts distinct market ids (catalogue-api.test.ts checks the API).
    expect(buildMarketBlocks(markets, 'all')).toHaveLength(
      new Set(markets.map((m) => m.marketId)).size,
    );
  });

  it('keeps only the markets of the chosen group', () => {
    expect(buildMarketBlocks(markets, 'totals').map((b) => b.marketId)).toEqual([18]);
    expect(buildMarketBlocks(markets, 'sets')).toEqual([]);
  });
});

describe('odds display', () => {
  it('locks suspended markets and inactive outcomes', () => {
    expect(isOutcomeLocked(1, { active: true })).toBe(false);
    expect(isOutcomeLocked(-1, { active: true })).toBe(true);
    expect(isOutcomeLocked(1, { active: false })).toBe(true);
  });
});
