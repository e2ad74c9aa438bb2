import { describe, expect, it } from 'vitest';
import {
  slipSelections,
  selectedOutcomeIds,
  slipBetType,
  slipTotals,
  allowedBetTypes,
} from './slip-selectors';
import { createSlip, reduceSlip } from './slip-reducer';
import type { CreateSlipOptions } from './slip-reducer';
import type { SlipError, SlipEvent, SlipState } from './slip-types';
import { idOf, pick, price } from './test-fixtures';
import type { PickOptions } from './test-fixtures';
import { slipInvariantViolations } from './slip-invariants';

const run = (events: readonly SlipEvent[], state: SlipState = createSlip()): SlipState =>
  events.reduce(reduceSlip, state);
const add = (options: PickOptions): SlipEvent => ({
  type: 'addSelection',
  selection: pick(options),
});
const toggle = (options: PickOptions): SlipEvent => ({
  type: 'toggleSelection',
  selection: pick(options),
});
const remove = (options: PickOptions): SlipEvent => ({
  type: 'removeSelection',
  selectionId: idOf(options),
});
const stake = (value: bigint, betId?: string): SlipEvent => ({
  type: 'setStake',
  stake: value,
  betId,
});
const withMode = (mode: 'none' | 'higher' | 'any'): CreateSlipOptions => ({
  settings: { oddsAcceptMode: mode },
});
const types = (state: SlipState) => state.bets.map((bet) => bet.betType);
const error: SlipError = {
  message: 'Invalid odds',
  code: 101,
  messagesByBet: {},
  details: null,
  wrongOdds: true,
};

const three = [add({ matchId: 1 }), add({ matchId: 2 }), add({ matchId: 3 })];

describe('slip reducer: selections', () => {
  it('SLIP-001 the first selection makes a single', () => {
    const state = run([add({ matchId: 1, odds: 1.91 })]);
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]).toMatchObject({
      id: 'single:1/1//1',
      betType: 'single',
      stake: 0n,
      currency: 'EUR',
      systemType: null,
      stakeSource: 'stake',
    });
    expect(state.bets[0]?.selections[0]).toMatchObject({
      odds: 1.91,
      acceptedOdds: 1.91,
      initialOdds: 1.91,
      isChanged: false,
      isSuspended: false,
      isNotAvailable: false,
    });
    expect(selectedOutcomeIds(state)).toEqual(['1/1//1']);
  });

  it('SLIP-002 a second selection turns a single into a combo with its stake', () => {
    const state = run([add({ matchId: 1 }), stake(500n), add({ matchId: 2 })]);
    expect(types(state)).toEqual(['combo']);
    expect(state.bets[0]?.stake).toBe(500n);
    expect(state.bets[0]?.selections.map((s) => s.id)).toEqual(['1/1//1', '2/1//1']);
  });

  it('SLIP-003 removing down to one selection gives a single', () => {
    const state = run([
      add({ matchId: 1 }),
      add({ matchId: 2 }),
      stake(300n),
      remove({ matchId: 1 }),
    ]);
    expect(types(state)).toEqual(['single']);
    expect(state.bets[0]).toMatchObject({ id: 'single:2/1//1', stake: 300n });
    expect(run([remove({ matchId: 2 })], state).bets).toEqual([]);
  });

  it('SLIP-004 selecting an already-selected outcome removes it; adding it again changes nothing', () => {
    const one = run([toggle({ matchId: 1 }), toggle({ matchId: 2 })]);
    expect(types(run([toggle({ matchId: 2 })], one))).toEqual(['single']);
    expect(run([add({ matchId: 2 })], one)).toBe(one);
    expect(run([remove({ matchId: 9 })], one)).toBe(one);
  });

  it('SLIP-005 a system whose count no longer fits takes a system of the new size, else a combo', () => {
    const system = run([...three, { type: 'changeBetType', betType: 'system' }, stake(900n)]);
    expect(system.bets[0]).toMatchObject({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
    });
    // 2/3 plus one is 2/4 (same winCount at the new size).
    const four = run([add({ matchId: 4 })], system);
    expect(four.bets[0]).toMatchObject({
      betType: 'system',
      stake: 900n,
      systemType: { totalCount: 4, winCount: 2 },
    });
    // 3/4 minus one: there is no 3/3, so the smallest system of size 3.
    const threeOfFour = run(
      [{ type: 'changeSystemType', systemType: { totalCount: 4, winCount: 3 } }],
      four,
    );
    const back = run([remove({ matchId: 4 })], threeOfFour);
    expect(back.bets[0]).toMatchObject({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
    });
    // 2/3 minus one: no system of two, so a combo.
    expect(run([remove({ matchId: 3 })], back).bets[0]).toMatchObject({
      betType: 'combo',
      systemType: null,
      stake: 900n,
    });
    // No system of size 4 offered: a combo.
    const only3 = createSlip({ systemTypes: [{ totalCount: 3, winCount: 2 }] });
    const grown = run(
      [...three, { type: 'changeBetType', betType: 'system' }, add({ matchId: 4 })],
      only3,
    );
    expect(types(grown)).toEqual(['combo']);
  });

  it('SLIP-006 a combo or system that would hold one match twice becomes singles', () => {
    const combo = run([add({ matchId: 1 }), add({ matchId: 2 }), stake(200n)]);
    const same = run([add({ matchId: 1, outcomeId: '2' })], combo);
    expect(types(same)).toEqual(['single', 'single', 'single']);
    expect(same.bets.map((bet) => bet.stake)).toEqual([200n, 200n, 200n]);
    // A single plus another outcome of its match stays singles.
    expect(types(run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' })]))).toEqual([
      'single',
      'single',
    ]);
    const system = run([
      ...three,
      { type: 'changeBetType', betType: 'system' },
      add({ matchId: 3, marketId: 2 }),
    ]);
    expect(types(system)).toEqual(['single', 'single', 'single', 'single']);
  });

  it("SLIP-007 several singles stay singles when one is added; it takes the first bet's stake", () => {
    const singles = run([
      add({ matchId: 1 }),
      add({ matchId: 2 }),
      { type: 'changeBetType', betType: 'single' },
    ]);
    const next = run(
      [stake(700n, 'single:1/1//1'), stake(50n, 'single:2/1//1'), add({ matchId: 3 })],
      singles,
    );
    expect(next.bets.map((bet) => [bet.betType, bet.stake])).toEqual([
      ['single', 700n],
      ['single', 50n],
      ['single', 700n],
    ]);
  });
});

describe('slip reducer: bet type', () => {
  it("SLIP-008 single splits the selections into one bet each with the first bet's stake", () => {
    const state = run([...three, stake(400n), { type: 'changeBetType', betType: 'single' }]);
    expect(state.bets.map((bet) => [bet.id, bet.stake])).toEqual([
      ['single:1/1//1', 400n],
      ['single:2/1//1', 400n],
      ['single:3/1//1', 400n],
    ]);
  });

  it("SLIP-009 combo merges the singles into one bet with the first bet's stake", () => {
    const singles = run([
      ...three,
      { type: 'changeBetType', betType: 'single' },
      stake(10n, 'single:1/1//1'),
      stake(99n, 'single:2/1//1'),
    ]);
    const combo = run([{ type: 'changeBetType', betType: 'combo' }], singles);
    expect(combo.bets).toHaveLength(1);
    expect(combo.bets[0]).toMatchObject({ id: 'combo', betType: 'combo', stake: 10n });
    expect(combo.bets[0]?.selections).toHaveLength(3);
  });

  it('SLIP-010 system takes the smallest system of that size, or the one asked for', () => {
    const four = [...three, add({ matchId: 4 })];
    expect(
      run([...four, { type: 'changeBetType', betType: 'system' }]).bets[0]?.systemType,
    ).toEqual({
      totalCount: 4,
      winCount: 2,
    });
    const asked = run([
      ...four,
      { type: 'changeBetType', betType: 'system', systemType: { totalCount: 4, winCount: 3 } },
    ]);
    expect(asked.bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 3 });
  });

  it('SLIP-011 a disallowed bet type change leaves the slip unchanged', () => {
    const mixed = run([add({ matchId: 1 }), add({ matchId: 2, provider: 'oddin' })]);
    expect(run([{ type: 'changeBetType', betType: 'single' }], mixed)).toBe(mixed);
    const sameMatch = run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' })]);
    expect(run([{ type: 'changeBetType', betType: 'combo' }], sameMatch)).toBe(sameMatch);
    const two = run([add({ matchId: 1 }), add({ matchId: 2 })]);
    expect(run([{ type: 'changeBetType', betType: 'system' }], two)).toBe(two);
    const one = run([add({ matchId: 1 })]);
    expect(run([{ type: 'changeBetType', betType: 'combo' }], one)).toBe(one);
    expect(run([{ type: 'changeBetType', betType: 'single' }], one)).toBe(one);
    const noSystems = run(three, createSlip({ systemTypes: [] }));
    expect(run([{ type: 'changeBetType', betType: 'system' }], noSystems)).toBe(noSystems);
    const empty = createSlip();
    expect(run([{ type: 'changeBetType', betType: 'single' }], empty)).toBe(empty);
    expect(allowedBetTypes(two)).toEqual(['single', 'combo']);
    expect(allowedBetTypes(run(three))).toEqual(['single', 'combo', 'system']);
    expect(allowedBetTypes(sameMatch)).toEqual(['single']);
  });

  it('SLIP-012 changing the system type replaces the bet list with one system bet', () => {
    const four = [...three, add({ matchId: 4 })];
    const singles = run([...four, { type: 'changeBetType', betType: 'single' }, stake(100n)]);
    const state = run(
      [{ type: 'changeSystemType', systemType: { totalCount: 4, winCount: 3 } }],
      singles,
    );
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]).toMatchObject({
      id: 'system',
      betType: 'system',
      stake: 100n,
      systemType: { totalCount: 4, winCount: 3 },
    });
    expect(
      run([{ type: 'changeSystemType', systemType: { totalCount: 5, winCount: 3 } }], state),
    ).toBe(state);
    expect(
      run([{ type: 'changeSystemType', systemType: { totalCount: 4, winCount: 3 } }], state),
    ).toBe(state);
  });
});

describe('slip reducer: stakes', () => {
  it('SLIP-013 a stake is set on one bet or every bet; a negative stake is ignored', () => {
    const singles = run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' })]);
    const all = run([stake(250n)], singles);
    expect(all.bets.map((bet) => bet.stake)).toEqual([250n, 250n]);
    const one = run([stake(75n, 'single:1/1//2')], all);
    expect(one.bets.map((bet) => bet.stake)).toEqual([250n, 75n]);
    expect(run([stake(-1n)], one)).toBe(one);
    expect(run([stake(5n, 'nope')], one)).toBe(one);
    expect(slipTotals(one)).toEqual({ totalStake: 325n, potentialReturn: 650n, capped: false });
  });

  it('SLIP-014 a stake entered as potential win follows the odds and the selections', () => {
    const single = run(
      [add({ matchId: 1, odds: 2 }), { type: 'setStakeAsPotentialWin', potentialWin: 1000n }],
      createSlip(withMode('any')),
    );
    expect(single.bets[0]).toMatchObject({
      stake: 500n,
      stakeSource: 'potentialWin',
      potentialWinTarget: 1000n,
    });
    const moved = run(
      [{ type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 2.5 }] }) }],
      single,
    );
    expect(moved.bets[0]).toMatchObject({ stake: 400n, stakeSource: 'potentialWin' });
    // A single turning into a combo keeps the stake but not the wish.
    const combo = run([add({ matchId: 2, odds: 2 })], moved);
    expect(combo.bets[0]).toMatchObject({
      stake: 400n,
      stakeSource: 'stake',
      potentialWinTarget: null,
    });
    const wish = run(
      [{ type: 'setStakeAsPotentialWin', potentialWin: 1000n }, add({ matchId: 3, odds: 4 })],
      combo,
    );
    expect(wish.bets[0]).toMatchObject({ stake: 50n, stakeSource: 'potentialWin' });
    // Typing a stake ends the wish.
    expect(run([stake(70n)], wish).bets[0]).toMatchObject({
      stake: 70n,
      stakeSource: 'stake',
      potentialWinTarget: null,
    });
    expect(run([{ type: 'setStakeAsPotentialWin', potentialWin: -5n }], wish)).toBe(wish);
  });

  it('SLIP-022 a currency change resets every stake to 0 with stake source sharing', () => {
    const state = run([
      add({ matchId: 1 }),
      add({ matchId: 1, outcomeId: '2' }),
      stake(300n),
      { type: 'currencyChange', currency: 'BTC' },
    ]);
    expect(state.currency).toBe('BTC');
    expect(state.bets.map((bet) => [bet.currency, bet.stake, bet.stakeSource])).toEqual([
      ['BTC', 0n, 'sharing'],
      ['BTC', 0n, 'sharing'],
    ]);
    expect(run([{ type: 'currencyChange', currency: 'BTC' }], state)).toBe(state);
    // New bets are in the new currency.
    expect(run([add({ matchId: 5 })], state).bets.every((bet) => bet.currency === 'BTC')).toBe(
      true,
    );
  });
});

describe('slip reducer: odds changes', () => {
  const update = (
    odds: number,
    extra: { active?: boolean; marketStatus?: number } = {},
  ): SlipEvent => ({
    type: 'marketUpdate',
    update: price({
      matchId: 1,
      marketStatus: extra.marketStatus,
      outcomes: [{ odds, active: extra.active }],
    }),
  });

  it('SLIP-015 accept mode none flags any difference from the accepted price', () => {
    const state = run([add({ matchId: 1, odds: 2 }), update(2.1)], createSlip(withMode('none')));
    expect(slipSelections(state)[0]).toMatchObject({ odds: 2.1, acceptedOdds: 2, isChanged: true });
    expect(state.ticketState).toBe('odds_changed');
    const dropped = run([update(1.9)], state);
    expect(slipSelections(dropped)[0]).toMatchObject({ odds: 1.9, isChanged: true });
    // Back to the accepted price: nothing left to accept.
    const back = run([update(2)], dropped);
    expect(slipSelections(back)[0]).toMatchObject({ odds: 2, isChanged: false });
    expect(back.ticketState).toBe('initial');
  });

  it('SLIP-016 accept mode higher flags a drop and takes a rise', () => {
    const risen = run([add({ matchId: 1, odds: 2 }), update(2.2)], createSlip(withMode('higher')));
    expect(slipSelections(risen)[0]).toMatchObject({
      odds: 2.2,
      acceptedOdds: 2.2,
      isChanged: false,
    });
    expect(risen.ticketState).toBe('initial');
    const dropped = run([update(2.1)], risen);
    expect(slipSelections(dropped)[0]).toMatchObject({
      odds: 2.1,
      acceptedOdds: 2.2,
      isChanged: true,
    });
    expect(dropped.ticketState).toBe('odds_changed');
  });

  it('SLIP-017 accept mode any takes every price silently', () => {
    const state = run([add({ matchId: 1, odds: 2 }), update(1.5)], createSlip(withMode('any')));
    expect(slipSelections(state)[0]).toMatchObject({
      odds: 1.5,
      acceptedOdds: 1.5,
      isChanged: false,
    });
    expect(state.ticketState).toBe('initial');
    // Switching to any accepts what was pending.
    const pending = run([add({ matchId: 1, odds: 2 }), update(1.5)]);
    const accepted = run(
      [{ type: 'settingsChange', settings: { oddsAcceptMode: 'any' } }],
      pending,
    );
    expect(slipSelections(accepted)[0]).toMatchObject({ acceptedOdds: 1.5, isChanged: false });
    expect(accepted.ticketState).toBe('initial');
  });

  it('SLIP-018 a suspended market, inactive or missing outcome, bad price or closed match suspends', () => {
    const base = run([add({ matchId: 1, odds: 2 })], createSlip(withMode('any')));
    const suspended = (state: SlipState) => slipSelections(state)[0]?.isSuspended;
    expect(suspended(run([update(2, { marketStatus: -1 })], base))).toBe(true);
    expect(suspended(run([update(2, { active: false })], base))).toBe(true);
    expect(
      suspended(
        run(
          [
            {
              type: 'marketUpdate',
              update: price({ matchId: 1, outcomes: [{ outcomeId: '2', odds: 3 }] }),
            },
          ],
          base,
        ),
      ),
    ).toBe(true);
    expect(suspended(run([update(0.5)], base))).toBe(true);
    expect(slipSelections(run([update(0.5)], base))[0]?.odds).toBe(2);
    const finished = run([{ type: 'matchStatusChange', matchId: 1, matchStatus: 4 }], base);
    expect(suspended(finished)).toBe(true);
    expect(finished.ticketState).toBe('odds_changed');
    expect(suspended(run([{ type: 'matchStatusChange', matchId: 1, matchStatus: 1 }], base))).toBe(
      false,
    );
    const resumed = run([update(2, { marketStatus: -1 }), update(2)], base);
    expect(suspended(resumed)).toBe(false);
    expect(resumed.ticketState).toBe('initial');
    // Another market of the same match changes nothing.
    expect(
      run(
        [{ type: 'marketUpdate', update: price({ matchId: 1, marketId: 7, outcomes: [] }) }],
        base,
      ),
    ).toBe(base);
    expect(suspended(run([add({ matchId: 2, active: false })]))).toBe(true);
  });

  it('SLIP-019 an inactive provider marks its selections not available', () => {
    const state = run([add({ matchId: 1 }), add({ matchId: 2, provider: 'oddin' })]);
    const down = run([{ type: 'providerStatusChange', provider: 'oddin', active: false }], state);
    expect(slipSelections(down).map((s) => s.isNotAvailable)).toEqual([false, true]);
    expect(down.ticketState).toBe('odds_changed');
    expect(
      slipSelections(run([add({ matchId: 3, provider: 'oddin' })], down))[2]?.isNotAvailable,
    ).toBe(true);
    const up = run([{ type: 'providerStatusChange', provider: 'oddin', active: true }], down);
    expect(slipSelections(up).map((s) => s.isNotAvailable)).toEqual([false, false]);
    expect(up.ticketState).toBe('initial');
  });

  it('SLIP-020 market updates give odds changed, except while placing or after success', () => {
    const staked = run([add({ matchId: 1, odds: 2 }), add({ matchId: 2 }), stake(100n)]);
    const placing = run([{ type: 'placing', loggedIn: true }, update(2.5)], staked);
    expect(placing.ticketState).toBe('processing');
    expect(slipSelections(placing)[0]?.odds).toBe(2.5);
    expect(placing.processingBets[0]?.selections[0]?.odds).toBe(2);
    const done = run(
      [{ type: 'placing', loggedIn: true }, { type: 'placed', results: [] }, add({ matchId: 1 })],
      staked,
    );
    expect(done.ticketState).toBe('initial');
    const succeeded = run(
      [
        { type: 'placing', loggedIn: true },
        { type: 'placed', results: [] },
      ],
      staked,
    );
    expect(
      run(
        [{ type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 3 }] }) }],
        succeeded,
      ),
    ).toBe(succeeded);
    const failed = run(
      [{ type: 'placing', loggedIn: true }, { type: 'failed', error }, update(2.5)],
      staked,
    );
    expect(failed.ticketState).toBe('odds_changed');
  });

  it('SLIP-021 accepting returns to initial, drops suspended and unavailable selections and empty bets', () => {
    const state = run([
      add({ matchId: 1, odds: 2 }),
      add({ matchId: 2 }),
      add({ matchId: 3, provider: 'oddin' }),
      { type: 'changeBetType', betType: 'system' },
      stake(600n),
      update(2.4),
      {
        type: 'marketUpdate',
        update: price({ matchId: 2, marketStatus: -1, outcomes: [{ odds: 2 }] }),
      },
      { type: 'providerStatusChange', provider: 'oddin', active: false },
    ]);
    expect(state.ticketState).toBe('odds_changed');
    const accepted = run([{ type: 'acceptChanges' }], state);
    expect(accepted.ticketState).toBe('initial');
    expect(accepted.bets).toHaveLength(1);
    expect(accepted.bets[0]).toMatchObject({ betType: 'single', stake: 600n });
    expect(slipSelections(accepted)[0]).toMatchObject({
      odds: 2.4,
      acceptedOdds: 2.4,
      isChanged: false,
    });
    // Singles: a bet left with no selection goes.
    const singles = run([
      add({ matchId: 1 }),
      add({ matchId: 1, outcomeId: '2' }),
      stake(10n),
      { type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 2 }] }) },
    ]);
    expect(run([{ type: 'acceptChanges' }], singles).bets.map((bet) => bet.id)).toEqual([
      'single:1/1//1',
    ]);
    const clean = run([add({ matchId: 1 })]);
    expect(run([{ type: 'acceptChanges' }], clean)).toBe(clean);
  });
});

describe('slip reducer: ticket', () => {
  it('SLIP-023 clearing empties the slip and keeps system types and settings', () => {
    const custom = createSlip({
      currency: 'USD',
      systemTypes: [{ totalCount: 3, winCount: 2 }],
      settings: { oddsAcceptMode: 'any' },
    });
    const cleared = run([...three, stake(5n), { type: 'clear' }], custom);
    expect(cleared.bets).toEqual([]);
    expect(cleared.ticketState).toBe('initial');
    expect(cleared.systemTypes).toEqual([{ totalCount: 3, winCount: 2 }]);
    expect(cleared.settings.oddsAcceptMode).toBe('any');
    expect(cleared.currency).toBe('USD');
  });

  it('SLIP-024 placing takes the staked bets into processing, and only a placeable slip', () => {
    const singles = run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' }), stake(100n)]);
    const placing = run([{ type: 'placing', loggedIn: true }], singles);
    expect(placing).toMatchObject({ ticketState: 'processing', inProgress: true, error: null });
    expect(placing.processingBets).toEqual(singles.bets);
    expect(run([{ type: 'placing', loggedIn: true }], placing)).toBe(placing);
    // A bet without a stake, or a price not yet accepted, keeps the slip from being placed.
    const unstaked = run([stake(0n, 'single:1/1//2')], singles);
    expect(run([{ type: 'placing', loggedIn: true }], unstaked)).toBe(unstaked);
    const moved = run(
      [{ type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 3 }] }) }],
      singles,
    );
    expect(run([{ type: 'placing', loggedIn: true }], moved)).toBe(moved);
    // An anonymous player is sent to sign in: the ticket resets to initial.
    const failed = run(
      [
        { type: 'placing', loggedIn: true },
        { type: 'failed', error },
      ],
      singles,
    );
    const anonymous = run([{ type: 'placing', loggedIn: false }], failed);
    expect(anonymous).toMatchObject({
      ticketState: 'initial',
      error: null,
      inProgress: false,
      processingBets: [],
    });
  });

  it('SLIP-035 a single the server refused alone stays in the slip with its message', () => {
    const singles = run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' }), stake(100n)]);
    const result = { slipBetId: 'single:1/1//1', betId: 'b-1', status: 'submitted', isVip: false };
    const placed = run(
      [
        { type: 'placing', loggedIn: true },
        { type: 'placed', results: [result], refused: { 'single:1/1//2': 'Used by another bet' } },
      ],
      singles,
    );
    expect(placed).toMatchObject({ ticketState: 'success', inProgress: false, processingBets: [] });
    expect(placed.placedBets).toEqual([{ bet: singles.bets[0], result }]);
    expect(placed.bets).toEqual([singles.bets[1]]);
    expect(placed.error?.messagesByBet).toEqual({ 'single:1/1//2': 'Used by another bet' });
    expect(slipInvariantViolations(placed)).toEqual([]);
    // The next edit starts a new ticket without the message.
    expect(run([stake(200n)], placed)).toMatchObject({ error: null, placedBets: [] });
  });

  it('SLIP-025 placed stores the placed bets and takes them out of the slip', () => {
    const singles = run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' }), stake(100n)]);
    const result = { slipBetId: 'single:1/1//2', betId: 'b-1', status: 'submitted', isVip: false };
    const placed = run(
      [
        { type: 'placing', loggedIn: true },
        { type: 'placed', results: [result] },
      ],
      singles,
    );
    expect(placed).toMatchObject({ ticketState: 'success', inProgress: false, processingBets: [] });
    expect(placed.placedBets).toEqual([
      { bet: singles.bets[0], result: null },
      { bet: singles.bets[1], result },
    ]);
    expect(placed.bets).toEqual([]);
    expect(selectedOutcomeIds(placed)).toEqual([]);
    expect(run([{ type: 'placed', results: [] }], placed)).toBe(placed);
    // The next edit starts a new ticket.
    expect(run([add({ matchId: 8 })], placed)).toMatchObject({
      ticketState: 'initial',
      placedBets: [],
    });
  });

  it('SLIP-026 a failure stores the error and clears processing; a 401 resets to initial', () => {
    const staked = run([add({ matchId: 1 }), stake(100n), { type: 'placing', loggedIn: true }]);
    const failed = run([{ type: 'failed', error }], staked);
    expect(failed).toMatchObject({
      ticketState: 'error',
      error,
      inProgress: false,
      processingBets: [],
    });
    expect(failed.bets).toEqual(staked.bets);
    const expired = run([{ type: 'failed', error, unauthorized: true }], staked);
    expect(expired).toMatchObject({ ticketState: 'initial', error: null, processingBets: [] });
    expect(run([{ type: 'failed', error }], failed)).toBe(failed);
    expect(run([stake(200n)], failed)).toMatchObject({ ticketState: 'initial', error: null });
  });

  it("SLIP-027 the player's edits wait while a placement is in flight", () => {
    const placing = run([add({ matchId: 1 }), stake(100n), { type: 'placing', loggedIn: true }]);
    const edits: SlipEvent[] = [
      add({ matchId: 2 }),
      toggle({ matchId: 1 }),
      remove({ matchId: 1 }),
      stake(5n),
      { type: 'setStakeAsPotentialWin', potentialWin: 900n },
      { type: 'changeBetType', betType: 'combo' },
      { type: 'acceptChanges' },
      { type: 'clear' },
      { type: 'restore', bets: [] },
    ];
    for (const edit of edits) expect(reduceSlip(placing, edit)).toBe(placing);
    // The account's currency has changed whatever the answer will be; prices keep moving.
    const switched = run([{ type: 'currencyChange', currency: 'USD' }], placing);
    expect(switched).toMatchObject({ currency: 'USD', ticketState: 'processing' });
    expect(switched.bets[0]).toMatchObject({ currency: 'USD', stake: 0n });
    expect(switched.processingBets[0]).toMatchObject({ currency: 'EUR', stake: 100n });
    const moved = run(
      [{ type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 2.5 }] }) }],
      placing,
    );
    expect(slipSelections(moved)[0]?.odds).toBe(2.5);
  });

  it('SLIP-028 adding or removing gives odds changed while a selection is flagged, else initial', () => {
    const flagged = run([
      add({ matchId: 1, odds: 2 }),
      { type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 3 }] }) },
    ]);
    expect(flagged.ticketState).toBe('odds_changed');
    expect(run([add({ matchId: 2 })], flagged).ticketState).toBe('odds_changed');
    expect(run([add({ matchId: 2 }), remove({ matchId: 2 })], flagged).ticketState).toBe(
      'odds_changed',
    );
    expect(run([add({ matchId: 2 }), remove({ matchId: 1 })], flagged).ticketState).toBe('initial');
    expect(run([add({ matchId: 2, active: false })]).ticketState).toBe('odds_changed');
  });

  it('SLIP-029 restore rebuilds the slip by the same rules and converts another currency', () => {
    const started = run([{ type: 'restoreStarted' }]);
    expect(started.isRestoring).toBe(true);
    expect(run([{ type: 'restoreFailed' }], started).isRestoring).toBe(false);
    const restored = run(
      [
        {
          type: 'restore',
          bets: [
            {
              betType: 'combo',
              selections: [
                pick({ matchId: 1 }),
                pick({ matchId: 2 }),
                pick({ matchId: 1, outcomeId: '2' }),
              ],
              stake: 500n,
              currency: 'EUR',
              systemType: null,
              stakeSource: 'potentialWin',
            },
          ],
        },
      ],
      started,
    );
    // One match twice cannot be a combo: singles, each with the saved stake.
    expect(restored.isRestoring).toBe(false);
    expect(restored.bets.map((bet) => [bet.betType, bet.stake, bet.stakeSource])).toEqual([
      ['single', 500n, 'stake'],
      ['single', 500n, 'stake'],
      ['single', 500n, 'stake'],
    ]);
    const other = run([
      {
        type: 'restore',
        bets: [
          {
            betType: 'system',
            selections: [pick({ matchId: 1 }), pick({ matchId: 2 }), pick({ matchId: 3 })],
            stake: 500n,
            currency: 'BTC',
            systemType: { totalCount: 4, winCount: 2 },
            stakeSource: 'stake',
          },
        ],
      },
    ]);
    expect(other.bets[0]).toMatchObject({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      currency: 'EUR',
      stake: 0n,
      stakeSource: 'sharing',
    });
    const kept = run([add({ matchId: 9 })]);
    expect(run([{ type: 'restore', bets: [] }], kept)).toBe(kept);
  });

  it('SLIP-030 system types from the settings are cleaned; a system whose type goes falls back', () => {
    const system = run([
      ...three,
      add({ matchId: 4 }),
      { type: 'changeSystemType', systemType: { totalCount: 4, winCount: 3 } },
    ]);
    const narrowed = run(
      [
        {
          type: 'settingsChange',
          systemTypes: [
            { totalCount: 4, winCount: 2 },
            { totalCount: 4, winCount: 4 },
          ],
        },
      ],
      system,
    );
    expect(narrowed.systemTypes).toEqual([{ totalCount: 4, winCount: 2 }]);
    expect(narrowed.bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 2 });
    expect(slipBetType(run([{ type: 'settingsChange', systemTypes: [] }], system))).toBe('combo');
  });

  it('SLIP-031 an event that changes nothing returns the same state', () => {
    const state = run([add({ matchId: 1 }), stake(100n)]);
    expect(run([stake(100n)], state)).toBe(state);
    expect(run([{ type: 'settingsChange', settings: {} }], state)).toBe(state);
    expect(run([{ type: 'matchStatusChange', matchId: 1, matchStatus: 0 }], state)).toBe(state);
    expect(run([{ type: 'restoreFailed' }], state)).toBe(state);
    expect(run([{ type: 'placed', results: [] }], state)).toBe(state);
  });
});
