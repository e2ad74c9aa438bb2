import { describe, expect, it } from 'vitest';
import { allowedBetTypes, slipBetType, slipSelections } from './slip-selectors';
import { createSlip, reduceSlip } from './slip-reducer';
import { pick, price } from './test-fixtures';
import type { SelectionInput } from './slip-types';

/** A racing runner at SP (decision 072): the cap 40.00 as its bound, `oddsType: 'sp'`. */
const atSp = (matchId: number, outcomeId = '3'): SelectionInput => ({
  ...pick({ matchId, marketId: 901, outcomeId, odds: 40 }),
  provider: 'betconstruct',
  oddsType: 'sp',
});

describe('RACE-014 SP selections in the slip (decision 072)', () => {
  it('is another selection than the same runner at the price, and keeps the slip to singles', () => {
    let slip = reduceSlip(createSlip(), {
      type: 'addSelection',
      selection: {
        ...pick({ matchId: 7, marketId: 901, outcomeId: '3', odds: 5 }),
        provider: 'betconstruct',
      },
    });
    slip = reduceSlip(slip, { type: 'addSelection', selection: atSp(8) });
    expect(slipSelections(slip).map((s) => s.id)).toEqual(['7/901//3', '8/901//3/sp']);
    // Two selections would make a combo; with an SP one they stay singles, and no combo is offered.
    expect(slipBetType(slip)).toBe('single');
    expect(slip.bets).toHaveLength(2);
    expect(allowedBetTypes(slip)).toEqual(['single']);
    expect(reduceSlip(slip, { type: 'changeBetType', betType: 'combo' }).bets).toHaveLength(2);
  });

  it('is not re-priced by the feed, only suspended', () => {
    let slip = reduceSlip(createSlip(), { type: 'addSelection', selection: atSp(8) });
    slip = reduceSlip(slip, {
      type: 'marketUpdate',
      update: price({ matchId: 8, marketId: 901, outcomes: [{ outcomeId: '3', odds: 6.5 }] }),
    });
    const [selection] = slipSelections(slip);
    expect(selection).toMatchObject({
      odds: 40,
      acceptedOdds: 40,
      isChanged: false,
      isSuspended: false,
    });
    slip = reduceSlip(slip, {
      type: 'marketUpdate',
      update: price({
        matchId: 8,
        marketId: 901,
        marketStatus: -1,
        outcomes: [{ outcomeId: '3', odds: 6.5 }],
      }),
    });
    expect(slipSelections(slip)[0]!.isSuspended).toBe(true);
  });
});
