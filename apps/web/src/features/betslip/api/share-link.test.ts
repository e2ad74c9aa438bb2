import type { SharedSelectionWire } from '@sportsbook/contract';
import type { Match } from '@sportsbook/contract/browser';
import { SP_BOUND_THOUSANDTHS, selectionIdOf } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { customBetOfShared, selectionOfShared, shareLinkOf, withoutBetcode } from './share-link';

const shared: SharedSelectionWire = {
  match_id: 42,
  market_id: 1,
  specifier: '',
  outcome_id: '2',
  odds: 3.4,
  market_name: '1X2',
  outcome_name: 'Draw',
  match_name: 'Lions – Tigers',
  match_status: 0,
  market_status: 1,
  active: true,
  provider: 'betradar',
};

describe('share links', () => {
  it('points at the page it was made on, with only the code in the query', () => {
    expect(shareLinkOf('AB12CD', 'https://bets.example/de/sport/football?page=2#x')).toBe(
      'https://bets.example/de/sport/football?betcode=AB12CD',
    );
  });

  it('reads the code and gives the address without it, keeping the rest', () => {
    expect(withoutBetcode('https://x.test/sport/live?sport=football&betcode=Q1W2#top')).toEqual({
      code: 'Q1W2',
      cleanHref: '/sport/live?sport=football#top',
    });
    expect(withoutBetcode('https://x.test/sport')).toEqual({ code: null, cleanHref: '/sport' });
    expect(withoutBetcode('https://x.test/sport?betcode=')).toEqual({
      code: null,
      cleanHref: '/sport',
    });
  });
});

describe('a shared selection', () => {
  it('takes the names, slug and status of the match as it is now', () => {
    const match = {
      id: 42,
      urnId: 'sr:match:42',
      slug: 'lions-tigers-42',
      type: 'match',
      name: null,
      status: 1,
      sport: { key: 'football' },
      category: { name: 'England' },
      tournament: { name: 'Premier' },
      home: { name: 'Lions FC' },
      away: { name: 'Tigers FC' },
    } as unknown as Match;
    const selection = selectionOfShared(shared, match);
    expect(selection).toMatchObject({
      odds: 3.4,
      active: true,
      provider: 'betradar',
      match: { matchId: 42, matchUrnId: 'sr:match:42', matchSlug: 'lions-tigers-42' },
      sportKey: 'football',
      nameA: 'Lions FC',
      nameB: 'Tigers FC',
      matchStatus: 1,
    });
  });

  it('falls back to the line’s match name, and is not active on a suspended market', () => {
    const selection = selectionOfShared({ ...shared, market_status: -1 }, null);
    expect(selection.nameA).toBe('Lions');
    expect(selection.nameB).toBe('Tigers');
    expect(selection.active).toBe(false);
    expect(selection.matchStatus).toBe(0);
  });

  it('shared at SP comes back at SP, bounded by the cap; at the price it has none (decision 072)', () => {
    const race = { ...shared, market_id: 901, outcome_id: '3', odds: 6.5 };
    const atSp = selectionOfShared({ ...race, odds_type: 'sp' }, null);
    expect(atSp.oddsType).toBe('sp');
    expect(atSp.odds).toBe(SP_BOUND_THOUSANDTHS / 1000);
    expect(selectionIdOf(atSp)).toBe('42/901//3/sp');
    const atPrice = selectionOfShared(race, null);
    expect(atPrice.oddsType).toBeUndefined();
    expect(atPrice.odds).toBe(6.5);
  });
});

describe('shared custom bets (decision 059)', () => {
  const parts: SharedSelectionWire[] = [
    { ...shared, outcome_id: '1', outcome_name: 'Lions' },
    {
      ...shared,
      market_id: 18,
      specifier: 'total=2.5',
      outcome_id: 'over',
      market_name: 'Total',
      outcome_name: 'Over 2.5',
    },
  ];

  it('become a slip custom bet at the price the code was read with', () => {
    const bet = customBetOfShared(
      { match_id: 42, selections: parts, odds: 4.2, implied: [] },
      null,
    );
    expect(bet).toEqual({
      match: {
        matchId: 42,
        matchSlug: '',
        sportKey: '',
        nameA: 'Lions',
        nameB: 'Tigers',
        matchStatus: 0,
      },
      parts: [
        { marketId: 1, specifier: '', outcomeId: '1', marketName: '1X2', outcomeName: 'Lions' },
        {
          marketId: 18,
          specifier: 'total=2.5',
          outcomeId: 'over',
          marketName: 'Total',
          outcomeName: 'Over 2.5',
        },
      ],
      implied: [],
      odds: 4.2,
    });
  });

  it('are left out while they have no price', () => {
    expect(
      customBetOfShared({ match_id: 42, selections: parts, odds: null, implied: [] }, null),
    ).toBeNull();
    expect(
      customBetOfShared(
        { match_id: 42, selections: parts.slice(0, 1), odds: 3, implied: [] },
        null,
      ),
    ).toBeNull();
  });
});
