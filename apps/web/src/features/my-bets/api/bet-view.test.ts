import type { CamelCased, HistoryBetWire } from '@sportsbook/contract/browser';
import { describe, expect, it } from 'vitest';
import { applyBetChanged, applyCashoutChanged, betBadge, isOpenBet } from './bet-view';
import { cashoutRefusalOf } from './cashout-refusal';

type Bet = CamelCased<HistoryBetWire>;

const match = {
  id: 9,
  urnId: 'sr:match:9',
  slug: 'a-b-9',
  sportKey: 'football',
  status: 1,
  isLive: true,
  isFinished: false,
  startTime: '2026-01-01T12:00:00Z',
  homeName: 'A',
  awayName: 'B',
  clock: null,
  totalScore: { home: 1, away: 0 },
  gameScore: null,
  currentServer: null,
  periodScores: [],
};

function bet(id: string, patch: Partial<Bet> = {}): Bet {
  return {
    id,
    type: 'single',
    ref: id.toUpperCase(),
    status: 'waiting_results',
    result: 'no_results',
    stake: { value: '1000', currency: 'EUR' },
    currency: 'EUR',
    subunits: '100',
    odds: 2,
    potentialWin: '2000',
    winAmount: null,
    cashedOutStake: '0',
    cashoutPaid: '0',
    toCashout: '950',
    systemType: null,
    bonus: null,
    usedInJackpot: false,
    isVip: false,
    selections: [
      {
        matchId: 9,
        marketId: 1,
        specifier: '',
        outcomeId: '1',
        odds: 2,
        matchName: 'A – B',
        marketName: '1X2',
        outcomeName: 'A',
        provider: 'betradar',
        live: false,
        result: null,
        match,
      },
    ],
    createdAt: '2026-01-01T11:00:00Z',
    settledAt: null,
    ...patch,
  };
}

describe('bet badges (betting-core §3 results and statuses)', () => {
  it('shows the result once decided, else what is happening', () => {
    expect(betBadge(bet('a'))).toBe('open');
    expect(betBadge(bet('a', { status: 'cashout_in_progress' }))).toBe('cashingOut');
    expect(betBadge(bet('a', { status: 'done', result: 'win_entire' }))).toBe('won');
    expect(betBadge(bet('a', { status: 'done', result: 'lose_entire' }))).toBe('lost');
    expect(betBadge(bet('a', { status: 'done', result: 'refund_half_win_other' }))).toBe('halfWon');
    expect(betBadge(bet('a', { status: 'cancelled', result: 'canceled' }))).toBe('cancelled');
    expect(betBadge(bet('a', { status: 'cashed_out', result: 'cashed_out' }))).toBe('cashedOut');
  });

  it('counts bets still to be decided as open, a cashout under way included', () => {
    expect(isOpenBet(bet('a'))).toBe(true);
    expect(isOpenBet(bet('a', { status: 'cashout_in_progress' }))).toBe(true);
    expect(isOpenBet(bet('a', { status: 'done' }))).toBe(false);
    expect(isOpenBet(bet('a', { status: 'cashed_out' }))).toBe(false);
  });
});

describe('realtime updates of a bet list (betting-core §4)', () => {
  it('replaces a changed bet and keeps the match info the list has', () => {
    const list = [bet('a'), bet('b')];
    const settled = bet('b', { status: 'done', result: 'win_entire', winAmount: '2000' });
    const withoutMatch = {
      ...settled,
      selections: settled.selections.map((selection) => ({ ...selection, match: null })),
    };
    const next = applyBetChanged(list, withoutMatch);
    expect(next[0]).toBe(list[0]);
    expect(next[1]?.result).toBe('win_entire');
    expect(next[1]?.selections[0]?.match).toEqual(match);
  });

  it("keeps the reader's names when `bet changed` arrives in English", () => {
    const german = bet('a', {
      selections: [
        {
          ...bet('a').selections[0]!,
          marketName: 'Sieger',
          outcomeName: 'Unentschieden',
          match: { ...match, homeName: 'Bayern München' },
        },
      ],
    });
    const english = bet('a', {
      result: 'win_entire',
      selections: [
        {
          ...bet('a').selections[0]!,
          marketName: 'Winner',
          outcomeName: 'Draw',
          match: { ...match, homeName: 'Bayern Munich', totalScore: { home: 2, away: 0 } },
        },
      ],
    });
    const [next] = applyBetChanged([german], english);
    expect(next?.result).toBe('win_entire');
    expect(next?.selections[0]).toMatchObject({
      marketName: 'Sieger',
      outcomeName: 'Unentschieden',
    });
    expect(next?.selections[0]?.match).toMatchObject({
      homeName: 'Bayern München',
      totalScore: { home: 2, away: 0 },
    });
  });

  it('removes a rejected bet', () => {
    const next = applyBetChanged([bet('a'), bet('b')], bet('a', { status: 'rejected' }));
    expect(next.map((item) => item.id)).toEqual(['b']);
  });

  it('sets the to-cashout amount of one bet, and leaves the list alone when nothing changed', () => {
    const list = [bet('a'), bet('b')];
    const next = applyCashoutChanged(list, { betId: 'b', toCashout: '1210' });
    expect(next[1]?.toCashout).toBe('1210');
    expect(next[0]).toBe(list[0]);
    expect(applyCashoutChanged(list, { betId: 'b', toCashout: '950' })).toBe(list);
    expect(applyCashoutChanged(list, { betId: 'x', toCashout: '1' })).toBe(list);
    expect(applyCashoutChanged(list, { betId: 'a', toCashout: null })[0]?.toCashout).toBeNull();
  });
});

describe('a refused cashout', () => {
  const refusal = (code: string, details?: unknown) => ({
    status: 422,
    code,
    message: 'refused',
    body: { error: { code, message: 'refused', details } },
  });

  it('carries the new value when the value moved', () => {
    expect(
      cashoutRefusalOf(
        refusal('cashout_value_changed', [{ field: 'to_cashout', to_cashout: '1234' }]),
      ),
    ).toEqual({ kind: 'valueChanged', value: '1234' });
    expect(cashoutRefusalOf(refusal('cashout_value_changed', []))).toEqual({
      kind: 'valueChanged',
      value: null,
    });
  });

  it('tells unavailable and closed bets apart from other failures', () => {
    expect(cashoutRefusalOf(refusal('cashout_unavailable')).kind).toBe('unavailable');
    expect(cashoutRefusalOf(refusal('bet_not_open')).kind).toBe('notOpen');
    expect(cashoutRefusalOf(refusal('validation_error'))).toEqual({
      kind: 'failed',
      message: 'refused',
    });
    expect(cashoutRefusalOf(new Error('offline'))).toEqual({ kind: 'failed', message: 'offline' });
  });
});
