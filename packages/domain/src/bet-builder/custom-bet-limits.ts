import type { BonusRefusal, BonusType } from '../bonuses/types';
import { BONUS_REFUSALS } from '../bonuses/types';
import { maxPayoutOf, potentialReturn, stakeFromPotentialWin } from '../slip/returns';

/**
 * BB-008 (decision 064): the largest stake of a custom bet. Two limits, the lower wins:
 * - the configured share of the currency's maximum stake (`CUSTOM_BET_MAX_STAKE_PERCENT`, 25 by
 *   default): a custom bet rests on one match model and its legs move together, so one ticket
 *   carries more of the book's model risk than a combo of independent matches;
 * - the stake whose potential win (stake × price, rounded down) stays within MAX_PAYOUT at the
 *   price offered — the last subunit that does not pay past the cap.
 */
export const CUSTOM_BET_MAX_STAKE_PERCENT = 25;

export function customBetMaxStake(input: {
  /** The combined price offered. */
  odds: number;
  currency: string;
  /** The currency's maximum stake of any bet, subunits. */
  maxStake: bigint;
  /** Share of `maxStake` a custom bet may carry, whole percent (1–100). */
  percent?: number;
}): bigint {
  const percent = BigInt(
    Math.min(100, Math.max(1, Math.trunc(input.percent ?? CUSTOM_BET_MAX_STAKE_PERCENT))),
  );
  const configured = (input.maxStake * percent) / 100n;
  const single = { kind: 'single', odds: input.odds } as const;
  const cap = maxPayoutOf(input.currency);
  let byPayout = stakeFromPotentialWin({ ...single, potentialWin: cap, currency: input.currency });
  const at = potentialReturn({ ...single, stake: byPayout, currency: input.currency });
  if (at.capped) byPayout -= 1n;
  const max = byPayout < configured ? byPayout : configured;
  return max < 0n ? 0n : max;
}

/**
 * BB-009 (decision 064): no bonus carries a custom bet — no freebet, no comboboost, and it farms
 * no hunting or tournament points. Its price is the model's joint probability with its own
 * margin (CUSTOM_BET_OVERROUND); a comboboost is a premium on independent matches, which a
 * same-match combination is not, and a freebet's stake would be priced by the same correlated
 * model the book cannot hedge. The reason the bonus is refused, for every bonus type.
 */
export function customBetBonusRefusal(type: BonusType): BonusRefusal {
  const what =
    type === 'freebet' ? 'A freebet' : type === 'comboboost' ? 'A comboboost' : 'A bonus';
  return {
    code: BONUS_REFUSALS.betType,
    message: `${what} cannot be used on a bet builder bet`,
  };
}

/**
 * BB-010 (decision 064): the current price a custom bet with a part that can be void (draw no
 * bet) is cashed out against. The cashout of a single is stake × placed / current (decision
 * 059); with a void possible, the bet is worth placed × P(win) + P(void) per unit staked (a void
 * gives the stake back), not placed × P(win | not void). With the margined conditional price C,
 * P(win) = (1 − P(void)) / C, so the equivalent current price is
 * placed / (placed × (1 − P(void)) / C + P(void)) — equal to C when nothing can be void or the
 * price has not moved.
 */
export function customBetCashoutOdds(input: {
  /** The combination's margined price now (`priceCustomBet(...).odds`). */
  odds: number;
  /** P(some part void, none lost) now (`priceCustomBet(...).voidProbability`). */
  voidProbability: number;
  /** The price the bet was placed at. */
  placedOdds: number;
}): number {
  const { odds, voidProbability: v, placedOdds } = input;
  if (v <= 0) return odds;
  const worth = (placedOdds * (1 - v)) / odds + v;
  return Math.max(1, placedOdds / worth);
}
