import type { MoneyPlan, PlanCheck, Posting } from '../ledger/plan';
import type { SettlementPlan } from '../ledger/settlement-plan';
import type { BonusType, FreebetVariant } from './types';

/**
 * Bonus money in the plans (decision 044). Every bonus amount is a posting against the bonus
 * budget system account of the currency (`bonus`), never a number edited in place:
 * - BON-040 freebet stake (only_win, all_win): the bet's `bet` transfer takes the stake from the
 *   bonus budget instead of the player; the player's cash is untouched;
 * - BON-041 freebet winnings: settlement pays the variant's cash (BON-020) house → player;
 * - BON-042 comboboost extra: settlement pays the boost's part bonus budget → player in the same
 *   transfer as the house's part, and records it on the bet's bonus row so that a reversal takes
 *   it back to the budget;
 * - a freebet issued (promo code, operator, no-risk loss) is a promise, not money: a row of the
 *   player's bonuses; it becomes a movement only when staked.
 */

/** The player's bonus row a bet uses, as placement read it. */
export interface UsedBonus {
  playerBonusId: string;
  type: BonusType;
  variant: FreebetVariant | null;
  status: string;
  timesUsed: number;
  usesCount: number;
  /** Freebets: their amount; comboboost: 0n. */
  amount: bigint;
  /** Comboboost: the multiplier of the bet's range, thousandths; freebets: 1000. */
  multiplierThousandths: number;
}

export interface BonusPlacementPart {
  betId: string;
  playerId: number;
  currency: string;
  stake: bigint;
  bonus: UsedBonus;
  createdAt: Date;
}

/** The statuses in which a bonus can carry a bet. */
export const USABLE_STATUSES = ['available', 'active'];

/**
 * BON-043: adds the bonus of each bet to a placement's plan. At commit time the player's bonus
 * must still be usable and used as many times as it was read (a row check: two bets racing for
 * one freebet, one wins); the use is counted on it, its last use ends it (bonus_over), and the
 * bet's bonus row is written. A budget-funded freebet's stake comes from the bonus budget.
 */
export function addBonusesToPlacement(plan: MoneyPlan, parts: BonusPlacementPart[]): MoneyPlan {
  if (parts.length === 0) return plan;
  const checks: PlanCheck[] = [];
  const updates = [...(plan.updates ?? [])];
  const rows: Array<Record<string, unknown>> = [];
  for (const part of parts) {
    const { bonus } = part;
    checks.push(
      {
        type: 'row-state',
        table: 'player_bonuses',
        id: bonus.playerBonusId,
        column: 'status',
        states: USABLE_STATUSES,
      },
      {
        type: 'row-state',
        table: 'player_bonuses',
        id: bonus.playerBonusId,
        column: 'timesUsed',
        states: [String(bonus.timesUsed)],
      },
    );
    const timesUsed = bonus.timesUsed + 1;
    updates.push({
      table: 'player_bonuses',
      id: bonus.playerBonusId,
      set: {
        timesUsed,
        status: timesUsed >= bonus.usesCount ? 'bonus_over' : 'active',
      },
    });
    const fromBudget = bonus.type === 'freebet' && bonus.variant !== 'freebet_no_risk';
    if (fromBudget) {
      const transfer = plan.transfers.find((t) => t.kind === 'bet' && t.reference === part.betId);
      if (!transfer) throw new Error(`no bet transfer for ${part.betId}`);
      transfer.postings = transfer.postings.map((p): Posting =>
        'accountId' in p.account
          ? { account: { system: 'bonus', currency: part.currency }, amount: p.amount }
          : p,
      );
      transfer.metadata = { ...transfer.metadata, bonus: bonus.playerBonusId };
    }
    rows.push({
      id: part.betId,
      playerBonusId: bonus.playerBonusId,
      playerId: part.playerId,
      type: bonus.type,
      variant: bonus.variant,
      multiplierThousandths: bonus.multiplierThousandths,
      freebetStake: bonus.type === 'freebet' ? part.stake : 0n,
      fromBudget,
      bonusPaid: 0n,
      freebetBack: false,
      createdAt: part.createdAt,
    });
  }
  return {
    ...plan,
    checks: [...plan.checks, ...checks],
    inserts: [...plan.inserts, { table: 'bet_bonuses', rows }],
    updates,
  };
}

/**
 * BON-044: the bonus part of a settlement. `bonusDue` is what the bonus budget owes the bet now
 * (a comboboost's extra), `bonusPaid` what it paid so far. The settlement's one transfer
 * (house ↔ player, of the whole difference) is split: the budget's part of it moves
 * budget ↔ player, the rest house ↔ player. A reversal the player cannot cover takes back the
 * budget's part first. The bet's bonus row records what the budget paid, guarded by a row check.
 */
export function addBonusToSettlement(
  planned: SettlementPlan,
  input: { betId: string; currency: string; bonusDue: bigint; bonusPaid: bigint },
): SettlementPlan {
  const { plan, delta, shortfall } = planned;
  let bonusDelta = input.bonusDue - input.bonusPaid;
  if (shortfall > 0n && bonusDelta < delta) bonusDelta = delta;
  if (delta === 0n || bonusDelta === 0n) return planned;
  const transfer = plan.transfers.find((t) => t.kind === 'settlement');
  if (!transfer) return planned;
  const bonusPosting: Posting = {
    account: { system: 'bonus', currency: input.currency },
    amount: -bonusDelta,
  };
  transfer.postings = [
    ...transfer.postings.map((p): Posting =>
      'system' in p.account ? { ...p, amount: -(delta - bonusDelta) } : p,
    ),
    bonusPosting,
  ].filter((p) => p.amount !== 0n);
  transfer.metadata = { ...transfer.metadata, bonus: bonusDelta.toString() };
  plan.checks.push({
    type: 'row-state',
    table: 'bet_bonuses',
    id: input.betId,
    column: 'bonusPaid',
    states: [input.bonusPaid.toString()],
  });
  plan.updates = [
    ...(plan.updates ?? []),
    { table: 'bet_bonuses', id: input.betId, set: { bonusPaid: input.bonusPaid + bonusDelta } },
  ];
  return planned;
}

/**
 * BON-023 in a plan: a lost no-risk bet gives back a freebet, once per bet (the bet's bonus row
 * is marked under a row check, so a resettlement issues none twice).
 */
export function addFreebetBackToSettlement(
  plan: MoneyPlan,
  input: { betId: string; freebet: Record<string, unknown> },
): void {
  plan.checks.push({
    type: 'row-state',
    table: 'bet_bonuses',
    id: input.betId,
    column: 'freebetBack',
    states: ['false'],
  });
  plan.updates = [
    ...(plan.updates ?? []),
    { table: 'bet_bonuses', id: input.betId, set: { freebetBack: true } },
  ];
  plan.inserts.push({ table: 'player_bonuses', rows: [input.freebet] });
}
