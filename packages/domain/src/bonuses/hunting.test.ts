import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkFarming,
  farmedStateOf,
  farmingPoints,
  freebetsDue,
  nextThreshold,
  potentialFreebetAmount,
  rankTournament,
  tournamentPrizes,
  type BonusSelection,
  type FarmedBet,
  type FarmingTerms,
  type HuntingThreshold,
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

const terms: FarmingTerms = {
  currency: 'EUR',
  minOddsThousandths: 1500,
  minStake: 100n,
  eventConditions: [{ sportId: 1 }],
  farmOncePerEvent: true,
};

const bet = (over: Partial<Parameters<typeof checkFarming>[1]> = {}) => ({
  type: 'single' as const,
  stake: 500n,
  currency: 'EUR',
  oddsThousandths: 2000n,
  selections: [selection()],
  ...over,
});

const thresholdsArb = fc.array(
  fc.record({
    points: fc.bigInt({ min: 1n, max: 1_000_000n }),
    amount: fc.bigInt({ min: 1n, max: 10_000n }),
  }),
  { maxLength: 6 },
);
const betsArb = fc.array(
  fc.record({
    stake: fc.bigInt({ min: 1n, max: 100_000n }),
    state: fc.constantFrom<FarmedBet['state']>('open', 'counted', 'void'),
  }),
  { maxLength: 30 },
);

describe('HUN-001 farming conditions', () => {
  it('a qualifying bet farms', () => {
    expect(checkFarming(terms, bet(), new Set())).toBeUndefined();
  });
  it('refuses a low stake, low odds, another currency, a system bet, an event outside', () => {
    expect(checkFarming(terms, bet({ stake: 99n }), new Set())?.code).toBe('bonus_stake');
    expect(checkFarming(terms, bet({ oddsThousandths: 1499n }), new Set())?.code).toBe(
      'bonus_odds_out_of_range',
    );
    expect(checkFarming(terms, bet({ currency: 'USD' }), new Set())?.code).toBe('bonus_currency');
    expect(checkFarming(terms, bet({ type: 'system' }), new Set())?.code).toBe('bonus_bet_type');
    expect(
      checkFarming(terms, bet({ selections: [selection({ sportId: 2 })] }), new Set())?.code,
    ).toBe('bonus_event_conditions');
  });
  it('farms an event once when the campaign says so, always otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 10 }),
        fc.boolean(),
        (events, farmed, once) => {
          const refusal = checkFarming(
            { ...terms, farmOncePerEvent: once },
            bet({ selections: events.map((eventId) => selection({ eventId })) }),
            new Set(farmed),
          );
          const clash = events.some((e) => farmed.includes(e));
          expect(refusal === undefined).toBe(!(once && clash));
        },
      ),
    );
  });
});

describe('HUN-002/003 points', () => {
  it('a bet state comes from its status and result', () => {
    expect(farmedStateOf('waiting_results', 'no_results')).toBe('open');
    expect(farmedStateOf('done', 'win_entire')).toBe('counted');
    expect(farmedStateOf('done', 'lose_entire')).toBe('counted');
    expect(farmedStateOf('done', 'refund_entire')).toBe('void');
    expect(farmedStateOf('cancelled', 'canceled')).toBe('void');
    expect(farmedStateOf('cashed_out', 'cashed_out')).toBe('void');
  });
  it('available + potential is the stake of every bet not void, and order does not matter', () => {
    fc.assert(
      fc.property(betsArb, (bets) => {
        const { available, potential } = farmingPoints(bets);
        const standing = bets.filter((b) => b.state !== 'void').reduce((s, b) => s + b.stake, 0n);
        expect(available + potential).toBe(standing);
        expect(farmingPoints([...bets].reverse())).toEqual({ available, potential });
      }),
    );
  });
  it('settling the same bets again (a resettlement) gives the same points: nothing doubles', () => {
    fc.assert(
      fc.property(betsArb, (bets) => {
        expect(farmingPoints(bets)).toEqual(farmingPoints(bets.map((b) => ({ ...b }))));
      }),
    );
  });
});

describe('HUN-010…012 thresholds', () => {
  it('freebets due grow with the points and never exceed the thresholds', () => {
    fc.assert(
      fc.property(
        thresholdsArb,
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        (thresholds: HuntingThreshold[], a, extra) => {
          const low = freebetsDue(thresholds, a);
          const high = freebetsDue(thresholds, a + extra);
          expect(high.length).toBeGreaterThanOrEqual(low.length);
          expect(high.slice(0, low.length)).toEqual(low);
          expect(high.length).toBeLessThanOrEqual(thresholds.length);
          for (const f of high) expect(f.index).toBeLessThan(thresholds.length);
        },
      ),
    );
  });
  it('the next threshold is the least one above the points', () => {
    fc.assert(
      fc.property(thresholdsArb, fc.bigInt({ min: 0n, max: 2_000_000n }), (thresholds, points) => {
        const next = nextThreshold(thresholds, points);
        const above = thresholds.filter((t) => t.points > points);
        if (above.length === 0) expect(next).toBeUndefined();
        else {
          expect(next!.points).toBe(
            above.reduce((m, t) => (t.points < m ? t.points : m), above[0]!.points),
          );
          expect(next!.index).toBe(freebetsDue(thresholds, points).length);
        }
      }),
    );
  });
  it('a conversion at exactly a threshold gives its freebet', () => {
    const thresholds = [
      { points: 5000n, amount: 500n },
      { points: 1000n, amount: 100n },
    ];
    expect(freebetsDue(thresholds, 999n)).toEqual([]);
    expect(freebetsDue(thresholds, 1000n)).toEqual([{ index: 0, amount: 100n }]);
    expect(freebetsDue(thresholds, 5000n)).toHaveLength(2);
    expect(potentialFreebetAmount(thresholds, 1000n, 4000n)).toBe(500n);
    expect(potentialFreebetAmount(thresholds, 1000n, 3999n)).toBe(0n);
  });
});

describe('TOU-001/010 leaderboard and prizes', () => {
  const scoresArb = fc.uniqueArray(
    fc.record({
      playerId: fc.integer({ min: 1, max: 1000 }),
      points: fc.bigInt({ min: 0n, max: 1000n }),
      reachedAt: fc.integer({ min: 0, max: 100 }).map((t) => new Date(t * 1000)),
    }),
    { selector: (s) => s.playerId, maxLength: 30 },
  );
  it('ranks every scoring player once, by points then by who reached them first', () => {
    fc.assert(
      fc.property(scoresArb, (scores) => {
        const ranked = rankTournament(scores);
        expect(ranked.map((r) => r.position)).toEqual(ranked.map((_, i) => i + 1));
        expect(ranked).toHaveLength(scores.filter((s) => s.points > 0n).length);
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(a.points >= b.points).toBe(true);
          if (a.points === b.points)
            expect(a.reachedAt.getTime() <= b.reachedAt.getTime()).toBe(true);
        }
        expect(rankTournament([...scores].reverse())).toEqual(ranked);
      }),
    );
  });
  it('prizes never add up to more than the pool', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc
          .array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 10 })
          .filter((s) => s.reduce((a, b) => a + b, 0) <= 10_000),
        (pool, shares) => {
          const prizes = tournamentPrizes(pool, shares);
          expect(prizes.reduce((a, b) => a + b, 0n) <= pool).toBe(true);
          for (const p of prizes) expect(p >= 0n).toBe(true);
        },
      ),
    );
  });
});
