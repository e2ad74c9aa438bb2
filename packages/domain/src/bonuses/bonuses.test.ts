import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPlacement } from '../ledger/placement-plan';
import { planSettlement } from '../ledger/settlement-plan';
import type { MoneyPlan } from '../ledger/plan';
import type { FREEBET_VARIANTS } from './index';
import {
  addBonusesToPlacement,
  addBonusToSettlement,
  boostedOdds,
  checkComboboost,
  checkFreebet,
  comboboostExtra,
  freebetReturn,
  topMultiplier,
  transitionBonus,
  playerConditionRefusal,
  BONUS_STATUSES,
  type BonusEvent,
  type BonusSelection,
  type ComboboostTerms,
  type FreebetTerms,
} from './index';

const selection = (over: Partial<BonusSelection> = {}): BonusSelection => ({
  eventId: 1,
  sportType: 'regular',
  sportId: 1,
  categoryId: 1,
  tournamentId: 1,
  eventStatus: 0,
  oddsThousandths: 2000,
  ...over,
});

const freebet: FreebetTerms = {
  variant: 'freebet_only_win',
  amount: 500n,
  currency: 'EUR',
  minOddsThousandths: 1500,
  maxOddsThousandths: 10_000,
  selectionCountFrom: 1,
  selectionCountTo: 3,
  matchStatus: 'prematch',
  eventConditions: [],
};

const boost: ComboboostTerms = {
  ranges: [
    { minCount: 3, maxCount: 4, multiplierThousandths: 1050 },
    { minCount: 5, maxCount: 20, multiplierThousandths: 1100 },
  ],
  minLegOddsThousandths: 1200,
  eventConditions: [{ sportId: 1 }],
};

describe('BON-001 bonus states', () => {
  it('activates only what is available and never leaves a final state', () => {
    expect(transitionBonus('available', 'activate')).toBe('active');
    expect(transitionBonus('active', 'activate')).toBeUndefined();
    expect(transitionBonus('active', 'use_up')).toBe('bonus_over');
    expect(transitionBonus('not_available', 'condition_met')).toBe('available');
    const events: BonusEvent[] = [
      'activate',
      'condition_lost',
      'condition_met',
      'use_up',
      'restore',
      'expire',
      'deactivate',
      'override',
    ];
    for (const final of ['deactivated', 'bonus_over', 'expired', 'overridden'] as const)
      for (const event of events) expect(transitionBonus(final, event)).toBeUndefined();
    fc.assert(
      fc.property(fc.constantFrom(...BONUS_STATUSES), fc.constantFrom(...events), (s, e) => {
        const next = transitionBonus(s, e);
        return next === undefined || BONUS_STATUSES.includes(next);
      }),
    );
  });
});

describe('BON-004 player conditions', () => {
  it('limits bonuses to verified players and to countries', () => {
    const open = { onlyVerified: false, countryCodes: [] };
    expect(playerConditionRefusal(open, { verified: false, countryCode: 'DE' })).toBeUndefined();
    expect(
      playerConditionRefusal(
        { ...open, onlyVerified: true },
        { verified: false, countryCode: 'DE' },
      )?.message,
    ).toMatch(/verified/);
    expect(
      playerConditionRefusal(
        { ...open, countryCodes: ['GB'] },
        { verified: true, countryCode: 'DE' },
      )?.message,
    ).toMatch(/country/);
    expect(
      playerConditionRefusal(
        { ...open, countryCodes: ['DE'] },
        { verified: true, countryCode: 'DE' },
      ),
    ).toBeUndefined();
  });
});

describe('BON-010 freebet eligibility', () => {
  const bet = (over: Partial<Parameters<typeof checkFreebet>[1]> = {}) => ({
    type: 'single' as const,
    stake: 500n,
    currency: 'EUR',
    oddsThousandths: 2000n,
    selections: [selection()],
    ...over,
  });
  it('takes a bet within every condition', () => {
    expect(checkFreebet(freebet, bet())).toBeUndefined();
    expect(checkFreebet(freebet, bet({ stake: 300n }))).toBeUndefined();
  });
  it('names the condition that fails', () => {
    expect(checkFreebet(freebet, bet({ oddsThousandths: 1400n }))?.code).toBe(
      'bonus_odds_out_of_range',
    );
    expect(checkFreebet(freebet, bet({ oddsThousandths: 10_001n }))?.code).toBe(
      'bonus_odds_out_of_range',
    );
    expect(checkFreebet(freebet, bet({ selections: [selection({ eventStatus: 1 })] }))?.code).toBe(
      'bonus_match_status',
    );
    expect(checkFreebet(freebet, bet({ stake: 501n }))?.code).toBe('bonus_stake');
    expect(checkFreebet(freebet, bet({ currency: 'USD' }))?.code).toBe('bonus_currency');
    expect(checkFreebet(freebet, bet({ type: 'system' }))?.code).toBe('bonus_bet_type');
    const four = [1, 2, 3, 4].map((eventId) => selection({ eventId }));
    expect(checkFreebet(freebet, bet({ type: 'combo', selections: four }))?.code).toBe(
      'bonus_selection_count',
    );
    expect(checkFreebet({ ...freebet, eventConditions: [{ tournamentId: 9 }] }, bet())?.code).toBe(
      'bonus_event_conditions',
    );
  });
});

describe('BON-020 freebet returns', () => {
  it('pays each variant exactly', () => {
    const r = (variant: (typeof FREEBET_VARIANTS)[number], payout: bigint) =>
      freebetReturn({ variant, stake: 500n, payout, amount: 500n });
    // 5.00 at 2.50: a win pays 12.50 gross.
    expect(r('freebet_only_win', 1250n)).toEqual({ cash: 750n, freebetBack: 0n });
    expect(r('freebet_all_win', 1250n)).toEqual({ cash: 1250n, freebetBack: 0n });
    expect(r('freebet_no_risk', 1250n)).toEqual({ cash: 1250n, freebetBack: 0n });
    expect(r('freebet_only_win', 0n)).toEqual({ cash: 0n, freebetBack: 0n });
    expect(r('freebet_no_risk', 0n)).toEqual({ cash: 0n, freebetBack: 500n });
    // Void: only_win keeps nothing, all_win returns the stake.
    expect(r('freebet_only_win', 500n).cash).toBe(0n);
    expect(r('freebet_all_win', 500n).cash).toBe(500n);
    // Half win at 2.50: 2.50 back + 2.50 × 2.5 = 8.75.
    expect(r('freebet_only_win', 875n).cash).toBe(375n);
  });
  it('BON-021 freebet_only_win never returns its stake', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (stake, payout) => {
          const { cash } = freebetReturn({
            variant: 'freebet_only_win',
            stake,
            payout,
            amount: stake,
          });
          // Never the stake back: at most what the bet won above its stake, and 0 on a loss or void.
          return (
            cash === (payout > stake ? payout - stake : 0n) &&
            (cash === 0n || cash + stake <= payout)
          );
        },
      ),
    );
  });
});

describe('BON-030 comboboost', () => {
  const legs = (n: number, over: Partial<BonusSelection> = {}) =>
    Array.from({ length: n }, (_, i) => selection({ eventId: i + 1, ...over }));
  it('checks the ranges, minimum leg odds and conditions', () => {
    expect(checkComboboost(boost, { type: 'combo', selections: legs(4) })).toBeUndefined();
    expect(checkComboboost(boost, { type: 'combo', selections: legs(2) })?.code).toBe(
      'bonus_selection_count',
    );
    expect(checkComboboost(boost, { type: 'single', selections: legs(1) })?.code).toBe(
      'bonus_bet_type',
    );
    expect(
      checkComboboost(boost, { type: 'combo', selections: legs(4, { oddsThousandths: 1100 }) })
        ?.code,
    ).toBe('bonus_odds_out_of_range');
    expect(
      checkComboboost(boost, { type: 'combo', selections: legs(4, { sportId: 2 }) })?.code,
    ).toBe('bonus_event_conditions');
  });
  it('boosts odds and pays the extra of the range of the legs left after voids', () => {
    expect(boostedOdds(16_000n, 1050)).toBe(16_800n);
    // 10.00 on 4 legs of 2.00 = 160.00, +5 % = 8.00 extra.
    const four = [false, false, false, false].map((voided) => ({ voided }));
    expect(comboboostExtra({ terms: boost, stake: 1000n, payout: 16_000n, legs: four })).toEqual({
      extra: 800n,
      multiplierThousandths: 1050,
    });
    // One leg voided: 3 legs, still 5 %, on 80.00.
    const oneVoid = [true, false, false, false].map((voided) => ({ voided }));
    expect(
      comboboostExtra({ terms: boost, stake: 1000n, payout: 8000n, legs: oneVoid }).extra,
    ).toBe(400n);
    // Two voided: 2 legs, below every range, nothing.
    const twoVoid = [true, true, false, false].map((voided) => ({ voided }));
    expect(
      comboboostExtra({ terms: boost, stake: 1000n, payout: 4000n, legs: twoVoid }).extra,
    ).toBe(0n);
    expect(comboboostExtra({ terms: boost, stake: 1000n, payout: 0n, legs: four }).extra).toBe(0n);
  });
  it('BON-033 never pays less than unboosted nor more than the top range', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.boolean(), { minLength: 2, maxLength: 20 }),
        (stake, payout, voids) => {
          const { extra } = comboboostExtra({
            terms: boost,
            stake,
            payout,
            legs: voids.map((voided) => ({ voided })),
          });
          const cap = (payout * BigInt(topMultiplier(boost))) / 1000n;
          return extra >= 0n && payout + extra <= cap;
        },
      ),
    );
  });
});

/** Sum of postings per account key over plans. */
function movements(plans: MoneyPlan[]) {
  const out = new Map<string, bigint>();
  for (const plan of plans)
    for (const t of plan.transfers) {
      expect(t.postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
      for (const p of t.postings) {
        const key = 'accountId' in p.account ? `a${p.account.accountId}` : p.account.system;
        out.set(key, (out.get(key) ?? 0n) + p.amount);
      }
    }
  return out;
}

describe('BON-040…044 bonus postings', () => {
  const placed = (
    stake: bigint,
    type: 'freebet' | 'comboboost',
    variant: (typeof FREEBET_VARIANTS)[number] | null,
  ) => {
    const plan = planPlacement({
      playerId: 7,
      accountId: 70,
      currency: 'EUR',
      createdAt: new Date(0),
      bets: [
        {
          id: 'b1',
          type: type === 'comboboost' ? 'combo' : 'single',
          stake,
          potentialWin: stake * 2n,
          oddsThousandths: 2000n,
          systemWinCount: null,
          systemTotalCount: null,
          quick: false,
          deviceId: 'd',
          selections: [],
        },
      ],
      idempotency: {
        playerId: 7,
        scope: 'bets',
        key: 'k',
        requestHash: 'h',
        statusCode: 200,
        response: {},
      },
    });
    return addBonusesToPlacement(plan, [
      {
        betId: 'b1',
        playerId: 7,
        currency: 'EUR',
        stake,
        createdAt: new Date(0),
        bonus: {
          playerBonusId: 'pb',
          type,
          variant,
          status: 'active',
          timesUsed: 0,
          usesCount: 1,
          amount: stake,
          multiplierThousandths: 1050,
        },
      },
    ]);
  };

  it('a budget freebet stakes from the bonus account, a no-risk one from the player', () => {
    expect(movements([placed(500n, 'freebet', 'freebet_only_win')])).toEqual(
      new Map([
        ['bonus', -500n],
        ['house', 500n],
      ]),
    );
    expect(movements([placed(500n, 'freebet', 'freebet_no_risk')])).toEqual(
      new Map([
        ['a70', -500n],
        ['house', 500n],
      ]),
    );
    const plan = placed(500n, 'freebet', 'freebet_all_win');
    expect(plan.updates).toContainEqual({
      table: 'player_bonuses',
      id: 'pb',
      set: { timesUsed: 1, status: 'bonus_over' },
    });
    expect(plan.checks).toContainEqual(
      expect.objectContaining({ table: 'player_bonuses', column: 'status' }),
    );
  });

  it('sum of bonus postings = bonus budget movements, through settlement, reversal and resettlement', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.array(
          fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.bigInt({ min: 0n, max: 10n ** 8n })),
          { minLength: 1, maxLength: 5 },
        ),
        (stake, verdicts) => {
          const plans: MoneyPlan[] = [placed(stake, 'comboboost', null)];
          let settledPayout = 0n;
          let bonusPaid = 0n;
          let version = 0;
          let expectedBonus = 0n;
          for (const [payout, available] of verdicts) {
            const { extra } = comboboostExtra({
              terms: boost,
              stake,
              payout,
              legs: [1, 2, 3].map(() => ({ voided: false })),
            });
            const planned = addBonusToSettlement(
              planSettlement({
                bet: {
                  id: 'b1',
                  accountId: 70,
                  currency: 'EUR',
                  status: 'done',
                  result: null,
                  settledPayout,
                  settlementVersion: version,
                  settledAt: null,
                },
                verdict: {
                  kind: 'settled',
                  payout: payout + extra,
                  result: 'win_entire',
                  status: 'done',
                },
                available,
                now: new Date(0),
              }),
              { betId: 'b1', currency: 'EUR', bonusDue: extra, bonusPaid },
            );
            plans.push(planned.plan);
            const set = planned.plan.updates?.find((u) => u.table === 'bet_bonuses')?.set;
            const nextBonusPaid = (set?.bonusPaid as bigint | undefined) ?? bonusPaid;
            expectedBonus -= nextBonusPaid - bonusPaid;
            bonusPaid = nextBonusPaid;
            settledPayout = planned.update.settledPayout;
            version = planned.update.settlementVersion;
            // The budget never pays more than the boost's part of what was paid.
            expect(bonusPaid <= settledPayout || settledPayout < 0n).toBe(true);
          }
          const moved = movements(plans);
          expect(moved.get('bonus') ?? 0n).toBe(expectedBonus);
          expect(-(moved.get('bonus') ?? 0n)).toBe(bonusPaid);
        },
      ),
    );
  });
});
