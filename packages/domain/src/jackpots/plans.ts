import type { MoneyPlan, Transfer } from '../ledger/plan';
import { convertAmount, rateOf } from '../money/fx';
import type { RatesInForce } from '../money/fx';
import { contributionOf } from './rules';
import type { JackpotLevelRule } from './rules';

/** Ledger kinds of jackpot movements (references are unique per kind). */
export const JACKPOT_CONTRIBUTION = 'jackpot_contribution';
export const JACKPOT_SEED = 'jackpot_seed';
export const JACKPOT_HIT = 'jackpot_hit';
/** Paying an approved hit: the jackpot payable account → the winner (decision 057). */
export const JACKPOT_PAYOUT = 'jackpot_payout';

/** A level a stake may feed: an active jackpot's level, in any currency (decision 062). */
export interface ContributingLevel extends Pick<JackpotLevelRule, 'id' | 'contributionPpm'> {
  jackpotId: string;
  currency: string;
}

/** The bet-currency leg of a cross-currency contribution: house → fx position (FX-004). */
export const JACKPOT_CONTRIBUTION_FX = 'jackpot_contribution_fx';

/** A level a bet would feed but cannot: a rate of the bet's or the jackpot's currency is missing. */
export interface SkippedContribution {
  levelId: string;
  jackpotId: string;
  /** The currency with no rate in force at placement. */
  missingRate: string;
}

/**
 * JP-001 / FX-004: the transfers a bet's stake adds to its placement, per level with a non-zero
 * share, and the levels skipped for a missing rate. In the jackpot's currency: the share from
 * the house to the jackpot pool account (a system account: no cached balance, never a hot row);
 * the level's pool is the ledger sum of the jackpot account's entries tagged with the level
 * (decision 045). In another currency (decision 062): the share (bet currency) from the house to
 * the bet currency's fx position, and its conversion at the rates in force at placement (FX-003,
 * rounded down) from the jackpot currency's fx position to the pool — two transfers, each in
 * one currency, so every currency's books balance. A share converting to zero is none; a
 * missing rate skips the level (never the bet).
 */
export function contributionsOf(
  bet: { id: string; stake: bigint; currency: string },
  levels: ContributingLevel[],
  rates: RatesInForce = new Map(),
): { transfers: Transfer[]; skipped: SkippedContribution[] } {
  const transfers: Transfer[] = [];
  const skipped: SkippedContribution[] = [];
  for (const level of levels) {
    const share = contributionOf(bet.stake, level);
    if (share === 0n) continue;
    const reference = `${bet.id}/${level.id}`;
    const metadata = { levelId: level.id, jackpotId: level.jackpotId, betId: bet.id };
    if (level.currency === bet.currency) {
      transfers.push({
        kind: JACKPOT_CONTRIBUTION,
        reference,
        currency: bet.currency,
        postings: [
          { account: { system: 'house', currency: bet.currency }, amount: -share },
          { account: { system: 'jackpot', currency: bet.currency }, amount: share },
        ],
        metadata,
      });
      continue;
    }
    const from = rateOf(rates, bet.currency);
    const to = rateOf(rates, level.currency);
    if (!from || !to) {
      skipped.push({
        levelId: level.id,
        jackpotId: level.jackpotId,
        missingRate: from ? level.currency : bet.currency,
      });
      continue;
    }
    const converted = convertAmount(share, from, to);
    if (converted === 0n) continue;
    const fx = { from, to, share: share.toString(), converted: converted.toString() };
    transfers.push(
      {
        kind: JACKPOT_CONTRIBUTION_FX,
        reference,
        currency: bet.currency,
        postings: [
          { account: { system: 'house', currency: bet.currency }, amount: -share },
          { account: { system: 'fx_position', currency: bet.currency }, amount: share },
        ],
        metadata: { ...metadata, fx },
      },
      {
        kind: JACKPOT_CONTRIBUTION,
        reference,
        currency: level.currency,
        postings: [
          { account: { system: 'fx_position', currency: level.currency }, amount: -converted },
          { account: { system: 'jackpot', currency: level.currency }, amount: converted },
        ],
        metadata: { ...metadata, fx },
      },
    );
  }
  return { transfers, skipped };
}

/** JP-001 / FX-004: the contribution transfers alone. */
export const contributionTransfers = (
  bet: { id: string; stake: bigint; currency: string },
  levels: ContributingLevel[],
  rates?: RatesInForce,
): Transfer[] => contributionsOf(bet, levels, rates).transfers;

/** The house seeds a level's cycle with its seed amount (at creation and after each hit). */
export function seedTransfer(input: {
  levelId: string;
  jackpotId: string;
  cycle: number;
  currency: string;
  amount: bigint;
}): Transfer[] {
  if (input.amount === 0n) return [];
  return [
    {
      kind: JACKPOT_SEED,
      reference: `${input.levelId}/${input.cycle}`,
      currency: input.currency,
      postings: [
        { account: { system: 'house', currency: input.currency }, amount: -input.amount },
        { account: { system: 'jackpot', currency: input.currency }, amount: input.amount },
      ],
      metadata: { levelId: input.levelId, jackpotId: input.jackpotId },
    },
  ];
}

export interface HitPlanInput {
  hitId: string;
  jackpotId: string;
  levelId: string;
  levelCode: string;
  levelName: string;
  jackpotName: string;
  /** The cycle being hit: the plan holds only while the level is still in it. */
  cycle: number;
  currency: string;
  /** The pool as read (ledger sum): what the winner gets, in the jackpot's currency. */
  amount: bigint;
  /** FX-005: `amount` in EUR at the rate in force at the hit; null only if none is. */
  amountInEur: bigint | null;
  seedAmount: bigint;
  winner: { playerId: number; accountId: number; betId: string | null };
  /** The cycle's proof: published hash, the seed revealed now, the hit point. */
  commitHash: string;
  serverSeed: string;
  hitPoint: bigint;
  /** The next cycle's secret seed, its hash and hit point. */
  next: { serverSeed: string; commitHash: string; hitPoint: bigint };
  createdAt: Date;
  notification: { title: string; body: string };
}

/**
 * JP-003: a hit, step 1 of 2 (decision 057). Checks the level is still in `cycle` (row-state,
 * locked while deciding: two bets crossing the hit point together make one hit, a retried plan
 * records nothing twice — and the `jackpot_hit` transfer's reference is the level's cycle,
 * unique in the ledger), moves the pool from the jackpot account to the currency's jackpot
 * payable account (a house-side liability: the win is owed, not yet paid), records the hit
 * `approved` with its proof, notifies the winner, seeds the next cycle (only while the jackpot is
 * active) from the house and moves the level to it with a new commitment. The winner is paid by
 * `planJackpotPayout`.
 */
export function planJackpotHit(input: HitPlanInput): MoneyPlan {
  const currency = input.currency;
  return {
    checks: [
      {
        type: 'row-state',
        table: 'jackpot_levels',
        id: input.levelId,
        column: 'cycle',
        states: [String(input.cycle)],
      },
      // A paused or finished jackpot does not hit (its pool waits for a resume).
      {
        type: 'row-state',
        table: 'jackpots',
        id: input.jackpotId,
        column: 'status',
        states: ['active'],
      },
    ],
    transfers: [
      {
        kind: JACKPOT_HIT,
        reference: `${input.levelId}/${input.cycle}`,
        currency,
        postings: [
          { account: { system: 'jackpot', currency }, amount: -input.amount },
          { account: { system: 'jackpot_payable', currency }, amount: input.amount },
        ],
        metadata: { levelId: input.levelId, jackpotId: input.jackpotId, hitId: input.hitId },
      },
      ...seedTransfer({
        levelId: input.levelId,
        jackpotId: input.jackpotId,
        cycle: input.cycle + 1,
        currency,
        amount: input.seedAmount,
      }),
    ],
    inserts: [
      {
        table: 'jackpot_hits',
        rows: [
          {
            id: input.hitId,
            jackpotId: input.jackpotId,
            levelId: input.levelId,
            cycle: input.cycle,
            playerId: input.winner.playerId,
            betId: input.winner.betId,
            amount: input.amount,
            amountInEur: input.amountInEur,
            currency,
            status: 'approved',
            commitHash: input.commitHash,
            serverSeed: input.serverSeed,
            hitPoint: input.hitPoint,
            ledgerTransactionId: { transferIdOf: 0 },
            createdAt: input.createdAt,
          },
        ],
      },
      {
        table: 'notifications',
        rows: [
          {
            playerId: input.winner.playerId,
            type: 'jackpot_won',
            objectType: 'jackpot',
            objectId: input.hitId,
            title: input.notification.title,
            body: input.notification.body,
            createdAt: input.createdAt,
          },
        ],
      },
    ],
    updates: [
      {
        table: 'jackpot_levels',
        id: input.levelId,
        set: {
          cycle: input.cycle + 1,
          serverSeed: input.next.serverSeed,
          commitHash: input.next.commitHash,
          hitPoint: input.next.hitPoint,
        },
      },
    ],
  };
}

/** An approved hit as the payout needs it. */
export interface PayoutInput {
  hitId: string;
  jackpotId: string;
  levelId: string;
  currency: string;
  amount: bigint;
  /** The winner's account in the hit's currency. */
  accountId: number;
  paidAt: Date;
}

/**
 * A hit, step 2 of 2 (decision 057): pays an approved hit once. The row-state check holds only
 * while the hit is `approved` (locked while deciding: concurrent payers, a sweep racing the
 * operator, a retry after a lost answer — one commits, the others are refused), and the
 * `jackpot_payout` transfer's reference is the hit, unique in the ledger. The payable account
 * pays the winner; the hit becomes `paid`.
 */
export function planJackpotPayout(input: PayoutInput): MoneyPlan {
  const currency = input.currency;
  return {
    checks: [
      {
        type: 'row-state',
        table: 'jackpot_hits',
        id: input.hitId,
        column: 'status',
        states: ['approved'],
      },
    ],
    transfers: [
      {
        kind: JACKPOT_PAYOUT,
        reference: input.hitId,
        currency,
        postings: [
          { account: { system: 'jackpot_payable', currency }, amount: -input.amount },
          { account: { accountId: input.accountId }, amount: input.amount },
        ],
        metadata: { jackpotId: input.jackpotId, hitId: input.hitId, levelId: input.levelId },
      },
    ],
    inserts: [],
    updates: [
      { table: 'jackpot_hits', id: input.hitId, set: { status: 'paid', paidAt: input.paidAt } },
    ],
  };
}

/**
 * Whether an approved hit is paid at once by the service (decision 057): everything when no
 * limit is set, else amounts at or under it (subunits of the hit's own currency).
 */
export const paysAutomatically = (amount: bigint, limit: bigint | undefined): boolean =>
  limit === undefined || amount <= limit;
