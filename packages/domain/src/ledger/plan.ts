/**
 * A money movement as data (DESIGN §4, issue 16): what must hold at commit time, the ledger
 * postings, and the rows to write. The domain computes plans purely; `packages/db` executes any
 * plan with one generic executor, several plans to a database commit. New money rules (bonuses,
 * jackpot contributions, limits) add checks and postings to plans, never SQL.
 */

/**
 * Accounts of the operator that keep no cached balance (decision 014): never a hot row.
 * `fx_position`: the house's position in a currency from conversions (decision 062).
 */
export type SystemAccountKind =
  'house' | 'payments' | 'withdrawals' | 'jackpot' | 'jackpot_payable' | 'bonus' | 'fx_position';

/** A player account by id, or the operator's account of a kind in a currency. */
export type AccountRef = { accountId: number } | { system: SystemAccountKind; currency: string };

/** One side of a transfer: credits positive, debits negative, integer subunits. */
export interface Posting {
  account: AccountRef;
  amount: bigint;
}

/**
 * One balanced ledger transaction. `(kind, reference)` is unique in the ledger, so a transfer can
 * never be posted twice.
 */
export interface Transfer {
  kind: string;
  reference: string;
  currency: string;
  postings: Posting[];
  metadata?: Record<string, unknown>;
}

/**
 * What must still hold when the plan commits; the executor reads each at commit time. A player
 * account's balance never going below zero is implied by the postings and checked always.
 */
export type PlanCheck =
  /** The line is open, its match prematch or live, the outcome active at no less than `minOdds`
   * (thousandths), and no result of the line is stored (DESIGN §4: no past-posting). */
  | {
      type: 'line-open';
      eventId: number;
      marketId: number;
      specifier: string;
      outcomeId: string;
      minOddsThousandths: number;
      /** Also at no more than this price: a cashout's value only grows as its open legs shorten. */
      maxOddsThousandths?: number;
    }
  /** A row of a table plans may write is in one of `states` (`column`'s value) at commit time,
   * e.g. "withdrawal W is still pending". The executor locks the row while it decides. */
  | {
      type: 'row-state';
      table: string;
      id: string;
      column: string;
      states: string[];
    }
  /** A counter (a limit's use in a period window) plus `add` stays within `max` at commit time,
   * counting every plan before it in the group (RG-010). `limitId` names the limit for the
   * refusal's answer. Generic: bonuses and jackpots may count with it too. */
  | {
      type: 'counter-within';
      counter: CounterKey;
      add: bigint;
      max: bigint;
      limitId: number;
    };

/** One counter row: a player's use of a metric in the period window starting at `periodStart`. */
export interface CounterKey {
  playerId: number;
  metric: string;
  period: string;
  periodStart: Date;
}

/** Adds `add` to a counter when the plan commits (the row is created at 0 when missing). */
export interface CounterIncrement {
  counter: CounterKey;
  add: bigint;
}

/** Where a written row refers to the ledger transaction of one of the plan's transfers. */
export interface TransferIdOf {
  transferIdOf: number;
}

/** Rows to insert into one table; values by the row model's field names. */
export interface RowInsert {
  table: string;
  rows: Array<Record<string, unknown>>;
}

/** The answer stored under the request's idempotency key, written with the plan. */
export interface IdempotencyRecord {
  playerId: number;
  scope: string;
  key: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** Sets columns of one existing row (by its `id`), by the row model's field names. */
export interface RowUpdate {
  table: string;
  id: string;
  set: Record<string, unknown>;
}

export interface MoneyPlan {
  checks: PlanCheck[];
  transfers: Transfer[];
  inserts: RowInsert[];
  /** Existing rows to change, e.g. a withdrawal's status; usually guarded by a `row-state` check. */
  updates?: RowUpdate[];
  /** Limit use this movement counts (responsible gambling), locked and applied by the executor. */
  counters?: CounterIncrement[];
  idempotency?: IdempotencyRecord;
}

/** Why the executor refused a plan; the plan wrote nothing. */
export type PlanRefusal =
  | { reason: 'insufficient-funds'; accountId: number }
  | { reason: 'check-failed'; check: PlanCheck };

export const counterKeyText = (key: CounterKey): string =>
  `${key.playerId}/${key.metric}/${key.period}/${key.periodStart.toISOString()}`;

export const accountRefKey = (ref: AccountRef): string =>
  'accountId' in ref ? `a:${ref.accountId}` : `s:${ref.system}:${ref.currency}`;
