import type { BonusRefusal, BonusSelection, EventCondition } from './types';
import { BONUS_REFUSALS, matchesEventConditions } from './types';

/**
 * Hunting and hunting tournaments (issue 19, account-platform §3 "Hunting, lootbox, tournament",
 * decision 055). Rule IDs HUN-…. A bet carries a hunting (or tournament) bonus the way it
 * carries a comboboost: `bonus {id, type}`; the stake of every qualifying bet is farmed as
 * points, in subunits of the campaign's currency (a point is a subunit staked: the leaderboard's
 * "farmed amount").
 */

/** A farming campaign's terms. */
export interface FarmingTerms {
  currency: string;
  minOddsThousandths: number | null;
  /** The least stake that farms, subunits. */
  minStake: bigint;
  eventConditions: readonly EventCondition[];
  /** An event farms once: a bet on an event farmed already does not qualify. */
  farmOncePerEvent: boolean;
}

/** A threshold of a hunting: reaching `points` available gives a freebet of `amount`. */
export interface HuntingThreshold {
  points: bigint;
  amount: bigint;
}

/**
 * HUN-001: a bet qualifies for farming when it is a single or a combo in the campaign's currency,
 * staked at least `minStake`, at total odds of at least `minOdds`, every selection meets the event
 * conditions, and (farm once per event) none of its events farmed already.
 */
export function checkFarming(
  terms: FarmingTerms,
  bet: {
    type: 'single' | 'combo' | 'system';
    stake: bigint;
    currency: string;
    /** The bet's total odds. */
    oddsThousandths: bigint;
    selections: readonly BonusSelection[];
  },
  farmedEventIds: ReadonlySet<number>,
): BonusRefusal | undefined {
  if (bet.type === 'system')
    return { code: BONUS_REFUSALS.betType, message: 'A system bet does not farm points' };
  if (bet.currency !== terms.currency)
    return { code: BONUS_REFUSALS.currency, message: `This bonus farms ${terms.currency} bets` };
  if (bet.stake < terms.minStake)
    return { code: BONUS_REFUSALS.stake, message: 'The stake is below the least that farms' };
  if (terms.minOddsThousandths !== null && bet.oddsThousandths < BigInt(terms.minOddsThousandths))
    return {
      code: BONUS_REFUSALS.oddsOutOfRange,
      message: `The odds must be at least ${(terms.minOddsThousandths / 1000).toFixed(2)}`,
    };
  if (!bet.selections.every((s) => matchesEventConditions(s, terms.eventConditions)))
    return {
      code: BONUS_REFUSALS.eventConditions,
      message: 'A selection is outside the events this bonus farms',
    };
  if (terms.farmOncePerEvent && bet.selections.some((s) => farmedEventIds.has(s.eventId)))
    return {
      code: BONUS_REFUSALS.eventConditions,
      message: 'An event of this bet has farmed points already',
    };
  return undefined;
}

/** What farming knows of one bet that carries the bonus. */
export interface FarmedBet {
  stake: bigint;
  /** open: not settled yet; counted: settled and not void; void: cancelled, refunded whole or cashed out. */
  state: 'open' | 'counted' | 'void';
}

/** HUN-002: the state of a farming bet from the bet's status and result. */
export function farmedStateOf(status: string, result: string): FarmedBet['state'] {
  if (status === 'cancelled' || status === 'rejected' || result === 'canceled') return 'void';
  // A bet cashed out in full ended before its result: it farms nothing (decision 055).
  if (result === 'refund_entire' || status === 'cashed_out' || result === 'cashed_out')
    return 'void';
  if (status === 'done') return 'counted';
  return 'open';
}

/**
 * HUN-003: points. Potential points are the stakes of open bets; available points the stakes of
 * settled bets that stood (won, lost, half results); a void or cashed-out bet farms nothing. The
 * sum is computed from the bets each time, so a retried placement or a resettlement can neither
 * lose nor double a point.
 */
export function farmingPoints(bets: readonly FarmedBet[]): {
  available: bigint;
  potential: bigint;
} {
  let available = 0n;
  let potential = 0n;
  for (const b of bets) {
    if (b.state === 'counted') available += b.stake;
    else if (b.state === 'open') potential += b.stake;
  }
  return { available, potential };
}

/** Thresholds in ascending order of points (ties keep their order). */
export const sortThresholds = (thresholds: readonly HuntingThreshold[]) =>
  [...thresholds].sort((a, b) => (a.points < b.points ? -1 : a.points > b.points ? 1 : 0));

/**
 * HUN-010: the freebets a hunting owes at `available` points: one per threshold reached, by its
 * index in ascending order. Reaching a threshold is for good: a freebet issued is not taken back
 * when a resettlement lowers the points (its id is the hunting's and the index, so it is issued
 * once).
 */
export function freebetsDue(
  thresholds: readonly HuntingThreshold[],
  available: bigint,
): Array<{ index: number; amount: bigint }> {
  return sortThresholds(thresholds).flatMap((t, index) =>
    t.points <= available ? [{ index, amount: t.amount }] : [],
  );
}

/** HUN-011: the next threshold above `points` (the progress bar's end), or undefined at the top. */
export function nextThreshold(
  thresholds: readonly HuntingThreshold[],
  points: bigint,
): (HuntingThreshold & { index: number }) | undefined {
  const sorted = sortThresholds(thresholds);
  const index = sorted.findIndex((t) => t.points > points);
  return index < 0 ? undefined : { ...sorted[index]!, index };
}

/** HUN-012: the freebet amount reached when the potential points stand too. */
export function potentialFreebetAmount(
  thresholds: readonly HuntingThreshold[],
  available: bigint,
  potential: bigint,
): bigint {
  const now = freebetsDue(thresholds, available);
  const then = freebetsDue(thresholds, available + potential);
  return then.slice(now.length).reduce((sum, f) => sum + f.amount, 0n);
}

/** One player's score in a tournament. */
export interface TournamentScore {
  playerId: number;
  points: bigint;
  /** When the score was reached (the last counted bet's settlement). */
  reachedAt: Date;
}

/**
 * TOU-001: the leaderboard. More points rank higher; equal points: who reached the score first
 * ranks higher; then the lower player id (a total order, so every rank has one player and a
 * payout never splits). Players with no points are not ranked.
 */
export function rankTournament<T extends TournamentScore>(
  scores: readonly T[],
): Array<T & { position: number }> {
  return scores
    .filter((s) => s.points > 0n)
    .sort(
      (a, b) =>
        (a.points > b.points ? -1 : a.points < b.points ? 1 : 0) ||
        a.reachedAt.getTime() - b.reachedAt.getTime() ||
        a.playerId - b.playerId,
    )
    .map((s, i) => ({ ...s, position: i + 1 }));
}

/**
 * TOU-010: the prizes of the ranks: the initial pool split by each rank's share in basis points
 * (10000 = the whole pool), rounded down; what rounding leaves stays in the bonus budget. Ranks
 * beyond the ranked players get nothing (their share is not paid out).
 */
export function tournamentPrizes(pool: bigint, sharesBasisPoints: readonly number[]): bigint[] {
  return sharesBasisPoints.map((share) => (pool * BigInt(share)) / 10_000n);
}
