import { createSlip, reduceSlip, slipBetType, type SelectionInput } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOM_SLIP,
  customBetBlockers,
  customBetPotentialWin,
  parseCustomSlip,
  reduceCustomSlip,
  serializeCustomSlip,
  type CustomBetInput,
  type CustomSlipEvent,
  type CustomSlipState,
} from './custom-bets';

const MATCH = {
  matchId: 7,
  matchSlug: 'home-away',
  sportKey: 'football',
  nameA: 'Home',
  nameB: 'Away',
  matchStatus: 0,
};

const PARTS = [
  { marketId: 1, specifier: '', outcomeId: '1', marketName: '1x2', outcomeName: 'Home' },
  {
    marketId: 18,
    specifier: 'total=2.5',
    outcomeId: 'over',
    marketName: 'Total',
    outcomeName: 'Over 2.5',
  },
  {
    marketId: 29,
    specifier: '',
    outcomeId: 'yes',
    marketName: 'Both teams to score',
    outcomeName: 'Yes',
  },
];

const input = (odds = 4.5, parts = PARTS, match = MATCH): CustomBetInput => ({
  match,
  parts,
  implied: [],
  odds,
});

function run(...events: CustomSlipEvent[]): CustomSlipState {
  return events.reduce(reduceCustomSlip, EMPTY_CUSTOM_SLIP);
}

const added = () => run({ type: 'add', bet: input() });
const idOf = (state: CustomSlipState) => state.bets[0]!.id;

describe('custom bets in the slip', () => {
  it('adds a combination as one bet of all its parts at the combined price', () => {
    const state = added();
    expect(state.bets).toHaveLength(1);
    const bet = state.bets[0]!;
    expect(bet.parts.map((p) => p.outcomeId)).toEqual(['1', 'over', 'yes']);
    expect(bet.odds).toBe(4.5);
    expect(bet.acceptedOdds).toBe(4.5);
    expect(bet.isChanged).toBe(false);
    expect(bet.isSuspended).toBe(false);
    expect(bet.stake).toBe(0n);
  });

  it('adding the same combination again is one line at the new price, keeping the stake', () => {
    const first = added();
    const staked = reduceCustomSlip(first, {
      type: 'setStake',
      id: idOf(first),
      stake: 500n,
      currency: 'EUR',
    });
    const again = reduceCustomSlip(staked, {
      type: 'add',
      bet: input(4.6, [PARTS[2]!, PARTS[0]!, PARTS[1]!]),
    });
    expect(again.bets).toHaveLength(1);
    expect(again.bets[0]!.acceptedOdds).toBe(4.6);
    expect(again.bets[0]!.stake).toBe(500n);
  });

  it('refuses fewer than two parts, a bad price or a match no longer open', () => {
    expect(run({ type: 'add', bet: input(4.5, PARTS.slice(0, 1)) }).bets).toHaveLength(0);
    expect(run({ type: 'add', bet: input(1) }).bets).toHaveLength(0);
    expect(run({ type: 'add', bet: input(4.5, PARTS, { ...MATCH, matchStatus: 4 }) }).bets).toEqual(
      [],
    );
  });

  it('several custom bets sit side by side, each its own line', () => {
    const state = run(
      { type: 'add', bet: input() },
      { type: 'add', bet: input(3, PARTS.slice(0, 2)) },
      { type: 'add', bet: input(5, PARTS, { ...MATCH, matchId: 8 }) },
    );
    expect(state.bets).toHaveLength(3);
    expect(new Set(state.bets.map((b) => b.id)).size).toBe(3);
  });

  describe('re-pricing under the acceptance mode', () => {
    const priced = (odds: number, mode: 'none' | 'higher' | 'any') => {
      const state = added();
      return reduceCustomSlip(state, { type: 'priced', id: idOf(state), odds, implied: [], mode })
        .bets[0]!;
    };

    it('none: any move is shown as a change to accept', () => {
      const bet = priced(4.2, 'none');
      expect(bet).toMatchObject({ odds: 4.2, acceptedOdds: 4.5, isChanged: true });
      expect(customBetBlockers(bet, 'EUR')).toContain('odds_changed');
    });

    it('higher: a rise is taken, a drop is shown', () => {
      expect(priced(4.8, 'higher')).toMatchObject({ acceptedOdds: 4.8, isChanged: false });
      expect(priced(4.2, 'higher')).toMatchObject({ acceptedOdds: 4.5, isChanged: true });
    });

    it('any: every price is taken', () => {
      expect(priced(4.2, 'any')).toMatchObject({ acceptedOdds: 4.2, isChanged: false });
    });

    it('accepting takes the new price; a return to the accepted price clears the change', () => {
      const state = added();
      const id = idOf(state);
      const moved = reduceCustomSlip(state, {
        type: 'priced',
        id,
        odds: 4.2,
        implied: [],
        mode: 'none',
      });
      const accepted = reduceCustomSlip(moved, { type: 'acceptChanges', id });
      expect(accepted.bets[0]).toMatchObject({ acceptedOdds: 4.2, isChanged: false });
      const back = reduceCustomSlip(moved, {
        type: 'priced',
        id,
        odds: 4.5,
        implied: [],
        mode: 'none',
      });
      expect(back.bets[0]).toMatchObject({ acceptedOdds: 4.5, isChanged: false });
    });

    it('code 120 offers the server price as a change', () => {
      const state = added();
      const id = idOf(state);
      const failed = run(
        { type: 'add', bet: input() },
        { type: 'placing', id },
        { type: 'failed', id, message: 'moved', code: 120, odds: 4.1 },
      ).bets[0]!;
      expect(failed).toMatchObject({
        odds: 4.1,
        acceptedOdds: 4.5,
        isChanged: true,
        placing: false,
      });
      expect(failed.error).toEqual({ message: 'moved', code: 120 });
    });
  });

  describe('suspension and removal', () => {
    it('a part whose line closes blocks placement; the bet stays; a new price reopens it', () => {
      const state = added();
      const id = idOf(state);
      const closed = reduceCustomSlip(state, {
        type: 'marketUpdate',
        update: {
          matchId: 7,
          marketId: 18,
          specifier: 'total=2.5',
          marketStatus: -1,
          outcomes: [{ outcomeId: 'over', odds: 1.8, active: true }],
        },
      });
      expect(closed.bets).toHaveLength(1);
      expect(closed.bets[0]!.isSuspended).toBe(true);
      expect(closed.bets[0]!.parts[1]!.active).toBe(false);
      expect(customBetBlockers(closed.bets[0]!, 'EUR')).toContain('suspended');
      const reopened = reduceCustomSlip(closed, {
        type: 'priced',
        id,
        odds: 4.5,
        implied: [],
        mode: 'none',
      });
      expect(reopened.bets[0]!.isSuspended).toBe(false);
      expect(reopened.bets[0]!.parts.every((p) => p.active)).toBe(true);
    });

    it('a price the server will not give suspends it', () => {
      const state = added();
      const after = reduceCustomSlip(state, { type: 'unpriced', id: idOf(state) });
      expect(after.bets[0]!.isSuspended).toBe(true);
    });

    it('goes live and stays; is removed with a notice once its match is neither prematch nor live', () => {
      const state = run(
        { type: 'add', bet: input() },
        { type: 'add', bet: input(5, PARTS, { ...MATCH, matchId: 8 }) },
      );
      const live = reduceCustomSlip(state, {
        type: 'matchStatusChange',
        matchId: 7,
        matchStatus: 1,
      });
      expect(live.bets).toHaveLength(2);
      expect(live.bets[0]!.match.matchStatus).toBe(1);
      expect(live.removed).toEqual([]);
      const finished = reduceCustomSlip(live, {
        type: 'matchStatusChange',
        matchId: 7,
        matchStatus: 4,
      });
      expect(finished.bets.map((b) => b.match.matchId)).toEqual([8]);
      expect(finished.removed).toHaveLength(1);
      expect(finished.removed[0]!.match.nameA).toBe('Home');
      expect(reduceCustomSlip(finished, { type: 'dismissRemoved' }).removed).toEqual([]);
    });
  });

  describe('never converted', () => {
    it('stays one custom bet of all its parts through every change', () => {
      const state = added();
      const id = idOf(state);
      const events: CustomSlipEvent[] = [
        { type: 'priced', id, odds: 4.2, implied: [1], mode: 'any' },
        { type: 'matchStatusChange', matchId: 7, matchStatus: 1 },
        {
          type: 'marketUpdate',
          update: { matchId: 7, marketId: 1, specifier: '', marketStatus: -1, outcomes: [] },
        },
        { type: 'setStake', id, stake: 100n, currency: 'EUR' },
        { type: 'add', bet: input(3, PARTS.slice(0, 2)) },
        { type: 'remove', id: 'combo' },
      ];
      const after = events.reduce(reduceCustomSlip, state);
      const bet = after.bets.find((b) => b.id === id)!;
      expect(bet.parts).toHaveLength(3);
      expect(bet.implied).toEqual([1]);
      expect(after.bets).toHaveLength(2);
    });

    it('the ordinary slip never sees it: its selections convert among themselves only', () => {
      const selection = (matchId: number): SelectionInput => ({
        type: 'match',
        provider: 'betradar',
        odds: 2,
        active: true,
        market: { marketId: 1, marketName: '1x2', specifier: '', marketGroup: null },
        outcome: { outcomeId: '1', outcomeName: 'Home' },
        match: { matchId, matchUrnId: `sr:match:${matchId}`, matchSlug: `m-${matchId}` },
        sportKey: 'football',
        nameA: 'A',
        nameB: 'B',
        categoryName: 'C',
        matchStatus: 0,
      });
      let slip = reduceSlip(createSlip(), { type: 'addSelection', selection: selection(1) });
      slip = reduceSlip(slip, { type: 'addSelection', selection: selection(2) });
      const custom = added();
      expect(slipBetType(slip)).toBe('combo');
      slip = reduceSlip(slip, {
        type: 'removeSelection',
        selectionId: slip.bets[0]!.selections[0]!.id,
      });
      expect(slipBetType(slip)).toBe('single');
      // The custom bet is its own state: nothing of the above reaches it.
      expect(custom.bets[0]!.parts).toHaveLength(3);
      expect(slip.bets.flatMap((b) => b.selections)).toHaveLength(1);
    });
  });

  it('potential win is stake × accepted price rounded down', () => {
    expect(customBetPotentialWin({ stake: 500n, acceptedOdds: 4.537 })).toBe(2268n);
  });

  it('blocks placement without a stake in the player currency', () => {
    const state = added();
    expect(customBetBlockers(state.bets[0]!, 'EUR')).toEqual(['no_stake']);
    const staked = reduceCustomSlip(state, {
      type: 'setStake',
      id: idOf(state),
      stake: 100n,
      currency: 'EUR',
    });
    expect(customBetBlockers(staked.bets[0]!, 'EUR')).toEqual([]);
    expect(customBetBlockers(staked.bets[0]!, 'USD')).toEqual(['no_stake']);
    // Above the custom bet's own maximum (BB-008): blocked until lowered; at it, placeable.
    expect(customBetBlockers(staked.bets[0]!, 'EUR', 99n)).toEqual(['above_max']);
    expect(customBetBlockers(staked.bets[0]!, 'EUR', 100n)).toEqual([]);
  });

  describe('storage', () => {
    it('survives a reload exactly, with a placement in flight coming back as before placing', () => {
      const state = added();
      const id = idOf(state);
      const full = run(
        { type: 'add', bet: input() },
        { type: 'setStake', id, stake: 123456789012345678901234567890n, currency: 'EUR' },
        { type: 'add', bet: input(5, PARTS, { ...MATCH, matchId: 8 }) },
        { type: 'matchStatusChange', matchId: 8, matchStatus: 4 },
        { type: 'placing', id },
      );
      const back = parseCustomSlip(serializeCustomSlip(full));
      expect(back.bets).toEqual(full.bets.map((b) => ({ ...b, placing: false })));
      expect(back.removed).toEqual(full.removed);
    });

    it('junk or a tampered line gives nothing back, never an exception', () => {
      expect(parseCustomSlip('{')).toEqual(EMPTY_CUSTOM_SLIP);
      expect(parseCustomSlip('null')).toEqual(EMPTY_CUSTOM_SLIP);
      const raw = JSON.parse(serializeCustomSlip(added())) as { bets: { id: string }[] };
      raw.bets[0]!.id = 'custom:7:other';
      expect(parseCustomSlip(JSON.stringify(raw)).bets).toEqual([]);
    });
  });
});
