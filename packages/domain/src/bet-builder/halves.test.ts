import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin } from '../pricing/apply-margin';
import { roundOdds } from '../pricing/round-odds';
import { legReaderOf } from './football-legs';
import type { BetBuilderLeg } from './football-legs';
import { customBetLegResult } from './settle-custom-bet';
import {
  CUSTOM_BET_OVERROUND,
  footballFinalScoreMatrix,
  footballHalvesScoreCells,
  needsHalfTime,
  priceCustomBet,
} from './price-custom-bet';

/** Poisson by the textbook formula, independent of `poissonDistribution`. */
const pois = (rate: number, k: number) => {
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  return (Math.exp(-rate) * rate ** k) / factorial;
};

const leg = (marketId: number, specifier: string, outcomeId: string): BetBuilderLeg => ({
  marketId,
  specifier,
  outcomeId,
});
const homeWin = leg(1, '', '1');
const draw = leg(1, '', 'X');
const awayWin = leg(1, '', '2');
const over = (line: number) => leg(18, `total=${line}`, 'over');
const btts = leg(29, '', 'yes');
const dnbHome = leg(11, '', 'home');
const dnbAway = leg(11, '', 'away');
const halfHome = leg(60, '', '1');
const halfDraw = leg(60, '', 'X');
const halfOver = (line: number) => leg(68, `total=${line}`, 'over');
const halfUnder = (line: number) => leg(68, `total=${line}`, 'under');
const htft = (key: string) => leg(47, '', key);

const model = { homeGoals: 1.6, awayGoals: 1.1, firstHalfShare: 0.45 };
const prematch = footballHalvesScoreCells(model);

const ok = (price: ReturnType<typeof priceCustomBet>) => {
  if (!price.ok) throw new Error(`refused: ${price.rule} ${price.message}`);
  return price;
};

/** Σ over first-half goals (h1, a1) and second-half goals (h2, a2), by the textbook formula. */
function handSum(wins: (h1: number, a1: number, h: number, a: number) => boolean): number {
  const f1 = model.firstHalfShare;
  let sum = 0;
  for (let h1 = 0; h1 <= 12; h1++)
    for (let a1 = 0; a1 <= 12; a1++)
      for (let h2 = 0; h2 <= 12; h2++)
        for (let a2 = 0; a2 <= 12; a2++)
          if (wins(h1, a1, h1 + h2, a1 + a2))
            sum +=
              pois(model.homeGoals * f1, h1) *
              pois(model.awayGoals * f1, a1) *
              pois(model.homeGoals * (1 - f1), h2) *
              pois(model.awayGoals * (1 - f1), a2);
  return sum;
}

describe('bet builder: half-time markets and draw no bet (decision 064)', () => {
  it('prices half-time/full-time 2/1 with over 2.5 as the sum over both halves, hand-computed', () => {
    const price = ok(priceCustomBet(prematch, [htft('2/1'), over(2.5)]));
    const expected = handSum((h1, a1, h, a) => h1 < a1 && h > a && h + a > 2.5);
    expect(price.probability).toBeCloseTo(expected, 7);
    expect(price.voidProbability).toBe(0);
    const [margined] = applyMargin([price.probability, 1 - price.probability], 1.1);
    expect(price.odds).toBe(roundOdds(margined!));
  });

  it('the half-time distribution has the full-time one as its margin: same prices', () => {
    const full = footballFinalScoreMatrix(model);
    const legs = [homeWin, over(2.5), btts];
    expect(ok(priceCustomBet(prematch, legs)).probability).toBeCloseTo(
      ok(priceCustomBet(full, legs)).probability,
      10,
    );
  });

  it('BB-004: refuses first-half and full-time selections that cannot all win', () => {
    // 1st half home win needs a first-half goal.
    expect(priceCustomBet(prematch, [halfHome, halfUnder(0.5)])).toMatchObject({ rule: 'BB-004' });
    expect(priceCustomBet(prematch, [htft('1/1'), awayWin])).toMatchObject({ rule: 'BB-004' });
    expect(priceCustomBet(prematch, [htft('X/2'), halfHome])).toMatchObject({ rule: 'BB-004' });
    // More first-half goals than the whole match has.
    expect(priceCustomBet(prematch, [halfOver(2.5), leg(18, 'total=1.5', 'under')])).toMatchObject({
      rule: 'BB-004',
    });
    // Draw no bet can never win beside a draw: every end is void or lost.
    expect(priceCustomBet(prematch, [dnbHome, draw])).toMatchObject({ rule: 'BB-004' });
    expect(priceCustomBet(prematch, [dnbHome, dnbAway])).toMatchObject({ rule: 'BB-004' });
  });

  it('BB-006: implications across the halves and draw no bet', () => {
    // A first-half over 1.5 is an over 1.5 of the match.
    expect(ok(priceCustomBet(prematch, [over(1.5), halfOver(1.5)])).implied).toEqual([0]);
    // Half-time/full-time 1/1 says the half and the match: both are implied.
    expect(ok(priceCustomBet(prematch, [htft('1/1'), halfHome, homeWin])).implied).toEqual([1, 2]);
    // A home win wins draw no bet home; draw no bet home beside it changes nothing.
    const withDnb = ok(priceCustomBet(prematch, [homeWin, dnbHome, btts]));
    expect(withDnb.implied).toEqual([1]);
    expect(withDnb.odds).toBe(ok(priceCustomBet(prematch, [homeWin, btts])).odds);
    // ...but a home win is not implied by draw no bet home (a draw loses one, voids the other).
    expect(ok(priceCustomBet(prematch, [dnbHome, homeWin])).implied).toEqual([0]);
  });

  it('draw no bet in a combination: a draw voids the bet, priced given it is not void', () => {
    const price = ok(priceCustomBet(prematch, [dnbHome, over(2.5)]));
    const wins = handSum((_h1, _a1, h, a) => h > a && h + a > 2.5);
    const voids = handSum((_h1, _a1, h, a) => h === a && h + a > 2.5);
    expect(price.voidProbability).toBeCloseTo(voids, 7);
    expect(price.probability).toBeCloseTo(wins / (1 - voids), 7);
    // Fair: the expected return of 1 staked is 1 (paid on a win, refunded on a void).
    expect(price.fairOdds * wins + voids).toBeCloseTo(1, 7);
    // A draw with over 2.5 voids the bet, a draw with under 2.5 loses it (BB-007).
    expect(customBetLegResult(['void', 'win'])).toBe('void');
    expect(customBetLegResult(['void', 'lose'])).toBe('lose');
  });

  it('whole Asian lines: a push voids the part, like draw no bet (hcp=0 is draw no bet)', () => {
    const minusOne = leg(16, 'hcp=-1', 'home');
    const price = ok(priceCustomBet(prematch, [minusOne, btts]));
    const wins = handSum((_h1, _a1, h, a) => h - a > 1 && a > 0);
    const voids = handSum((_h1, _a1, h, a) => h - a === 1 && a > 0);
    expect(price.probability).toBeCloseTo(wins / (1 - voids), 7);
    // Handicap 0 settles exactly as draw no bet: beside it, it is implied.
    const zero = leg(16, 'hcp=0', 'home');
    expect(ok(priceCustomBet(prematch, [dnbHome, zero, btts])).implied).toEqual([1]);
    // Quarter lines stay out (a half result).
    expect(priceCustomBet(prematch, [leg(16, 'hcp=-0.75', 'home'), btts])).toMatchObject({
      rule: 'BB-002',
      index: 0,
    });
  });

  it('in play: the first half from the score now, after half-time from the half-time score', () => {
    const state = { elapsed: 0.3, score: { home: 1, away: 0 } };
    const cells = footballHalvesScoreCells(model, state);
    // 1:0 after 27 minutes: a first-half draw needs an away goal before the break.
    const price = ok(priceCustomBet(cells, [halfDraw, homeWin]));
    expect(price.probability).toBeGreaterThan(0);
    expect(priceCustomBet(cells, [halfUnder(0.5), btts])).toMatchObject({ rule: 'BB-004' });
    // After half-time the half is known: with it, the first-half leg is sure (implied) ...
    const second = { elapsed: 0.6, score: { home: 1, away: 1 }, halfTime: { home: 1, away: 0 } };
    const after = ok(priceCustomBet(footballHalvesScoreCells(model, second), [halfHome, awayWin]));
    expect(after.implied).toEqual([0]);
    expect(
      priceCustomBet(footballHalvesScoreCells(model, second), [halfDraw, awayWin]),
    ).toMatchObject({ rule: 'BB-004' });
    // ... without it, it cannot be read: refused rather than guessed.
    const unknown = footballHalvesScoreCells(model, { elapsed: 0.6, score: { home: 1, away: 1 } });
    expect(priceCustomBet(unknown, [halfHome, awayWin])).toMatchObject({ rule: 'BB-002' });
  });

  it('needsHalfTime says which combinations need the joint distribution', () => {
    expect(needsHalfTime('football', [homeWin, dnbHome])).toBe(false);
    expect(needsHalfTime('football', [homeWin, halfOver(0.5)])).toBe(true);
    expect(needsHalfTime('ice-hockey', [homeWin, halfOver(0.5)])).toBe(false);
    expect(legReaderOf('ice-hockey', halfHome)).toBeUndefined();
    expect(legReaderOf('ice-hockey', dnbHome)).toBeUndefined();
  });
});

// ---- properties -----------------------------------------------------------------------------

const POOL: BetBuilderLeg[] = [
  homeWin,
  draw,
  awayWin,
  dnbHome,
  dnbAway,
  over(1.5),
  over(2.5),
  btts,
  halfHome,
  halfDraw,
  leg(60, '', '2'),
  halfOver(0.5),
  halfOver(1.5),
  halfUnder(1.5),
  htft('1/1'),
  htft('X/1'),
  htft('X/X'),
  htft('2/1'),
  leg(41, '', '2:1'),
  leg(16, 'hcp=-1', 'home'),
  leg(16, 'hcp=1', 'away'),
];

describe('half-time/full-time pricing properties', () => {
  it('the price is P(win) / (1 − P(void)) of the joint distribution; fair return is the stake', () => {
    fc.assert(
      fc.property(
        fc.record({
          homeGoals: fc.double({ min: 0.3, max: 3, noNaN: true }),
          awayGoals: fc.double({ min: 0.3, max: 3, noNaN: true }),
          firstHalfShare: fc.double({ min: 0.4, max: 0.5, noNaN: true }),
          elapsed: fc.double({ min: 0, max: 0.49, noNaN: true }),
          home: fc.integer({ min: 0, max: 2 }),
          away: fc.integer({ min: 0, max: 2 }),
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), {
          minLength: 2,
          maxLength: 4,
        }),
        (m, picks) => {
          const cells = footballHalvesScoreCells(m, {
            elapsed: m.elapsed,
            score: { home: m.home, away: m.away },
          });
          const legs = picks.map((i) => POOL[i]!);
          const readers = legs.map((l) => legReaderOf('football', l)!);
          let wins = 0;
          let voids = 0;
          for (const cell of cells) {
            const results = readers.map((r) => r.read(cell));
            const outcome = customBetLegResult(results);
            if (outcome === 'win') wins += cell.p;
            if (outcome === 'void') voids += cell.p;
          }
          const price = priceCustomBet(cells, legs);
          if (!price.ok) {
            expect(['BB-004', 'BB-005']).toContain(price.rule);
            if (price.rule === 'BB-004') expect(wins).toBeLessThanOrEqual(1e-12);
            return;
          }
          expect(Math.abs(price.probability - wins / (1 - voids))).toBeLessThan(1e-9);
          expect(Math.abs(price.fairOdds * wins + voids - 1)).toBeLessThan(1e-9);
          const [margined] = applyMargin([price.probability, 1 - price.probability], 1.1);
          expect(price.odds).toBe(roundOdds(margined!));
          expect(CUSTOM_BET_OVERROUND).toBe(1.1);
          // The house never offers more than the fair price.
          expect(1 / price.odds).toBeGreaterThanOrEqual(price.probability - 1e-12);
        },
      ),
      { seed: 64, numRuns: 150 },
    );
  });
});
