import { describe, expect, it } from 'vitest';
import { PLACEMENT_BLOCKERS, placementBlockers, quickBetBlockers } from './placement-checks';
import { createQuickBet, reduceQuickBet } from './quick-bet';
import type { QuickBetEvent, QuickBetState } from './quick-bet';
import { createSlip, reduceSlip } from './slip-reducer';
import type { RestoredBet, SlipEvent, SlipState } from './slip-types';
import { pick, price } from './test-fixtures';
import type { PickOptions } from './test-fixtures';

const run = (events: readonly SlipEvent[], state: SlipState = createSlip()): SlipState =>
  events.reduce(reduceSlip, state);
const add = (options: PickOptions): SlipEvent => ({
  type: 'addSelection',
  selection: pick(options),
});
const stake = (value: bigint): SlipEvent => ({ type: 'setStake', stake: value });

/** A slip as it could come from elsewhere (storage, an older version): no rules applied. */
function rawSlip(bets: SlipState['bets'], systemTypes = createSlip().systemTypes): SlipState {
  return { ...createSlip(), bets, systemTypes };
}

function restoredBet(partial: Partial<RestoredBet> & Pick<RestoredBet, 'selections'>): RestoredBet {
  return {
    betType: 'combo',
    stake: 100n,
    currency: 'EUR',
    systemType: null,
    stakeSource: 'stake',
    ...partial,
  };
}

describe('placement checks', () => {
  it('CHECK-001 an empty slip cannot be placed', () => {
    expect(placementBlockers(createSlip())).toEqual(['no_bets']);
  });

  it('CHECK-002 every bet needs a stake above 0', () => {
    const singles = run([
      add({ matchId: 1 }),
      add({ matchId: 1, outcomeId: '2' }),
      { type: 'setStake', stake: 100n, betId: 'single:1/1//1' },
    ]);
    expect(placementBlockers(singles)).toEqual(['stake_required']);
    expect(placementBlockers(run([stake(1n)], singles))).toEqual([]);
  });

  it('CHECK-003 two selections of one match cannot be in a combo or system', () => {
    // The reducer never builds such a bet; a slip from elsewhere is still checked.
    const good = run([add({ matchId: 1 }), add({ matchId: 2 }), stake(100n)]);
    const combo = good.bets[0];
    if (!combo) throw new Error('no combo');
    const second = run([add({ matchId: 1, outcomeId: '2' })]).bets[0]?.selections[0];
    if (!second) throw new Error('no selection');
    const bad = rawSlip([{ ...combo, selections: [...combo.selections, second] }]);
    expect(placementBlockers(bad)).toContain('same_match_in_combo');
  });

  it('CHECK-004 different providers cannot share a combo, a system or a multi-single', () => {
    const combo = run([add({ matchId: 1 }), add({ matchId: 2, provider: 'oddin' }), stake(100n)]);
    expect(placementBlockers(combo)).toEqual(['mixed_providers']);
    const singles = run([
      add({ matchId: 1 }),
      add({ matchId: 1, outcomeId: '2' }),
      add({ matchId: 2, provider: 'oddin' }),
      stake(100n),
    ]);
    expect(placementBlockers(singles)).toEqual(['mixed_providers']);
    // One single on its own is never a mix.
    expect(placementBlockers(run([add({ matchId: 2, provider: 'oddin' }), stake(100n)]))).toEqual(
      [],
    );
  });

  it('CHECK-005 a system needs an offered system type matching its selection count', () => {
    const system = run([
      add({ matchId: 1 }),
      add({ matchId: 2 }),
      add({ matchId: 3 }),
      { type: 'changeBetType', betType: 'system' },
      stake(300n),
    ]);
    expect(placementBlockers(system)).toEqual([]);
    const bet = system.bets[0];
    if (!bet) throw new Error('no system');
    expect(
      placementBlockers(rawSlip([{ ...bet, systemType: { totalCount: 4, winCount: 2 } }])),
    ).toEqual(['system_type_mismatch']);
    expect(placementBlockers(rawSlip([bet], []))).toEqual(['system_type_mismatch']);
  });

  it('CHECK-006 a system cannot use the second provider', () => {
    const system = run([
      {
        type: 'restore',
        bets: [
          restoredBet({
            betType: 'system',
            systemType: { totalCount: 3, winCount: 2 },
            selections: [1, 2, 3].map((matchId) => pick({ matchId, provider: 'oddin' })),
          }),
        ],
      },
    ]);
    expect(system.bets[0]?.betType).toBe('system');
    expect(placementBlockers(system)).toEqual(['system_second_provider']);
  });

  it("CHECK-007 multi-single needs every selection's provider to support it", () => {
    const unsupported = createSlip({
      settings: { multiSingleAvailableByProvider: { betradar: false } },
    });
    const singles = run(
      [add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' }), stake(100n)],
      unsupported,
    );
    expect(placementBlockers(singles)).toEqual(['multi_single_provider_unsupported']);
    expect(placementBlockers(run([add({ matchId: 1 }), stake(100n)], unsupported))).toEqual([]);
  });

  it('CHECK-008 suspended, unavailable and unaccepted selections block placement', () => {
    const slip = run([
      add({ matchId: 1, odds: 2 }),
      add({ matchId: 2 }),
      add({ matchId: 3 }),
      stake(100n),
    ]);
    const changed = run(
      [{ type: 'marketUpdate', update: price({ matchId: 1, outcomes: [{ odds: 2.2 }] }) }],
      slip,
    );
    expect(placementBlockers(changed)).toEqual(['odds_changed']);
    const suspended = run(
      [
        {
          type: 'marketUpdate',
          update: price({ matchId: 2, marketStatus: -1, outcomes: [{ odds: 2 }] }),
        },
      ],
      slip,
    );
    expect(placementBlockers(suspended)).toEqual(['selection_suspended']);
    const down = run([{ type: 'providerStatusChange', provider: 'betradar', active: false }], slip);
    expect(placementBlockers(down)).toEqual(['selection_unavailable']);
    expect(placementBlockers(run([{ type: 'acceptChanges' }], changed))).toEqual([]);
  });

  it('CHECK-009 a player flagged pve cannot bet', () => {
    const slip = run([add({ matchId: 1 }), stake(100n)]);
    expect(placementBlockers(slip, { isPve: true })).toEqual(['pve_player']);
  });

  it('CHECK-010 the total stake must fit the balance, the max stake and the account currency', () => {
    const singles = run([add({ matchId: 1 }), add({ matchId: 1, outcomeId: '2' }), stake(100n)]);
    expect(placementBlockers(singles, { balance: 200n, maxStake: 100n, currency: 'EUR' })).toEqual(
      [],
    );
    expect(placementBlockers(singles, { balance: 199n })).toEqual(['balance_too_low']);
    expect(placementBlockers(singles, { maxStake: 99n })).toEqual(['stake_above_max']);
    expect(placementBlockers(singles, { currency: 'USD' })).toEqual(['currency_mismatch']);
    // Unknown (anonymous) balance is not checked: placing will ask the player to sign in.
    expect(placementBlockers(singles, { balance: null })).toEqual([]);
  });

  it('CHECK-014 a stake a freebet pays is limited by neither the balance nor the max stake', () => {
    const singles = run([
      add({ matchId: 1 }),
      add({ matchId: 1, outcomeId: '2' }),
      stake(100n),
      { type: 'setStake', stake: 500n, betId: 'single:1/1//1' },
    ]);
    expect(placementBlockers(singles, { balance: 100n, maxStake: 100n })).toEqual([
      'stake_above_max',
      'balance_too_low',
    ]);
    const freebet = new Set(['single:1/1//1']);
    expect(
      placementBlockers(singles, { balance: 100n, maxStake: 100n, stakedByBonus: freebet }),
    ).toEqual([]);
    // The cash singles still need the balance.
    expect(placementBlockers(singles, { balance: 99n, stakedByBonus: freebet })).toEqual([
      'balance_too_low',
    ]);
  });

  it('CHECK-011 nothing is placed while a placement or a restore is under way', () => {
    const slip = run([add({ matchId: 1 }), stake(100n)]);
    expect(placementBlockers(run([{ type: 'placing', loggedIn: true }], slip))).toEqual([
      'placement_in_progress',
    ]);
    expect(placementBlockers(run([{ type: 'restoreStarted' }], slip))).toEqual(['restoring']);
  });

  it('CHECK-012 blockers come in a fixed order, each once; none means placeable', () => {
    const slip = run([add({ matchId: 1, active: false }), add({ matchId: 2, provider: 'oddin' })]);
    const found = placementBlockers(slip, { isPve: true, balance: -1n });
    expect(found).toEqual([
      'stake_required',
      'mixed_providers',
      'selection_suspended',
      'pve_player',
      'balance_too_low',
    ]);
    expect(found).toEqual(PLACEMENT_BLOCKERS.filter((code) => found.includes(code)));
    expect(placementBlockers(run([add({ matchId: 1 }), stake(1n)]))).toEqual([]);
  });
});

describe('quick bet checks', () => {
  const runQuick = (events: readonly QuickBetEvent[], state: QuickBetState = createQuickBet()) =>
    events.reduce(reduceQuickBet, state);
  const ready: QuickBetEvent[] = [
    { type: 'toggle' },
    { type: 'setStake', stake: 100n },
    { type: 'approve' },
    { type: 'select', selection: pick({ matchId: 1, odds: 1.5 }) },
  ];

  it('CHECK-013 a quick bet needs approval and a return strictly above the stake', () => {
    expect(quickBetBlockers(runQuick(ready))).toEqual([]);
    expect(quickBetBlockers(createQuickBet())).toEqual([
      'quick_bet_disabled',
      'no_selection',
      'quick_bet_not_approved',
      'stake_required',
    ]);
    const unapproved = runQuick([...ready, { type: 'setStake', stake: 200n }]);
    expect(quickBetBlockers(unapproved)).toEqual(['quick_bet_not_approved']);
    // 1 cent at 1.5 returns 1 cent: no win above the stake.
    const tiny = runQuick([
      { type: 'toggle' },
      { type: 'setStake', stake: 1n },
      { type: 'approve' },
      { type: 'select', selection: pick({ matchId: 1, odds: 1.5 }) },
    ]);
    expect(quickBetBlockers(tiny)).toEqual(['win_not_above_stake']);
    expect(
      quickBetBlockers(runQuick(ready), {
        isPve: true,
        balance: 99n,
        currency: 'USD',
        maxStake: 50n,
      }),
    ).toEqual(['currency_mismatch', 'stake_above_max', 'pve_player', 'balance_too_low']);
    const suspended = runQuick([
      ...ready.slice(0, 3),
      { type: 'select', selection: pick({ matchId: 1, active: false }) },
    ]);
    expect(quickBetBlockers(suspended)).toEqual(['selection_suspended']);
  });
});
