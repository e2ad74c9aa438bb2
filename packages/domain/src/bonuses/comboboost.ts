import {
  BONUS_REFUSALS,
  matchesEventConditions,
  type BonusRefusal,
  type BonusSelection,
  type EventCondition,
} from './types';

/** One range of a comboboost: bets of minCount…maxCount selections get odds × multiplier. */
export interface BoostRange {
  minCount: number;
  maxCount: number;
  /** Thousandths, above 1000 (1100 = +10 %). */
  multiplierThousandths: number;
}

export interface ComboboostTerms {
  ranges: BoostRange[];
  /** Every counted leg has at least these odds, thousandths. */
  minLegOddsThousandths: number;
  eventConditions: EventCondition[];
}

/** BON-030: the range of a selection count, or undefined when none applies. */
export function rangeOf(terms: ComboboostTerms, count: number): BoostRange | undefined {
  return terms.ranges.find((r) => count >= r.minCount && count <= r.maxCount);
}

/** The largest multiplier of the campaign (the cap of BON-033). */
export const topMultiplier = (terms: ComboboostTerms): number =>
  terms.ranges.reduce((max, r) => Math.max(max, r.multiplierThousandths), 1000);

/**
 * BON-031: a comboboost carries a combo whose every leg has at least the minimum odds and meets
 * the event conditions, and whose selection count is in one of the ranges. The `odds` the
 * player sent must be the boosted odds the server computes (BON-032), else the player saw
 * another price.
 */
export function checkComboboost(
  terms: ComboboostTerms,
  bet: { type: 'single' | 'combo' | 'system'; selections: BonusSelection[] },
): BonusRefusal | undefined {
  if (bet.type !== 'combo')
    return { code: BONUS_REFUSALS.betType, message: 'A comboboost applies to combo bets only' };
  if (!rangeOf(terms, bet.selections.length))
    return {
      code: BONUS_REFUSALS.selectionCount,
      message: 'The comboboost does not apply to this number of selections',
    };
  if (bet.selections.some((s) => s.oddsThousandths < terms.minLegOddsThousandths))
    return {
      code: BONUS_REFUSALS.oddsOutOfRange,
      message: `Every selection needs odds of at least ${(terms.minLegOddsThousandths / 1000).toFixed(2)}`,
    };
  if (!bet.selections.every((s) => matchesEventConditions(s, terms.eventConditions)))
    return {
      code: BONUS_REFUSALS.eventConditions,
      message: 'The comboboost is not valid for these events',
    };
  return undefined;
}

/** BON-032: the boosted total odds shown before placing, thousandths, rounded down. */
export function boostedOdds(oddsThousandths: bigint, multiplierThousandths: number): bigint {
  return (oddsThousandths * BigInt(multiplierThousandths)) / 1000n;
}

/**
 * BON-033: the extra a comboboost pays at settlement, from the bonus budget. The range is chosen
 * by the legs that were not voided (a voided leg's factor is 1, so it also leaves the count);
 * below every range nothing is added. The extra is (multiplier − 1) × the gross payout when the
 * bet came out ahead (payout > stake), rounded down; a loss or a refund gets nothing. So a
 * boosted bet never pays less than unboosted nor more than the payout × the top multiplier.
 */
export function comboboostExtra(input: {
  terms: ComboboostTerms;
  stake: bigint;
  payout: bigint;
  legs: Array<{ voided: boolean }>;
}): { extra: bigint; multiplierThousandths: number } {
  const counted = input.legs.filter((l) => !l.voided).length;
  const range = rangeOf(input.terms, counted);
  if (!range || input.payout <= input.stake) return { extra: 0n, multiplierThousandths: 1000 };
  const extra = (input.payout * BigInt(range.multiplierThousandths - 1000)) / 1000n;
  return { extra, multiplierThousandths: range.multiplierThousandths };
}
