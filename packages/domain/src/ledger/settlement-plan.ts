import type { MoneyPlan } from './plan';

/** The bet as settlement read it. */
export interface SettlementBet {
  id: string;
  accountId: number;
  currency: string;
  status: string;
  result: string | null;
  settledPayout: bigint;
  settlementVersion: number;
  settledAt: Date | null;
}

/** What the results say now: a payout and verdict, or not decided yet. */
export type SettlementVerdict =
  | { kind: 'open' }
  | { kind: 'settled'; payout: bigint; result: string; status: 'done' | 'cancelled' };

export interface SettlementPlanInput {
  bet: SettlementBet;
  verdict: SettlementVerdict;
  /** The player's balance now: what a reversal can take back at most (LED-042). */
  available: bigint;
  now: Date;
}

/** The bet's settlement columns after the plan. */
export interface SettlementUpdate {
  status: 'waiting_results' | 'ready_to_process' | 'done' | 'cancelled';
  result: string;
  settledPayout: bigint;
  settlementVersion: number;
  settledAt: Date | null;
}

export interface SettlementPlan {
  plan: MoneyPlan;
  /** Posted to the player now (negative: taken back). */
  delta: bigint;
  /** Still owed after a reversal the balance could not cover. */
  shortfall: bigint;
  update: SettlementUpdate;
  /** A verdict the bet did not have: it deserves a notification. */
  newVerdict: boolean;
}

/**
 * LED-040: a settlement pays only the difference between what the results owe now and what
 * settlement has paid so far, as one `settlement` transfer referenced `<bet id>:<new version>`
 * (house ↔ player); it commits only while the bet is in the state and settlement version it was
 * read in, so a settlement run twice, or racing a cashout, pays once.
 * LED-041: a reversal (rollback, resettlement) is the same plan with a negative difference.
 * LED-042: a reversal takes at most the player's balance; the rest stays owed and the bet stays
 * `ready_to_process` so that every later pass collects more.
 */
export function planSettlement(input: SettlementPlanInput): SettlementPlan {
  const { bet, verdict } = input;
  const settled = verdict.kind === 'settled';
  const due = settled ? verdict.payout : 0n;
  let delta = due - bet.settledPayout;
  let shortfall = 0n;
  if (delta < 0n && input.available < -delta) {
    shortfall = -delta - (input.available > 0n ? input.available : 0n);
    delta = -(input.available > 0n ? input.available : 0n);
  }
  const version = delta === 0n ? bet.settlementVersion : bet.settlementVersion + 1;
  const result = settled ? verdict.result : 'no_results';
  // The verdict is the result: a replay, a debt being collected or a re-check of the same
  // results keeps it (and its settled_at); a rollback clears settled_at, so settling again is new.
  const sameAsBefore = bet.settledAt !== null && bet.result === result;
  const update: SettlementUpdate = {
    status: shortfall > 0n ? 'ready_to_process' : settled ? verdict.status : 'waiting_results',
    result,
    settledPayout: bet.settledPayout + delta,
    settlementVersion: version,
    settledAt: settled ? (sameAsBefore ? bet.settledAt : input.now) : null,
  };
  const plan: MoneyPlan = {
    checks: [
      { type: 'row-state', table: 'bets', id: bet.id, column: 'status', states: [bet.status] },
      {
        type: 'row-state',
        table: 'bets',
        id: bet.id,
        column: 'settlementVersion',
        states: [bet.settlementVersion.toString()],
      },
    ],
    transfers:
      delta === 0n
        ? []
        : [
            {
              kind: 'settlement',
              reference: `${bet.id}:${version}`,
              currency: bet.currency,
              postings: [
                { account: { accountId: bet.accountId }, amount: delta },
                { account: { system: 'house', currency: bet.currency }, amount: -delta },
              ],
              metadata: { betId: bet.id, due: due.toString(), shortfall: shortfall.toString() },
            },
          ],
    inserts: [],
    updates: [{ table: 'bets', id: bet.id, set: { ...update } }],
  };
  return { plan, delta, shortfall, update, newVerdict: settled && !sameAsBefore };
}
