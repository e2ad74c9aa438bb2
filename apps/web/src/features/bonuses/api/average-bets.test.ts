import type { AverageBetsProgressWire, BonusWire } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { averageBetsView, boostView } from './average-bets';

const progress = (over: Partial<AverageBetsProgressWire> = {}): AverageBetsProgressWire => ({
  id: 'p1',
  name: 'Average bets',
  type: 'freebet_only_win',
  progress_count: 2,
  possible_progress_count: 5,
  ranges: [],
  stake_currency: 'EUR',
  min_stake: '100',
  average_stake: '300',
  amount: '200',
  complete: false,
  issued_freebet_id: null,
  issue_to: null,
  ...over,
});

describe('average-bets freebet card (decision 058)', () => {
  it('fills the bar by bets counted and offers the freebet only when complete and due', () => {
    expect(averageBetsView(progress())).toEqual({ perMille: 400, canIssue: false, issued: false });
    expect(averageBetsView(progress({ progress_count: 5, complete: true })).canIssue).toBe(true);
    expect(
      averageBetsView(progress({ progress_count: 5, complete: true, amount: '0' })).canIssue,
    ).toBe(false);
    expect(
      averageBetsView(progress({ progress_count: 5, complete: true, issued_freebet_id: 'amb-p1' })),
    ).toEqual({ perMille: 1000, canIssue: false, issued: true });
  });
});

describe('freebet boost (decision 058)', () => {
  const freebet = (over: Partial<BonusWire> = {}) =>
    ({ amount: '500', boost: undefined, ...over }) as BonusWire;

  it('shows what a boost gives before, and the amount before it after', () => {
    expect(boostView(freebet())).toBeNull();
    expect(
      boostView(
        freebet({
          boost: { multiplier: 1.5, boostable: true, boosted: false, boosted_from: null },
        }),
      ),
    ).toEqual({
      multiplier: 1.5,
      boostable: true,
      boosted: false,
      boostedAmount: 750n,
      from: null,
    });
    expect(
      boostView(
        freebet({
          amount: '1000',
          boost: { multiplier: 2, boostable: false, boosted: true, boosted_from: '500' },
        }),
      ),
    ).toMatchObject({ boosted: true, boostedAmount: 1000n, from: 500n });
  });
});
