import {
  BONUS_REFUSALS,
  matchesEventConditions,
  matchesMatchStatus,
  type BonusRefusal,
  type BonusSelection,
  type EventCondition,
  type FreebetVariant,
  type MatchStatusCondition,
} from './types';

/** A freebet's terms (its campaign) and what is left of it for the player. */
export interface FreebetTerms {
  variant: FreebetVariant;
  /** The freebet's amount, subunits, in `currency`. */
  amount: bigint;
  currency: string;
  /** Bounds on the bet's total odds, thousandths (inclusive); null: none. */
  minOddsThousandths: number | null;
  maxOddsThousandths: number | null;
  selectionCountFrom: number;
  selectionCountTo: number;
  matchStatus: MatchStatusCondition;
  eventConditions: EventCondition[];
}

export interface FreebetBet {
  type: 'single' | 'combo' | 'system';
  stake: bigint;
  currency: string;
  /** The bet's total odds as accepted, thousandths. */
  oddsThousandths: bigint;
  selections: BonusSelection[];
}

/**
 * BON-010: a freebet carries a bet when the bet is a single or a combo in the freebet's currency,
 * its selection count is within [from, to], its total odds within [min, max], every selection is
 * in the match status and meets the event conditions, and the stake is above 0 and at most the
 * freebet's amount. BON-011: a freebet is used once and whole: staking less than its amount
 * forfeits the rest (decision 044); the web always offers the whole amount.
 */
export function checkFreebet(terms: FreebetTerms, bet: FreebetBet): BonusRefusal | undefined {
  if (bet.type === 'system')
    return { code: BONUS_REFUSALS.betType, message: 'A freebet cannot carry a system bet' };
  if (bet.currency !== terms.currency)
    return {
      code: BONUS_REFUSALS.currency,
      message: `The freebet is in ${terms.currency}`,
    };
  const count = bet.selections.length;
  if (count < terms.selectionCountFrom || count > terms.selectionCountTo)
    return {
      code: BONUS_REFUSALS.selectionCount,
      message: `The freebet needs ${terms.selectionCountFrom} to ${terms.selectionCountTo} selections`,
    };
  if (
    (terms.minOddsThousandths !== null && bet.oddsThousandths < BigInt(terms.minOddsThousandths)) ||
    (terms.maxOddsThousandths !== null && bet.oddsThousandths > BigInt(terms.maxOddsThousandths))
  )
    return {
      code: BONUS_REFUSALS.oddsOutOfRange,
      message: `The freebet needs odds from ${oddsText(terms.minOddsThousandths) ?? '1.00'} to ${oddsText(terms.maxOddsThousandths) ?? 'any'}`,
    };
  if (!bet.selections.every((s) => matchesMatchStatus(s, terms.matchStatus)))
    return {
      code: BONUS_REFUSALS.matchStatus,
      message: `The freebet is for ${terms.matchStatus === 'live' ? 'live' : 'prematch'} matches only`,
    };
  if (!bet.selections.every((s) => matchesEventConditions(s, terms.eventConditions)))
    return {
      code: BONUS_REFUSALS.eventConditions,
      message: 'The freebet is not valid for these events',
    };
  if (bet.stake <= 0n || bet.stake > terms.amount)
    return {
      code: BONUS_REFUSALS.stake,
      message: 'The stake of a freebet bet is at most the freebet amount',
    };
  return undefined;
}

const oddsText = (thousandths: number | null) =>
  thousandths === null ? undefined : (thousandths / 1000).toFixed(2);

/** Whether the player's cash pays the stake (no_risk) or the bonus budget does (the others). */
export const freebetStakeFromBudget = (variant: FreebetVariant): boolean =>
  variant !== 'freebet_no_risk';

export interface FreebetReturn {
  /** Cash the player is paid at settlement, subunits. */
  cash: bigint;
  /** A freebet to issue back to the player (no_risk on a lost bet), subunits; 0n: none. */
  freebetBack: bigint;
}

/**
 * BON-020…023: what a settled freebet bet returns, from `payout`, the gross amount the same bet
 * would pay with a cash stake (stake included, rounded down as settlement does).
 * - BON-021 freebet_only_win: the winnings only, payout − stake, never the stake; a void or half
 *   loss returns nothing.
 * - BON-022 freebet_all_win: the gross payout, as a cash bet (a void returns the stake).
 * - BON-023 freebet_no_risk: a cash bet; the gross payout, and when it loses entirely a freebet
 *   (freebet_only_win) of the stake, at most the no-risk amount.
 */
export function freebetReturn(input: {
  variant: FreebetVariant;
  stake: bigint;
  payout: bigint;
  amount: bigint;
}): FreebetReturn {
  const { variant, stake, payout } = input;
  switch (variant) {
    case 'freebet_only_win':
      return { cash: payout > stake ? payout - stake : 0n, freebetBack: 0n };
    case 'freebet_all_win':
      return { cash: payout, freebetBack: 0n };
    case 'freebet_no_risk':
      return {
        cash: payout,
        freebetBack: payout === 0n ? (stake < input.amount ? stake : input.amount) : 0n,
      };
  }
}
