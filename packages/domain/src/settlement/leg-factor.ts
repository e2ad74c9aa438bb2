import { capOddsThousandths, ODDS_SCALE } from '../slip/odds';
import { fractionOf, ONE, ZERO } from './fraction';
import type { Fraction } from './fraction';

export type OutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export interface SettledLeg {
  oddsThousandths: number;
  result: OutcomeResult;
  /** 0 < f <= 1 */
  deadHeatFactor?: number;
  /** Racing Rule 4 (RACE-003): pence in the pound deducted from a win's winnings, 0–75. */
  rule4Deduction?: number;
}

const SCALE = BigInt(ODDS_SCALE);

/** A leg's accepted price as placement counted it: integer thousandths, at most ODDS_CAP. */
export function cappedOdds(oddsThousandths: number): bigint {
  if (!Number.isInteger(oddsThousandths) || oddsThousandths < ODDS_SCALE)
    throw new RangeError(`${oddsThousandths} is not a price in thousandths`);
  return BigInt(capOddsThousandths(oddsThousandths));
}

function deadHeat(factor: number | undefined): Fraction {
  if (factor === undefined) return ONE;
  if (!Number.isFinite(factor) || factor <= 0 || factor > 1)
    throw new RangeError(`A dead-heat factor is in (0, 1], not ${factor}`);
  return fractionOf(factor);
}

function rule4(pence: number | undefined): bigint {
  if (pence === undefined) return 0n;
  if (!Number.isInteger(pence) || pence < 0 || pence > 75)
    throw new RangeError(`A Rule 4 deduction is 0–75p, not ${pence}`);
  return BigInt(pence);
}

/**
 * What one unit staked on the leg returns (SETTLE-001): a win its odds (times the dead-heat
 * factor: that share of the stake is paid at full odds, the rest is lost), a loss nothing, a void
 * the stake, a half win half the stake at odds and half back, a half loss half back.
 */
export function legFactor(leg: SettledLeg): Fraction {
  const odds = cappedOdds(leg.oddsThousandths);
  switch (leg.result) {
    case 'win': {
      const share = deadHeat(leg.deadHeatFactor);
      const d = rule4(leg.rule4Deduction);
      if (d === 0n)
        return { numerator: odds * share.numerator, denominator: SCALE * share.denominator };
      // RACE-010: the winnings (odds − 1) reduced by d pence in the pound.
      return {
        numerator: (SCALE * 100n + (odds - SCALE) * (100n - d)) * share.numerator,
        denominator: SCALE * 100n * share.denominator,
      };
    }
    case 'lose':
      return ZERO;
    case 'void':
      return ONE;
    case 'half_win':
      return { numerator: SCALE + odds, denominator: 2n * SCALE };
    case 'half_lose':
      return { numerator: 1n, denominator: 2n };
    default:
      throw new RangeError(`Unknown result ${String(leg.result)}`);
  }
}
