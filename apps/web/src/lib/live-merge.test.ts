import { describe, expect, it } from 'vitest';
import type { Market, MarketOddsWire, Match } from '@sportsbook/contract';
import {
  hasUnknownLines,
  mergeMarketOdds,
  mergeMarkets,
  mergeMatch,
  mergeUnknownLines,
} from './live-merge';

function market(marketId: number, specifier: string, odds: number[], status = 1): Market {
  return {
    matchUrnId: 'sr:match:1',
    marketId,
    marketName: `Market ${marketId}`,
    marketStatus: status,
    specifier,
    priority: 1,
    mostBalanced: false,
    marketGroups: ['main'],
    outcomes: odds.map((value, index) => ({
      outcomeId: String(index + 1),
      name: `Outcome ${index + 1}`,
      active: true,
      odds: value,
    })),
    provider: 'betradar',
    nextBetStop: null,
  };
}

function match(overrides: Partial<Match>): Match {
  return {
    totalScore: { home: 1, away: 0 },
    gameScore: null,
    periodScores: [
      { home: 1, away: 0, periodKey: '1', periodName: '1st half', number: 1, type: 'regular' },
    ],
    ...overrides,
  } as Match;
}

describe('mergeMarkets (betting-core §4)', () => {
  it('keeps the old outcome objects whose odds are unchanged', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5]), market(18, 'total=2.5', [1.9, 1.9])];
    const after = mergeMarkets(before, [market(1, '', [2.1, 3.3, 3.5])]);
    expect(after[0]!.outcomes[0]).toBe(before[0]!.outcomes[0]);
    expect(after[0]!.outcomes[1]).not.toBe(before[0]!.outcomes[1]);
    expect(after[0]!.outcomes[1]!.odds).toBe(3.3);
    expect(after[0]!.outcomes[2]).toBe(before[0]!.outcomes[2]);
    expect(after[1]).toBe(before[1]);
  });

  it('keeps the names the page has: the match channel sends English ones', () => {
    const before = [{ ...market(1, '', [2.1, 3.2]), marketName: 'Sieger' }];
    before[0]!.outcomes[0]!.name = 'Heim';
    const update = market(1, '', [2.3, 3.2]);
    const after = mergeMarkets(before, [update]);
    expect(after[0]!.marketName).toBe('Sieger');
    expect(after[0]!.outcomes[0]).toMatchObject({ name: 'Heim', odds: 2.3 });
  });

  it('returns the same list when nothing changed, so nothing re-renders', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5])];
    expect(mergeMarkets(before, [market(1, '', [2.1, 3.2, 3.5])])).toBe(before);
  });

  it('drops lines that became status 0, adds new lines, and locks suspended ones', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5]), market(18, 'total=2.5', [1.9, 1.9])];
    const after = mergeMarkets(before, [
      market(18, 'total=2.5', [1.9, 1.9], 0),
      market(18, 'total=3.5', [2.8, 1.4]),
      market(1, '', [2.1, 3.2, 3.5], -1),
    ]);
    expect(after.map((m) => `${m.marketId}|${m.specifier}|${m.marketStatus}`)).toEqual([
      '1||-1',
      '18|total=3.5|1',
    ]);
    expect(after[0]!.outcomes[0]).toBe(before[0]!.outcomes[0]);
  });
});

function lean(marketId: number, specifier: string, odds: number[], status = 1): MarketOddsWire {
  return {
    market_id: marketId,
    specifier,
    market_status: status,
    outcomes: odds.map((value, index) => ({
      outcome_id: String(index + 1),
      odds: value,
      active: true,
    })),
  };
}

describe('mergeMarketOdds: lean match-channel lines (decision 015)', () => {
  it('moves prices on known lines, keeps names and unchanged outcome objects', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5]), market(18, 'total=2.5', [1.9, 1.9])];
    const after = mergeMarketOdds(before, [lean(1, '', [2.1, 3.3, 3.5])]);
    expect(after[1]).toBe(before[1]);
    expect(after[0]!.outcomes[0]).toBe(before[0]!.outcomes[0]);
    expect(after[0]!.outcomes[1]).toMatchObject({ name: 'Outcome 2', odds: 3.3 });
    expect(after[0]!.marketName).toBe('Market 1');
  });

  it('suspends and drops lines by status, and returns the same list when nothing moved', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5]), market(18, 'total=2.5', [1.9, 1.9])];
    expect(mergeMarketOdds(before, [lean(1, '', [2.1, 3.2, 3.5])])).toBe(before);
    const after = mergeMarketOdds(before, [
      lean(1, '', [2.1, 3.2, 3.5], -1),
      lean(18, 'total=2.5', [1.9, 1.9], 0),
    ]);
    expect(after).toHaveLength(1);
    expect(after[0]!.marketStatus).toBe(-1);
  });

  it('skips lines it has no names for, and hasUnknownLines asks for a fetch', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5])];
    const fresh = lean(18, 'total=3.5', [1.8, 2.0]);
    expect(mergeMarketOdds(before, [fresh])).toBe(before);
    expect(hasUnknownLines(before, [fresh])).toBe(true);
    expect(hasUnknownLines(before, [lean(1, '', [2, 3, 4])])).toBe(false);
    expect(hasUnknownLines(before, [lean(1, '', [2, 3, 4, 5])])).toBe(true);
    expect(hasUnknownLines(before, [lean(18, 'total=3.5', [1.8, 2.0], 0)])).toBe(false);
  });
});

describe('mergeUnknownLines: the fetch for names (decision 015)', () => {
  it('adds new lines and new outcomes, and keeps the realtime prices of lines it has', () => {
    const before = [market(1, '', [2.1, 3.2, 3.5]), market(18, 'total=2.5', [1.9, 1.9])];
    // The fetch is older than the last realtime update of line 1: its prices must not win.
    const fetched = [
      market(1, '', [2.0, 3.0, 3.9]),
      market(18, 'total=2.5', [1.8, 2.0, 9.0]),
      market(18, 'total=3.5', [2.4, 1.5]),
    ];
    const after = mergeUnknownLines(before, fetched);
    expect(after[0]).toBe(before[0]);
    expect(after[1]!.outcomes).toHaveLength(3);
    expect(after[2]).toBe(fetched[2]);
    expect(mergeUnknownLines(before, [market(1, '', [9, 9, 9])])).toBe(before);
  });
});

describe('mergeMatch (betting-core §4)', () => {
  it('replaces the match and keeps equal score objects', () => {
    const before = match({});
    const after = mergeMatch(before, match({ status: 1 } as Partial<Match>));
    expect(after.totalScore).toBe(before.totalScore);
    expect(after.periodScores).toBe(before.periodScores);
    expect((after as { status?: number }).status).toBe(1);
  });

  it('takes the new score objects when the score changed', () => {
    const before = match({});
    const next = match({
      totalScore: { home: 2, away: 0 },
      periodScores: [
        { home: 2, away: 0, periodKey: '1', periodName: '1st half', number: 1, type: 'regular' },
      ],
    });
    const after = mergeMatch(before, next);
    expect(after.totalScore).toEqual({ home: 2, away: 0 });
    expect(after.periodScores[0]).toBe(next.periodScores[0]);
  });
});
