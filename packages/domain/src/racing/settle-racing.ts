import { cappedOdds } from '../settlement/leg-factor';
import type { SettledLeg } from '../settlement/leg-factor';
import { ODDS_CAP, ODDS_SCALE } from '../slip/odds';
import { placeOddsThousandths } from './place-terms';
import type { PlaceTerms } from './place-terms';
import { floorOf, times } from '../settlement/fraction';
import type { Fraction } from '../settlement/fraction';
import type { RacingLegResult } from './result';

/**
 * RACE-010: what one unit staked on a racing leg returns. A win pays the stake's dead-heat share
 * at the price whose winnings are reduced by the Rule 4 deduction (pence in the pound):
 * factor × (1 + (odds − 1) × (100 − d) / 100). A loss pays nothing, a void the stake back.
 */
export function racingLegFactor(
  oddsThousandths: number,
  leg: RacingLegResult,
  rule4Pence = 0,
): Fraction {
  if (!Number.isInteger(rule4Pence) || rule4Pence < 0 || rule4Pence > 75)
    throw new RangeError(`A Rule 4 deduction is 0–75p, not ${rule4Pence}`);
  if (leg.result === 'lose') return { numerator: 0n, denominator: 1n };
  if (leg.result === 'void') return { numerator: 1n, denominator: 1n };
  const odds = cappedOdds(oddsThousandths);
  const price: Fraction = {
    numerator: 100_000n + (odds - 1000n) * BigInt(100 - rule4Pence),
    denominator: 100_000n,
  };
  return times(leg.factor, price);
}

export interface EachWayBet {
  /** The stake of each part, in subunits: the bet costs twice this. */
  unitStake: bigint;
  winOddsThousandths: number;
  placeOddsThousandths: number;
  win: RacingLegResult;
  place: RacingLegResult;
  rule4Pence?: number;
}

/** RACE-011: an each-way bet returns its win part plus its place part, each rounded down. */
export function eachWayReturn(bet: EachWayBet): { win: bigint; place: bigint; total: bigint } {
  const part = (odds: number, leg: RacingLegResult) =>
    floorOf(
      times(
        { numerator: bet.unitStake, denominator: 1n },
        racingLegFactor(odds, leg, bet.rule4Pence),
      ),
    );
  const win = part(bet.winOddsThousandths, bet.win);
  const place = part(bet.placeOddsThousandths, bet.place);
  return { win, place, total: win + place };
}

/**
 * RACE-012: the price a bet settles at: the taken price, or the starting price for an SP bet
 * (the SP is known only at the off).
 */
export function settlementPrice(
  bet: { price: 'taken'; oddsThousandths: number } | { price: 'sp' },
  startingPriceThousandths: number,
): number {
  return bet.price === 'sp' ? startingPriceThousandths : bet.oddsThousandths;
}

/**
 * RACE-014 (decision 072): an SP bet has no price at placement. It is checked against the stake
 * and payout limits, stored and shown as potential return at the most it can ever pay per unit:
 * the betting-core §4 cap, 40.00. Settlement replaces it by the starting price.
 */
export const SP_BOUND_THOUSANDTHS = ODDS_CAP * ODDS_SCALE;

/**
 * RACE-014: the price an SP leg settles at. The win line at the starting price; the each-way
 * place line at its fraction of the SP's winnings (RACE-002, exact on the 0.02 grid). Either is
 * capped at 40.00 when the leg is paid, like every price (`cappedOdds`).
 */
export function startingPriceOf(
  startingPriceThousandths: number,
  line: { kind: 'win' } | { kind: 'place'; terms: PlaceTerms },
): number {
  if (!Number.isInteger(startingPriceThousandths) || startingPriceThousandths <= ODDS_SCALE)
    throw new RangeError(`${startingPriceThousandths} is not a starting price`);
  return line.kind === 'win'
    ? startingPriceThousandths
    : placeOddsThousandths(startingPriceThousandths, line.terms);
}

/**
 * RACE-014 with RACE-005: an SP leg as the generic settlement takes it — at the line's starting
 * price for this outcome, **without** the line's Rule 4 deduction (the SP was formed without the
 * withdrawn runner), keeping the result and the dead-heat share. A void leg (a non-runner) needs
 * no price: the stake comes back.
 */
export function startingPriceLeg(
  leg: SettledLeg,
  startingPriceThousandths: number | undefined,
): SettledLeg | undefined {
  const { rule4Deduction: _taken, ...rest } = leg;
  if (leg.result === 'void') return { ...rest, oddsThousandths: SP_BOUND_THOUSANDTHS };
  // A settled racing line always names its SP; without one, wait rather than guess a price.
  if (startingPriceThousandths === undefined) return undefined;
  return { ...rest, oddsThousandths: startingPriceThousandths };
}
