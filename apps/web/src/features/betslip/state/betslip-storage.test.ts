import {
  createSlip,
  reduceSlip,
  type SelectionInput,
  type SlipEvent,
  type SlipState,
} from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { parseSlip, serializeSlip } from './betslip-storage';

function pick(matchId: number, odds = 2): SelectionInput {
  return {
    type: 'match',
    provider: 'betradar',
    odds,
    active: true,
    market: { marketId: 1, marketName: '1x2', specifier: '', marketGroup: null },
    outcome: { outcomeId: '1', outcomeName: 'Home' },
    match: { matchId, matchUrnId: `sr:match:${matchId}`, matchSlug: `m-${matchId}` },
    sportKey: 'football',
    nameA: `Home ${matchId}`,
    nameB: `Away ${matchId}`,
    categoryName: 'England',
    matchStatus: 0,
  };
}

function run(events: SlipEvent[], start: SlipState = createSlip()): SlipState {
  return events.reduce(reduceSlip, start);
}

describe('bet slip session storage', () => {
  it('round-trips a system slip with its bigint stake exactly', () => {
    const slip = run([
      { type: 'toggleSelection', selection: pick(1, 1.5) },
      { type: 'toggleSelection', selection: pick(2, 2.25) },
      { type: 'toggleSelection', selection: pick(3, 3.1) },
      { type: 'changeBetType', betType: 'system', systemType: { winCount: 2, totalCount: 3 } },
      // Beyond 2^53, so a trip through a JS number would change it.
      { type: 'setStake', stake: 9_007_199_254_740_993n },
    ]);
    const restored = parseSlip(serializeSlip(slip));
    expect(restored.bets).toEqual(slip.bets);
    expect(restored.bets[0]?.stake).toBe(9_007_199_254_740_993n);
    expect(restored.ticketState).toBe('initial');
  });

  it('keeps the odds-changed state and the flagged prices', () => {
    const slip = run([
      { type: 'toggleSelection', selection: pick(1, 2) },
      {
        type: 'marketUpdate',
        update: {
          matchId: 1,
          marketId: 1,
          specifier: '',
          marketStatus: 1,
          outcomes: [{ outcomeId: '1', odds: 1.8, active: true }],
        },
      },
    ]);
    expect(slip.ticketState).toBe('odds_changed');
    const restored = parseSlip(serializeSlip(slip));
    expect(restored.ticketState).toBe('odds_changed');
    expect(restored.bets).toEqual(slip.bets);
  });

  it('brings a placement cut off by a reload back as the slip before placing', () => {
    const slip = run([
      { type: 'toggleSelection', selection: pick(1) },
      { type: 'setStake', stake: 500n },
      { type: 'placing', loggedIn: true },
    ]);
    expect(slip.ticketState).toBe('processing');
    const restored = parseSlip(serializeSlip(slip));
    expect(restored.ticketState).toBe('initial');
    expect(restored.inProgress).toBe(false);
    expect(restored.processingBets).toEqual([]);
    expect(restored.bets).toEqual(slip.bets);
  });

  it('gives an empty slip for missing, broken or foreign data', () => {
    const empty = createSlip();
    expect(parseSlip(null)).toEqual(empty);
    expect(parseSlip('not json')).toEqual(empty);
    expect(parseSlip('{"version":2,"bets":[]}')).toEqual(empty);
    expect(parseSlip('{"version":1,"currency":"XXX","bets":[]}')).toEqual(empty);
  });

  it('rebuilds a tampered slip by the reducer rules instead of trusting it', () => {
    const slip = run([
      { type: 'toggleSelection', selection: pick(1) },
      { type: 'toggleSelection', selection: pick(2) },
      { type: 'setStake', stake: 1000n },
    ]);
    const stored = JSON.parse(serializeSlip(slip)) as { bets: { id: string }[] };
    // A wrong bet id breaks an invariant; the restore path rebuilds the combo.
    stored.bets[0]!.id = 'nonsense';
    const restored = parseSlip(JSON.stringify(stored));
    expect(restored.bets).toHaveLength(1);
    expect(restored.bets[0]?.betType).toBe('combo');
    expect(restored.bets[0]?.stake).toBe(1000n);
  });
});
