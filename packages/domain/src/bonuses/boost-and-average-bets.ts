import type { MoneyPlan } from '../ledger/plan';
import { USABLE_STATUSES } from './bonus-plans';

/**
 * Freebet boost and average-bets freebets (issue 19, decision 058).
 *
 * A freebet is a promise, not money, until it is staked (decision 044): its stake is then the
 * bonus budget's posting (BON-040). So a boost moves no money when it is made: it is a plan that
 * changes the promise under row checks (once, before any use), and the budget pays the boosted
 * amount when the freebet is staked. An average-bets freebet is issued by a plan that ends the
 * player's progress row and inserts the freebet in one commit, under the same kind of checks.
 */

/** FBB-001: the boosted amount, rounded down; never less than the amount. */
export function boostedAmount(amount: bigint, multiplierThousandths: number): bigint {
  const boosted = (amount * BigInt(multiplierThousandths)) / 1000n;
  return boosted > amount ? boosted : amount;
}

/** What a boost reads of the player's freebet. */
export interface BoostableFreebet {
  id: string;
  type: string;
  status: string;
  timesUsed: number;
  boosted: boolean;
  amount: bigint | null;
  /** The campaign's boost multiplier in thousandths, or null: not boostable. */
  boostMultiplierThousandths: number | null;
}

export type BoostRefusal =
  'bonus_not_boostable' | 'bonus_already_boosted' | 'bonus_already_used' | 'bonus_not_available';

/**
 * FBB-002: whether a freebet can be boosted now. Only a freebet whose campaign names a multiplier
 * above 1 is boostable; it is boosted once, while usable and before any use.
 */
export function boostRefusal(f: BoostableFreebet): BoostRefusal | null {
  if (
    f.type !== 'freebet' ||
    f.boostMultiplierThousandths === null ||
    f.boostMultiplierThousandths <= 1000 ||
    f.amount === null ||
    f.amount <= 0n
  )
    return 'bonus_not_boostable';
  if (f.boosted) return 'bonus_already_boosted';
  if (f.timesUsed > 0) return 'bonus_already_used';
  if (!USABLE_STATUSES.includes(f.status)) return 'bonus_not_available';
  return null;
}

/**
 * FBB-003: the boost as a plan. At commit the freebet must still be usable, unused and not
 * boosted (row checks: two boosts racing get one; a bet staking it first refuses the boost); it
 * then carries the boosted amount and remembers the amount before.
 */
export function freebetBoostPlan(f: BoostableFreebet): { plan: MoneyPlan; amount: bigint } {
  const refusal = boostRefusal(f);
  if (refusal) throw new Error(`FBB-003: ${f.id} cannot be boosted (${refusal})`);
  const amount = boostedAmount(f.amount!, f.boostMultiplierThousandths!);
  const row = (column: string, states: string[]) =>
    ({ type: 'row-state', table: 'player_bonuses', id: f.id, column, states }) as const;
  return {
    amount,
    plan: {
      checks: [
        row('status', USABLE_STATUSES),
        row('timesUsed', ['0']),
        row('boosted', ['false']),
        row('amount', [f.amount!.toString()]),
      ],
      transfers: [],
      inserts: [],
      updates: [
        {
          table: 'player_bonuses',
          id: f.id,
          set: { amount, boosted: true, boostedFrom: f.amount },
        },
      ],
    },
  };
}

/** Average-bets terms (decision 058). */
export interface AverageBetsTerms {
  betsCount: number;
  minStake: bigint;
  /** Ascending by `fromAverageStake`. */
  ranges: Array<{ fromAverageStake: bigint; amount: bigint }>;
}

export interface AverageBetsProgress {
  /** Qualifying bets counted (at most `betsCount`). */
  progress: number;
  possible: number;
  /** Floor of the mean stake of the counted bets; 0 when none. */
  averageStake: bigint;
  complete: boolean;
  /** The freebet the average stake gives now, 0 below every range. */
  amount: bigint;
}

/**
 * AMB-001: the progress from the stakes of the player's bets in order of placement. A bet of at
 * least `minStake` counts; the first `betsCount` of them make the progress and their mean stake
 * picks the range (the highest range whose start it reaches).
 */
export function averageBetsProgress(
  stakes: bigint[],
  terms: AverageBetsTerms,
): AverageBetsProgress {
  const counted = stakes.filter((s) => s >= terms.minStake).slice(0, terms.betsCount);
  const averageStake = counted.length
    ? counted.reduce((a, b) => a + b, 0n) / BigInt(counted.length)
    : 0n;
  const range = [...terms.ranges]
    .sort((a, b) => (a.fromAverageStake < b.fromAverageStake ? -1 : 1))
    .filter((r) => averageStake >= r.fromAverageStake)
    .pop();
  return {
    progress: counted.length,
    possible: terms.betsCount,
    averageStake,
    complete: counted.length >= terms.betsCount,
    amount: counted.length ? (range?.amount ?? 0n) : 0n,
  };
}

/**
 * AMB-002: issuing the freebet as a plan. The player's progress row must still be usable and
 * unused at commit (row checks: two requests racing issue one freebet); it ends (bonus_over) and
 * the freebet row is inserted in the same commit.
 */
export function averageBetsIssuePlan(input: {
  progressBonusId: string;
  freebet: Record<string, unknown>;
}): MoneyPlan {
  const row = (column: string, states: string[]) =>
    ({
      type: 'row-state',
      table: 'player_bonuses',
      id: input.progressBonusId,
      column,
      states,
    }) as const;
  return {
    checks: [row('status', USABLE_STATUSES), row('timesUsed', ['0'])],
    transfers: [],
    inserts: [{ table: 'player_bonuses', rows: [input.freebet] }],
    updates: [
      {
        table: 'player_bonuses',
        id: input.progressBonusId,
        set: { status: 'bonus_over', timesUsed: 1 },
      },
    ],
  };
}
