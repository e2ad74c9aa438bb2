import type { BetBonusInput, BonusWire } from '@sportsbook/contract';
import {
  betOdds,
  betReturn,
  boostedOdds,
  comboboostExtra,
  freebetReturn,
  type SlipBet,
} from '@sportsbook/domain';

/**
 * The bonuses a slip bet may carry (betting-core §3 availableBonuses, §4; issue 19, decision
 * 051): judged here with what the slip knows (bet type, currency, selection count, odds, match
 * status), so the player only sees bonuses that fit. Event conditions name sports, categories and
 * tournaments the slip does not hold: the server judges those at placement (decision 044) and
 * refuses the bet by name.
 */

/** Thousandths of a decimal price, rounded down as the server does. */
const thousandths = (odds: number) => Math.floor(odds * 1000 + 1e-6);

/** A usable bonus: available or active, not used up. */
function usable(bonus: BonusWire): boolean {
  return (
    (bonus.status === 'available' || bonus.status === 'active') &&
    bonus.times_used < bonus.uses_count
  );
}

function matchStatusFits(bonus: BonusWire, bet: SlipBet): boolean {
  return bet.selections.every((s) =>
    bonus.match_status === 'any'
      ? s.matchStatus === 0 || s.matchStatus === 1
      : s.matchStatus === (bonus.match_status === 'live' ? 1 : 0),
  );
}

/** The range of a comboboost for a count of selections, if any. */
export function boostRangeOf(bonus: BonusWire, count: number) {
  return bonus.ranges.find((r) => count >= r.min_count && count <= r.max_count);
}

/** BON-010 as the slip can judge it: a freebet fits a single or combo in its currency. */
function freebetFits(bonus: BonusWire, bet: SlipBet): boolean {
  if (bet.betType === 'system' || bonus.currency !== bet.currency) return false;
  const count = bet.selections.length;
  if (count < bonus.selection_count_from || count > bonus.selection_count_to) return false;
  const odds = betOdds(bet);
  if (odds === null) return false;
  const total = thousandths(odds);
  if (bonus.min_odds !== null && total < thousandths(bonus.min_odds)) return false;
  if (bonus.max_odds !== null && total > thousandths(bonus.max_odds)) return false;
  return matchStatusFits(bonus, bet) && BigInt(bonus.amount ?? '0') > 0n;
}

/** BON-031 as the slip can judge it: a combo in a range, every leg at the minimum odds. */
function comboboostFits(bonus: BonusWire, bet: SlipBet): boolean {
  if (bet.betType !== 'combo') return false;
  if (!boostRangeOf(bonus, bet.selections.length)) return false;
  const minLeg = bonus.min_odds === null ? 1000 : thousandths(bonus.min_odds);
  return bet.selections.every((s) => thousandths(s.acceptedOdds) >= minLeg);
}

/**
 * HUN-001 as the slip can judge it (decision 055): a single or combo in the campaign's currency,
 * staked at least the least that farms, at the minimum total odds, on no event farmed already.
 */
function farmingFits(bonus: BonusWire, bet: SlipBet): boolean {
  const farming = bonus.farming;
  if (!farming || bet.betType === 'system' || bonus.currency !== bet.currency) return false;
  if (bet.stake < BigInt(farming.min_stake)) return false;
  const odds = betOdds(bet);
  if (odds === null) return false;
  if (bonus.min_odds !== null && thousandths(odds) < thousandths(bonus.min_odds)) return false;
  return (
    !farming.farm_once_per_event ||
    bet.selections.every((s) => !farming.farmed_event_ids.includes(s.match.matchId))
  );
}

const fits = (bonus: BonusWire, bet: SlipBet) =>
  bonus.bonus_type === 'freebet'
    ? freebetFits(bonus, bet)
    : bonus.bonus_type === 'comboboost'
      ? comboboostFits(bonus, bet)
      : // A lootbox is opened, never staked (decision 056).
        bonus.bonus_type !== 'lootbox' && farmingFits(bonus, bet);

/**
 * availableBonuses of a bet (betting-core §3), in the order the player sees them. None for a bet
 * at SP: its price is not known until the off, and the server refuses a bonus on it (decision 072).
 */
export function availableBonuses(bet: SlipBet, bonuses: readonly BonusWire[]): BonusWire[] {
  if (bet.selections.some((selection) => selection.oddsType === 'sp')) return [];
  return bonuses.filter((bonus) => usable(bonus) && fits(bonus, bet));
}

/** §4: the order auto-select prefers. */
const AUTO_SELECT_ORDER = ['hunting', 'tournament', 'comboboost'] as const;

/**
 * §4 auto-select: hunting → tournament → comboboost, the first type with a bonus that fits; a
 * freebet is never taken for the player (it replaces the stake they typed, so it is their choice).
 */
export function autoSelectedBonus(available: readonly BonusWire[]): BonusWire | undefined {
  for (const type of AUTO_SELECT_ORDER) {
    const found = available.find((bonus) => bonus.bonus_type === type);
    if (found) return found;
  }
  return undefined;
}

/** What a bonus does to a bet before it is placed: the odds shown and the return's bonus part. */
export interface BonusPreview {
  /** The stake the bet is placed with (a freebet's whole amount), subunits. */
  stake: bigint;
  /** The odds the player sees (boosted for a comboboost), decimal. */
  odds: number | null;
  /** What the bet returns if it wins, with the bonus, subunits. */
  potentialReturn: bigint;
  /** The bonus's part of that return (a comboboost's extra, a freebet's winnings), subunits. */
  bonusPart: bigint;
}

export function bonusPreview(bet: SlipBet, bonus: BonusWire): BonusPreview {
  if (bonus.bonus_type === 'freebet') {
    const stake = BigInt(bonus.amount ?? '0');
    const payout = betReturn({ ...bet, stake }).potentialReturn;
    const variant = bonus.type ?? 'freebet_only_win';
    const { cash } = freebetReturn({ variant, stake, payout, amount: stake });
    return {
      stake,
      odds: betOdds(bet),
      potentialReturn: cash,
      // The player's own money at risk is nothing (only/all win): all of the return is the bonus's.
      bonusPart: variant === 'freebet_no_risk' ? 0n : cash,
    };
  }
  const odds = betOdds(bet);
  const range =
    bonus.bonus_type === 'comboboost' ? boostRangeOf(bonus, bet.selections.length) : undefined;
  const payout = betReturn(bet).potentialReturn;
  // A hunting or a tournament farms points; the bet itself is a cash bet.
  if (odds === null || !range)
    return { stake: bet.stake, odds, potentialReturn: payout, bonusPart: 0n };
  const multiplier = Math.round(range.bonus_odds * 1000);
  const { extra } = comboboostExtra({
    terms: {
      ranges: [
        { minCount: range.min_count, maxCount: range.max_count, multiplierThousandths: multiplier },
      ],
      minLegOddsThousandths: 1000,
      eventConditions: [],
    },
    stake: bet.stake,
    payout,
    legs: bet.selections.map(() => ({ voided: false })),
  });
  return {
    stake: bet.stake,
    odds: Number(boostedOdds(BigInt(thousandths(odds)), multiplier)) / 1000,
    potentialReturn: payout + extra,
    bonusPart: extra,
  };
}

/** The placement's `bonus {id, type, odds}` of a bet (betting-core §7). */
export function bonusInputOf(bet: SlipBet, bonus: BonusWire): BetBonusInput {
  const { odds } = bonusPreview(bet, bonus);
  const type = bonus.bonus_type;
  // availableBonuses never offers one: a lootbox is opened, not staked (decision 056).
  if (type === 'lootbox') throw new Error('A lootbox cannot go on a bet');
  return {
    id: bonus.id,
    type,
    ...(bonus.bonus_type === 'comboboost' && odds !== null ? { odds } : {}),
  };
}

/**
 * The bonus a bet carries now: the player's choice when it still fits, none when they took it
 * off (null), else the auto-selected one. Bonuses go on a slip of one bet (a single or a combo):
 * several singles share one stake field, and a freebet fixes its bet's stake (decision 052).
 */
export function effectiveBonus(
  bets: readonly SlipBet[],
  usableBonuses: readonly BonusWire[],
  chosen: Readonly<Record<string, string | null>>,
): { bet: SlipBet; available: BonusWire[]; bonus: BonusWire | undefined } | undefined {
  const [bet] = bets;
  if (!bet || bets.length !== 1 || bet.betType === 'system') return undefined;
  const available = availableBonuses(bet, usableBonuses);
  const choice = chosen[bet.id];
  const bonus =
    choice === null
      ? undefined
      : choice === undefined
        ? autoSelectedBonus(available)
        : available.find((b) => b.id === choice);
  return { bet, available, bonus };
}

/** A freebet that pays the stake from the bonus budget: the player's balance is not needed. */
export const stakeFromBonus = (bonus: BonusWire | undefined): boolean =>
  bonus?.bonus_type === 'freebet' && bonus.type !== 'freebet_no_risk';

/** One slip bet with the bonuses it may carry and the one it carries. */
export interface SlipBetBonus {
  bet: SlipBet;
  available: BonusWire[];
  bonus: BonusWire | undefined;
}

/** Several singles (not a combo or system): each may carry a freebet of its own (decision 063). */
const isSeveralSingles = (bets: readonly SlipBet[]) =>
  bets.length > 1 && bets.every((bet) => bet.betType === 'single');

/**
 * The bonus of every slip bet. A slip of one bet: as `effectiveBonus`. Several singles (decision
 * 063): each single may carry a freebet the player picks (never auto-selected, like on one bet);
 * a freebet carries one single (BON-012), so one another single holds is not offered, and when two
 * singles name the same one (a stored choice), the first in the slip keeps it.
 */
export function effectiveBonuses(
  bets: readonly SlipBet[],
  usableBonuses: readonly BonusWire[],
  chosen: Readonly<Record<string, string | null>>,
): SlipBetBonus[] {
  const one = effectiveBonus(bets, usableBonuses, chosen);
  if (one) return [one];
  if (!isSeveralSingles(bets)) return [];
  const freebets = usableBonuses.filter((bonus) => bonus.bonus_type === 'freebet');
  const held = new Set<string>();
  const picked = bets.map((bet) => {
    const fitting = availableBonuses(bet, freebets);
    const choice = chosen[bet.id];
    const bonus = fitting.find((b) => b.id === choice && !held.has(b.id));
    if (bonus) held.add(bonus.id);
    return { bet, fitting, bonus };
  });
  return picked.map(({ bet, fitting, bonus }) => ({
    bet,
    bonus,
    available: fitting.filter((b) => b.id === bonus?.id || !held.has(b.id)),
  }));
}

/** The slip's totals with its bonuses: what the player pays, what freebets pay, the return. */
export interface SlipBonusTotals {
  /** The stakes the player pays (a no-risk freebet's bet is the player's stake), subunits. */
  cashStake: bigint;
  /** The stakes freebets pay from the bonus budget, subunits. */
  freebetStake: bigint;
  /** What every bet returns if it wins, each with its bonus (BON-020…033), subunits. */
  potentialReturn: bigint;
  /** The slip bets whose stake a freebet pays (CHECK-014). */
  stakedByBonus: ReadonlySet<string>;
}

export function slipBonusTotals(
  bets: readonly SlipBet[],
  bonuses: readonly SlipBetBonus[],
): SlipBonusTotals {
  let cashStake = 0n;
  let freebetStake = 0n;
  let potentialReturn = 0n;
  const stakedByBonus = new Set<string>();
  for (const bet of bets) {
    const bonus = bonuses.find((entry) => entry.bet.id === bet.id)?.bonus;
    const returns = betReturn(bet);
    if (stakeFromBonus(bonus)) {
      freebetStake += bet.stake;
      stakedByBonus.add(bet.id);
    } else cashStake += returns.totalStake;
    potentialReturn += bonus ? bonusPreview(bet, bonus).potentialReturn : returns.potentialReturn;
  }
  return { cashStake, freebetStake, potentialReturn, stakedByBonus };
}

/**
 * A freebet's boost as the slip shows it (decision 058): the multiplier and the amount before,
 * once boosted; nothing otherwise.
 */
export function freebetBoostOf(
  bonus: BonusWire,
): { multiplier: number; from: bigint; to: bigint } | undefined {
  const boost = bonus.boost;
  if (bonus.bonus_type !== 'freebet' || !boost?.boosted || boost.boosted_from === null)
    return undefined;
  return {
    multiplier: boost.multiplier,
    from: BigInt(boost.boosted_from),
    to: BigInt(bonus.amount ?? '0'),
  };
}
