import { cappedOdds } from '../settlement/leg-factor';
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
