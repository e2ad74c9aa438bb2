import { createQuickBet } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { parseQuickBet, serializeQuickBet } from './quick-bet-store';
import {
  announceQuickBetPick,
  enabledOfStored,
  onQuickBetPick,
  takeQuickBetPick,
} from './quick-bet-switch';

describe('the stored quick bet', () => {
  it('comes back as it was set up: on, stake, currency and approval', () => {
    const state = { ...createQuickBet({ isEnabled: true, stake: 500n, currency: 'USD' }) };
    const approved = { ...state, isApproved: true };
    expect(parseQuickBet(serializeQuickBet(approved))).toMatchObject({
      isEnabled: true,
      stake: 500n,
      currency: 'USD',
      isApproved: true,
      state: 'idle',
      selection: null,
    });
  });

  it('never restores an approval of no stake, and shrugs off junk', () => {
    expect(
      parseQuickBet(
        JSON.stringify({ isEnabled: true, stake: '0', currency: 'EUR', isApproved: true }),
      ).isApproved,
    ).toBe(false);
    expect(parseQuickBet('{"stake":"1.5","currency":"XYZ"}')).toEqual(createQuickBet());
    expect(parseQuickBet('not json')).toEqual(createQuickBet());
    expect(parseQuickBet(null)).toEqual(createQuickBet());
  });

  it('is on or off for the first load (before its rules) exactly as the store reads it', () => {
    const stored = [
      serializeQuickBet(createQuickBet({ isEnabled: true, stake: 500n })),
      serializeQuickBet(createQuickBet({ isEnabled: false })),
      JSON.stringify({ isEnabled: 'true' }),
      JSON.stringify({ isEnabled: true, currency: 'XYZ', stake: 'junk' }),
      '{"isEnabled":true',
      'null',
      '[]',
      '',
      null,
    ];
    for (const raw of stored)
      expect(enabledOfStored(raw), String(raw)).toBe(parseQuickBet(raw).isEnabled);
  });
});

describe('a quick-bet pick', () => {
  it('waits for the runner that loads after the click, and is placed once', () => {
    let heard = 0;
    const unsubscribe = onQuickBetPick(() => heard++);
    try {
      expect(takeQuickBetPick()).toBe(false);
      announceQuickBetPick();
      expect(heard).toBe(1);
      expect(takeQuickBetPick()).toBe(true);
      expect(takeQuickBetPick()).toBe(false);
    } finally {
      unsubscribe();
    }
  });
});
