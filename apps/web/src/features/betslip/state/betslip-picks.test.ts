import {
  createSlip,
  reduceSlip,
  type SelectionInput,
  type SlipEvent,
  type SlipState,
} from '@sportsbook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscribe, type BetSlipChanged } from '@/lib/event-bus';
import {
  clicksOfStored,
  summaryOfStored,
  toggledSummary,
  toggleSlipSelection,
  type SlipSummary,
} from './betslip-picks';
import { parseSlip, serializeSlip } from './betslip-storage';

/**
 * The first load knows the slip only through `betslip-picks` until the rules load (decision 019):
 * what it shows (the pressed odds buttons, the count, whether the ticket has work) must be what
 * the rules would show, and the clicks it queues must end where the rules alone would.
 */

function pick(matchId: number, outcomeId: string, odds: number, matchStatus = 0): SelectionInput {
  return {
    type: 'match',
    provider: matchId === 5 ? 'oddin' : 'betradar',
    odds,
    active: true,
    market: { marketId: 1, marketName: '1x2', specifier: '', marketGroup: null },
    outcome: { outcomeId, outcomeName: outcomeId },
    match: { matchId, matchUrnId: `sr:match:${matchId}`, matchSlug: `m-${matchId}` },
    sportKey: 'football',
    nameA: `Home ${matchId}`,
    nameB: `Away ${matchId}`,
    categoryName: 'England',
    matchStatus,
  };
}

const pickArb = fc
  .record({
    matchId: fc.integer({ min: 1, max: 5 }),
    outcomeId: fc.constantFrom('1', '2'),
    // Now and then a price the slip refuses.
    odds: fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 1001, max: 20_000 }).map((th) => th / 1000) },
      { weight: 1, arbitrary: fc.constantFrom(1, 0.5, Number.NaN) },
    ),
    matchStatus: fc.constantFrom(0, 0, 1, 2),
  })
  .map(({ matchId, outcomeId, odds, matchStatus }) => pick(matchId, outcomeId, odds, matchStatus));

const eventArb: fc.Arbitrary<SlipEvent> = fc.oneof(
  {
    weight: 6,
    arbitrary: pickArb.map((selection): SlipEvent => ({ type: 'toggleSelection', selection })),
  },
  {
    weight: 1,
    arbitrary: fc
      .bigInt({ min: 0n, max: 5000n })
      .map((stake): SlipEvent => ({ type: 'setStake', stake })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<SlipEvent>({ type: 'changeBetType', betType: 'single' }),
  },
  { weight: 1, arbitrary: fc.constantFrom<SlipEvent>({ type: 'placing', loggedIn: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<SlipEvent>(
      { type: 'placed', results: [] },
      {
        type: 'failed',
        error: { message: 'no', code: null, messagesByBet: {}, details: null, wrongOdds: false },
      },
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ matchId: fc.integer({ min: 1, max: 5 }), odds: fc.constantFrom(1.5, 3) })
      .map(({ matchId, odds }): SlipEvent => ({
        type: 'marketUpdate',
        update: {
          matchId,
          marketId: 1,
          specifier: '',
          marketStatus: 1,
          outcomes: [{ outcomeId: '1', odds, active: true }],
        },
      })),
  },
);

/** What the rules say the odds buttons and the panel show (betslip-store's summaryOf). */
function expected(state: SlipState): SlipSummary {
  const ids = state.bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
  return {
    selected: new Set(ids),
    hasContent:
      state.bets.length > 0 || state.placedBets.length > 0 || state.ticketState !== 'initial',
  };
}

const run = (events: readonly SlipEvent[]) => events.reduce(reduceSlip, createSlip());

describe('the slip before its rules load', () => {
  it('presses and counts an odds click as the reducer does', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 25 }),
        fc.array(pickArb, { maxLength: 8 }),
        (before, clicks) => {
          // A page opens on a slip its rules made (restored from the session), then clicks.
          let state = run(before);
          if (state.inProgress) state = reduceSlip(state, { type: 'placed', results: [] });
          let summary = expected(state);
          for (const selection of clicks) {
            state = reduceSlip(state, { type: 'toggleSelection', selection });
            summary = toggledSummary(summary, selection);
            const rules = expected(state);
            expect(summary.selected).toEqual(rules.selected);
            // The ticket is asked for anyway; having work is only ever over-reported.
            if (rules.hasContent) expect(summary.hasContent).toBe(true);
          }
        },
      ),
      { seed: 19, numRuns: 300 },
    );
  });

  it('reads a stored slip as its rules read it', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 25 }), (events) => {
        const raw = serializeSlip(run(events));
        expect(summaryOfStored(raw)).toEqual(expected(parseSlip(raw)));
      }),
      { seed: 19, numRuns: 300 },
    );
  });

  it('shrugs off junk in the session', () => {
    for (const raw of [null, '', 'nope', 'null', '{}', '{"version":1,"bets":{}}', '[1]']) {
      expect(summaryOfStored(raw)).toEqual({ selected: new Set(), hasContent: false });
    }
    for (const raw of [null, '', 'nope', 'null', '{}']) expect(clicksOfStored(raw)).toEqual([]);
    const clicks = [pick(1, '1', 2), pick(2, '2', 1.5)];
    expect(clicksOfStored(JSON.stringify(clicks))).toEqual(clicks);
  });

  it('queues the clicks made before the rules load, and they apply them in order', async () => {
    const states: BetSlipChanged[] = [];
    const off = subscribe('bet-slip-changed', (state) => states.push(state));
    const clicks = [pick(1, '1', 2), pick(2, '1', 3), pick(1, '1', 2), pick(3, '2', 1.5)];
    for (const selection of clicks) toggleSlipSelection(selection);
    const { getSlip } = await import('./betslip-store');
    expect(getSlip().bets.flatMap((bet) => bet.selections.map(({ id }) => id))).toEqual([
      '2/1//1',
      '3/1//2',
    ]);
    // Once loaded, a click goes straight to the rules.
    toggleSlipSelection(pick(2, '1', 3));
    expect(getSlip().bets.flatMap((bet) => bet.selections.map(({ id }) => id))).toEqual(['3/1//2']);
    off();
    // The bus told every change, before the rules (one per click) and after them.
    expect(states.map((state) => state.selectionIds)).toEqual([
      ['1/1//1'],
      ['1/1//1', '2/1//1'],
      ['2/1//1'],
      ['2/1//1', '3/1//2'],
      ['3/1//2'],
    ]);
    expect(states.every((state) => state.hasContent)).toBe(true);
  });

  it('tells the host its custom bets too, once per change of a line, not per stake typed', async () => {
    const { dispatchCustomSlip } = await import('./custom-bet-store');
    const states: BetSlipChanged[] = [];
    const off = subscribe('bet-slip-changed', (state) => states.push(state));
    const bet = {
      match: {
        matchId: 7,
        matchSlug: 'lions-tigers',
        sportKey: 'football',
        nameA: 'Lions',
        nameB: 'Tigers',
        matchStatus: 0,
      },
      parts: [
        { marketId: 1, specifier: '', outcomeId: '1', marketName: '1X2', outcomeName: 'Lions' },
        { marketId: 29, specifier: '', outcomeId: 'yes', marketName: 'BTTS', outcomeName: 'Yes' },
      ],
      implied: [],
      odds: 3.5,
    };
    dispatchCustomSlip({ type: 'add', bet });
    const id = 'custom:7:1//1|29//yes';
    dispatchCustomSlip({ type: 'setStake', id, stake: 500n, currency: 'EUR' });
    dispatchCustomSlip({ type: 'remove', id });
    off();
    expect(states.map((state) => state.customBets)).toEqual([
      [{ id, matchId: 7, selectionIds: ['7/1//1', '7/29//yes'], odds: 3.5 }],
      [],
    ]);
  });
});
