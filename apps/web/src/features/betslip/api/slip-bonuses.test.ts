import type { BonusWire } from '@sportsbook/contract';
import { placeBetsBodySchema } from '@sportsbook/contract';
import {
  createSlip,
  reduceSlip,
  type CurrencyCode,
  type SelectionInput,
  type SlipEvent,
  type SlipState,
} from '@sportsbook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeBetsBody } from './placement';
import {
  autoSelectedBonus,
  availableBonuses,
  bonusInputOf,
  bonusPreview,
  effectiveBonus,
  effectiveBonuses,
  freebetBoostOf,
  slipBonusTotals,
  stakeFromBonus,
} from './slip-bonuses';

function pick(matchId: number, odds: number, matchStatus = 0): SelectionInput {
  return {
    type: 'match',
    provider: 'betradar',
    odds,
    active: true,
    market: { marketId: 1, marketName: '1x2', specifier: '', marketGroup: null },
    outcome: { outcomeId: '1', outcomeName: 'Home' },
    match: { matchId, matchUrnId: `sr:match:${matchId}`, matchSlug: `m-${matchId}` },
    sportKey: 'football',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    matchStatus,
  };
}

const slipOf = (events: SlipEvent[]): SlipState => events.reduce(reduceSlip, createSlip());

const base: BonusWire = {
  id: 'b1',
  bonus_type: 'freebet',
  type: 'freebet_only_win',
  name: 'Welcome',
  status: 'available',
  seen: false,
  currency: 'EUR',
  amount: '500',
  times_used: 0,
  uses_count: 1,
  min_odds: 1.5,
  max_odds: null,
  selection_count_from: 1,
  selection_count_to: 20,
  match_status: 'any',
  event_conditions: [],
  ranges: [],
  only_verified: false,
  country_codes: [],
  created_at: '2026-11-24T00:00:00.000Z',
  activated_at: null,
  expired_at: null,
};
const freebet = base;
const boost: BonusWire = {
  ...base,
  id: 'c1',
  bonus_type: 'comboboost',
  type: null,
  currency: null,
  amount: null,
  min_odds: 1.2,
  uses_count: 1000,
  ranges: [
    { min_count: 4, max_count: 5, bonus_odds: 1.05 },
    { min_count: 6, max_count: 20, bonus_odds: 1.1 },
  ],
};

const single = (odds: number, stake = 0n) =>
  slipOf([
    { type: 'toggleSelection', selection: pick(1, odds) },
    { type: 'setStake', stake },
  ]);
const combo = (odds: number[], stake = 1000n) =>
  slipOf([
    ...odds.map((o, i) => ({ type: 'toggleSelection', selection: pick(i + 1, o) }) as const),
    { type: 'changeBetType', betType: 'combo' },
    { type: 'setStake', stake },
  ]);

describe('availableBonuses (betting-core §3) as the slip judges them', () => {
  it('offers a freebet to a single within its odds and currency, not below its minimum odds', () => {
    expect(availableBonuses(single(2).bets[0]!, [freebet, boost])).toEqual([freebet]);
    expect(availableBonuses(single(1.4).bets[0]!, [freebet])).toEqual([]);
    const usd = slipOf([
      { type: 'currencyChange', currency: 'USD' as CurrencyCode },
      { type: 'toggleSelection', selection: pick(1, 2) },
    ]);
    expect(availableBonuses(usd.bets[0]!, [freebet])).toEqual([]);
  });

  it('offers nothing to a bet at SP, which the server takes without a bonus (decision 072)', () => {
    const atSp = slipOf([
      { type: 'toggleSelection', selection: { ...pick(1, 2), oddsType: 'sp' } },
      { type: 'setStake', stake: 1000n },
    ]);
    expect(atSp.bets[0]!.selections[0]!.oddsType).toBe('sp');
    expect(availableBonuses(atSp.bets[0]!, [freebet, hunting])).toEqual([]);
    expect(availableBonuses(single(2, 1000n).bets[0]!, [freebet, hunting])).toEqual([
      freebet,
      hunting,
    ]);
  });

  it('leaves out used-up, past and wrong-match-status bonuses', () => {
    const bet = single(2).bets[0]!;
    expect(availableBonuses(bet, [{ ...freebet, times_used: 1 }])).toEqual([]);
    expect(availableBonuses(bet, [{ ...freebet, status: 'expired' }])).toEqual([]);
    expect(availableBonuses(bet, [{ ...freebet, match_status: 'live' }])).toEqual([]);
  });

  it('offers a comboboost to a combo in a range whose every leg has the minimum odds', () => {
    expect(availableBonuses(combo([1.5, 1.5, 1.5]).bets[0]!, [boost])).toEqual([]);
    expect(availableBonuses(combo([1.5, 1.5, 1.5, 1.5]).bets[0]!, [boost])).toEqual([boost]);
    expect(availableBonuses(combo([1.5, 1.5, 1.1, 1.5]).bets[0]!, [boost])).toEqual([]);
  });
});

const farming = (type: 'hunting' | 'tournament', id: string): BonusWire => ({
  ...base,
  id,
  bonus_type: type,
  type: null,
  amount: null,
  min_odds: 1.5,
  uses_count: 1_000_000,
  farming: {
    points: '0',
    available_points: '0',
    potential_points: '0',
    potential_freebet_amount: '0',
    bets_count: 0,
    average_stake: '0',
    min_stake: '100',
    farm_once_per_event: true,
    farmed_event_ids: [7],
    farming_freebet_type: 'freebet_only_win',
    thresholds: [{ points: '2000', amount: '200' }],
    next_threshold: { points: '2000', amount: '200' },
    initial_pool: null,
    prizes: [],
    valid_to: null,
  },
});
const hunting = farming('hunting', 'h1');
const tournament = farming('tournament', 't1');

describe('hunting and tournaments in the slip (decision 055)', () => {
  it('offers them to a bet at the least stake and odds, on events not farmed yet', () => {
    expect(availableBonuses(single(2, 100n).bets[0]!, [hunting])).toEqual([hunting]);
    expect(availableBonuses(single(2, 99n).bets[0]!, [hunting])).toEqual([]);
    expect(availableBonuses(single(1.4, 100n).bets[0]!, [hunting])).toEqual([]);
    const farmed = { ...hunting, farming: { ...hunting.farming!, farmed_event_ids: [1] } };
    expect(availableBonuses(single(2, 100n).bets[0]!, [farmed])).toEqual([]);
  });

  it('auto-selects hunting, then tournament, then comboboost', () => {
    expect(autoSelectedBonus([boost, tournament, hunting, freebet])).toBe(hunting);
    expect(autoSelectedBonus([boost, tournament, freebet])).toBe(tournament);
    expect(autoSelectedBonus([freebet, boost])).toBe(boost);
    const slip = combo([1.5, 1.5, 1.5, 1.5]);
    expect(effectiveBonus(slip.bets, [boost, hunting], {})?.bonus).toBe(hunting);
    expect(bonusInputOf(slip.bets[0]!, hunting)).toEqual({ id: 'h1', type: 'hunting' });
    expect(bonusPreview(slip.bets[0]!, hunting).bonusPart).toBe(0n);
  });
});

describe('auto-select and the chosen bonus (§4)', () => {
  it('takes a comboboost by itself, never a freebet', () => {
    expect(autoSelectedBonus([freebet, boost])).toBe(boost);
    expect(autoSelectedBonus([freebet])).toBeUndefined();
  });

  it('keeps the player’s choice, and none when they took it off', () => {
    const slip = combo([1.5, 1.5, 1.5, 1.5]);
    const id = slip.bets[0]!.id;
    expect(effectiveBonus(slip.bets, [boost], {})?.bonus).toBe(boost);
    expect(effectiveBonus(slip.bets, [boost], { [id]: null })?.bonus).toBeUndefined();
    const s = single(2);
    expect(effectiveBonus(s.bets, [freebet], { [s.bets[0]!.id]: 'b1' })?.bonus).toBe(freebet);
  });

  it('offers nothing to several singles or a system', () => {
    const two = slipOf([
      { type: 'toggleSelection', selection: pick(1, 2) },
      { type: 'toggleSelection', selection: pick(2, 2) },
      { type: 'changeBetType', betType: 'single' },
    ]);
    expect(two.bets).toHaveLength(2);
    expect(effectiveBonus(two.bets, [freebet], {})).toBeUndefined();
  });
});

describe('the preview shown before placing', () => {
  it('a 5.00 only-win freebet at 2.50 shows 7.50 winnings, the stake fixed to 5.00', () => {
    const bet = single(2.5).bets[0]!;
    expect(bonusPreview(bet, freebet)).toEqual({
      stake: 500n,
      odds: 2.5,
      potentialReturn: 750n,
      bonusPart: 750n,
    });
    expect(stakeFromBonus(freebet)).toBe(true);
    expect(stakeFromBonus({ ...freebet, type: 'freebet_no_risk' })).toBe(false);
  });

  it('an all-win freebet returns the stake as well', () => {
    const bet = single(2.5).bets[0]!;
    expect(bonusPreview(bet, { ...freebet, type: 'freebet_all_win' }).potentialReturn).toBe(1250n);
  });

  it('a comboboost never shows less than unboosted nor more than the top multiplier', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1200, max: 5000 }), { minLength: 4, maxLength: 8 }),
        fc.integer({ min: 100, max: 100_000 }),
        (legs, stake) => {
          const slip = combo(
            legs.map((l) => l / 1000),
            BigInt(stake),
          );
          const bet = slip.bets[0]!;
          const plain = bonusPreview(bet, { ...boost, ranges: [] });
          const shown = bonusPreview(bet, boost);
          expect(shown.potentialReturn).toBeGreaterThanOrEqual(plain.potentialReturn);
          expect(shown.bonusPart).toBe(shown.potentialReturn - plain.potentialReturn);
          expect(Number(shown.potentialReturn)).toBeLessThanOrEqual(
            Math.floor(Number(plain.potentialReturn) * 1.1) + 1,
          );
        },
      ),
    );
  });
});

describe('the placement body carries bonus {id, type, odds} (betting-core §7)', () => {
  it('a freebet single and a boosted combo pass the contract’s schema', () => {
    const s = slipOf([
      { type: 'toggleSelection', selection: pick(1, 2) },
      { type: 'setStake', stake: 500n },
      { type: 'placing', loggedIn: true },
    ]);
    const bet = s.processingBets[0]!;
    const body = placeBetsBody(s, {
      deviceId: 'd',
      locale: 'en',
      bonuses: { [bet.id]: bonusInputOf(bet, freebet) },
    });
    expect(placeBetsBodySchema.parse(body).bets[0]!.bonus).toEqual({ id: 'b1', type: 'freebet' });

    const c = slipOf([
      ...[1, 2, 3, 4].map((m) => ({ type: 'toggleSelection', selection: pick(m, 1.5) }) as const),
      { type: 'changeBetType', betType: 'combo' },
      { type: 'setStake', stake: 1000n },
      { type: 'placing', loggedIn: true },
    ]);
    const cb = c.processingBets[0]!;
    const comboBody = placeBetsBody(c, {
      deviceId: 'd',
      locale: 'en',
      bonuses: { [cb.id]: bonusInputOf(cb, boost) },
    });
    // 1.5^4 = 5.0625 → 5.062 × 1.05 = 5.3151 → 5.315 (rounded down as the server does).
    expect(placeBetsBodySchema.parse(comboBody).bets[0]!.bonus).toEqual({
      id: 'c1',
      type: 'comboboost',
      odds: 5.315,
    });
  });
});

describe('freebets on several singles (decision 063)', () => {
  const three = (stake = 200n) =>
    slipOf([
      { type: 'toggleSelection', selection: pick(1, 2) },
      { type: 'toggleSelection', selection: pick(2, 3) },
      { type: 'toggleSelection', selection: pick(3, 1.2) },
      { type: 'changeBetType', betType: 'single' },
      { type: 'setStake', stake },
    ]);
  const five = freebet;
  const ten: BonusWire = { ...freebet, id: 'b2', amount: '1000' };
  const comboboost = boost;

  it('offers each single the freebets that fit it, never a comboboost, none auto-selected', () => {
    const slip = three();
    const entries = effectiveBonuses(slip.bets, [five, ten, comboboost], {});
    expect(entries.map((e) => e.available.map((b) => b.id))).toEqual([
      ['b1', 'b2'],
      ['b1', 'b2'],
      // 1.20 is below the freebets' minimum odds of 1.50.
      [],
    ]);
    expect(entries.map((e) => e.bonus)).toEqual([undefined, undefined, undefined]);
  });

  it('BON-012 a freebet one single holds is not offered to another; a repeated choice keeps the first', () => {
    const slip = three();
    const [a, b] = slip.bets as [(typeof slip.bets)[0], (typeof slip.bets)[0]];
    const chosen = { [a.id]: 'b1', [b.id]: 'b2' };
    const entries = effectiveBonuses(slip.bets, [five, ten], chosen);
    expect(entries.map((e) => e.bonus?.id)).toEqual(['b1', 'b2', undefined]);
    expect(entries[0]!.available.map((x) => x.id)).toEqual(['b1']);
    expect(entries[1]!.available.map((x) => x.id)).toEqual(['b2']);
    // Both singles naming b1 (a stored choice): the first keeps it, the second has none.
    const twice = effectiveBonuses(slip.bets, [five, ten], { [a.id]: 'b1', [b.id]: 'b1' });
    expect(twice.map((e) => e.bonus?.id)).toEqual(['b1', undefined, undefined]);
    expect(twice[1]!.available.map((x) => x.id)).toEqual(['b2']);
  });

  it('sends one bonus per single in the placement body', () => {
    const slip = three();
    const [a, b] = slip.bets as [(typeof slip.bets)[0], (typeof slip.bets)[0]];
    const entries = effectiveBonuses(slip.bets, [five, ten], { [a.id]: 'b1', [b.id]: 'b2' });
    const bonuses = Object.fromEntries(
      entries.flatMap((e) => (e.bonus ? [[e.bet.id, bonusInputOf(e.bet, e.bonus)]] : [])),
    );
    const body = placeBetsBody(slip, { deviceId: 'd', locale: 'en', bets: slip.bets, bonuses });
    expect(placeBetsBodySchema.parse(body).bets.map((bet) => bet.bonus ?? null)).toEqual([
      { id: 'b1', type: 'freebet' },
      { id: 'b2', type: 'freebet' },
      null,
    ]);
  });

  it('totals: the player pays the cash singles, freebets pay theirs, each return by its variant', () => {
    // The ticket sets a single's stake to its freebet's amount (betting-core §4).
    const slip = [
      { type: 'setStake', stake: 500n, betId: 'single:1/1//1' },
      { type: 'setStake', stake: 1000n, betId: 'single:2/1//1' },
    ].reduce((state, event) => reduceSlip(state, event as SlipEvent), three());
    const [a, b] = slip.bets as [(typeof slip.bets)[0], (typeof slip.bets)[0]];
    expect([a.stake, b.stake, slip.bets[2]!.stake]).toEqual([500n, 1000n, 200n]);
    const entries = effectiveBonuses(slip.bets, [five, ten], { [a.id]: 'b1', [b.id]: 'b2' });
    const totals = slipBonusTotals(slip.bets, entries);
    expect(totals.cashStake).toBe(200n);
    expect(totals.freebetStake).toBe(1500n);
    expect([...totals.stakedByBonus]).toEqual([a.id, b.id]);
    // Only-win: 5.00 at 2 wins 5.00, 10.00 at 3 wins 20.00; the cash 2.00 at 1.20 returns 2.40.
    expect(totals.potentialReturn).toBe(500n + 2000n + 240n);
    // A no-risk freebet's stake is the player's.
    const noRisk = slipBonusTotals(slip.bets, [
      { bet: a, available: [], bonus: { ...five, type: 'freebet_no_risk' } },
    ]);
    expect(noRisk.cashStake).toBe(500n + 1000n + 200n);
    expect(noRisk.freebetStake).toBe(0n);
  });

  it('a slip of one bet keeps its one entry; a system has none', () => {
    expect(effectiveBonuses(single(2).bets, [five], {})).toHaveLength(1);
    const system = slipOf([
      { type: 'toggleSelection', selection: pick(1, 2) },
      { type: 'toggleSelection', selection: pick(2, 2) },
      { type: 'toggleSelection', selection: pick(3, 2) },
      { type: 'changeBetType', betType: 'system' },
    ]);
    expect(effectiveBonuses(system.bets, [five], {})).toEqual([]);
  });
});

describe('a boost as the slip shows it (decision 058)', () => {
  it('shows a boosted freebet with its multiplier and the amount before; nothing before a boost', () => {
    const boosted: BonusWire = {
      ...freebet,
      amount: '1000',
      boost: { multiplier: 2, boostable: false, boosted: true, boosted_from: '500' },
    };
    expect(freebetBoostOf(boosted)).toEqual({ multiplier: 2, from: 500n, to: 1000n });
    expect(
      freebetBoostOf({
        ...freebet,
        boost: { multiplier: 2, boostable: true, boosted: false, boosted_from: null },
      }),
    ).toBeUndefined();
    expect(freebetBoostOf(freebet)).toBeUndefined();
    // The boosted amount is the stake and the return (10.00 at 2.50 wins 15.00).
    expect(bonusPreview(single(2.5).bets[0]!, boosted)).toMatchObject({
      stake: 1000n,
      potentialReturn: 1500n,
    });
  });
});
