import type { MoneyPlan, PlanCheck } from './plan';

/** The bet as the cashout read it (it is held in `cashout_in_progress` meanwhile). */
export interface CashoutBet {
  id: string;
  accountId: number;
  currency: string;
  stake: bigint;
  cashedOutStake: bigint;
  cashoutPaid: bigint;
}

/** A leg still to be played, at the price the cashout was valued on. */
export interface CashoutOpenLeg {
  eventId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  currentOddsThousandths: number;
}

export interface CashoutPlanInput {
  cashoutId: string;
  bet: CashoutBet;
  /** The part of the remaining stake cashed out (all of it for a full cashout). */
  part: bigint;
  /** What is paid for it. */
  amount: bigint;
  openLegs: CashoutOpenLeg[];
  now: Date;
}

/** Why a cashout request is refused before anything moves (the API's cashout error codes). */
export type CashoutRefusal = 'invalid-part' | 'nothing-to-pay' | 'value-changed';

/**
 * LED-031: the part must be positive and at most the remaining stake; the amount paid positive.
 * Undefined when the cashout may go on.
 */
export function cashoutRefusal(
  bet: Pick<CashoutBet, 'stake' | 'cashedOutStake'>,
  part: bigint,
  amount: bigint,
): CashoutRefusal | undefined {
  const remaining = bet.stake - bet.cashedOutStake;
  if (part <= 0n || part > remaining) return 'invalid-part';
  if (amount <= 0n) return 'nothing-to-pay';
  return undefined;
}

/**
 * LED-032: the amount the player was shown is taken when it is within `tolerancePermille` of
 * the value now; otherwise the cashout is refused with the value now.
 */
export function cashoutWithinTolerance(
  requested: bigint,
  current: bigint,
  tolerancePermille: number,
): boolean {
  const difference = requested > current ? requested - current : current - requested;
  return difference * 1000n <= current * BigInt(tolerancePermille);
}

/**
 * LED-030: a cashout, full or partial. A `cashout` transfer (reference: the cashout id) of the
 * amount from the house to the player. It commits only while the bet is still in
 * `cashout_in_progress` with the cashed-out stake it was valued with, the cashout still
 * `in_progress`, and every open leg still priced at no more than the price it was valued on (a
 * shorter price only raises the value). The bet takes the part: `cashed_out` when nothing of its
 * stake is left, otherwise `waiting_results` with a smaller remaining stake (LED-031).
 */
export function planCashout(input: CashoutPlanInput): MoneyPlan {
  const { bet, part, amount } = input;
  const refusal = cashoutRefusal(bet, part, amount);
  if (refusal) throw new Error(`LED-031: cashout ${input.cashoutId} is ${refusal}`);
  const whole = bet.cashedOutStake + part >= bet.stake;
  const lines: PlanCheck[] = input.openLegs.map((leg) => ({
    type: 'line-open',
    eventId: leg.eventId,
    marketId: leg.marketId,
    specifier: leg.specifier,
    outcomeId: leg.outcomeId,
    minOddsThousandths: 0,
    maxOddsThousandths: leg.currentOddsThousandths,
  }));
  return {
    checks: [
      {
        type: 'row-state',
        table: 'bets',
        id: bet.id,
        column: 'status',
        states: ['cashout_in_progress'],
      },
      {
        type: 'row-state',
        table: 'bets',
        id: bet.id,
        column: 'cashedOutStake',
        states: [bet.cashedOutStake.toString()],
      },
      {
        type: 'row-state',
        table: 'bet_cashouts',
        id: input.cashoutId,
        column: 'status',
        states: ['in_progress'],
      },
      ...lines,
    ],
    transfers: [
      {
        kind: 'cashout',
        reference: input.cashoutId,
        currency: bet.currency,
        postings: [
          { account: { system: 'house', currency: bet.currency }, amount: -amount },
          { account: { accountId: bet.accountId }, amount },
        ],
        metadata: { betId: bet.id, stake: part.toString() },
      },
    ],
    inserts: [],
    updates: [
      {
        table: 'bet_cashouts',
        id: input.cashoutId,
        set: { status: 'done', amount, ledgerTransactionId: { transferIdOf: 0 } },
      },
      {
        table: 'bets',
        id: bet.id,
        set: {
          cashedOutStake: bet.cashedOutStake + part,
          cashoutPaid: bet.cashoutPaid + amount,
          status: whole ? 'cashed_out' : 'waiting_results',
          ...(whole ? { result: 'cashed_out', settledAt: input.now } : {}),
        },
      },
    ],
  };
}
