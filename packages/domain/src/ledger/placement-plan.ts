import type { LimitPlanParts } from '../responsible-gambling/limit-plan-parts';
import { contributionTransfers } from '../jackpots/plans';
import type { ContributingLevel } from '../jackpots/plans';
import type { RatesInForce } from '../money/fx';
import type { IdempotencyRecord, MoneyPlan, PlanCheck, Transfer } from './plan';
import { ODDS_SCALE } from '../slip/odds';

export interface PlannedSelection {
  position: number;
  eventId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  provider: string;
  /** The price the bet is taken at, thousandths. */
  oddsThousandths: number;
  requestedOddsThousandths: number;
  /** Racing (decision 072): settled at the starting price; oddsThousandths is its cap bound. */
  oddsType: 'taken' | 'sp';
  matchName: string;
  marketName: string;
  outcomeName: string;
  live: boolean;
}

export interface PlannedBet {
  id: string;
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  stake: bigint;
  potentialWin: bigint;
  oddsThousandths: bigint;
  systemWinCount: number | null;
  systemTotalCount: number | null;
  quick: boolean;
  deviceId: string;
  selections: PlannedSelection[];
}

export interface PlacementPlanInput {
  playerId: number;
  accountId: number;
  currency: string;
  createdAt: Date;
  bets: PlannedBet[];
  idempotency: IdempotencyRecord;
  /** RG-010: the player's wager and loss limits (checks and counters), when they have any. */
  limits?: LimitPlanParts;
  /** JP-001: the active jackpot levels the stakes feed (after the stakes' transfers). */
  jackpots?: ContributingLevel[];
  /** FX-004: the rates in force at placement, for levels in another currency (decision 062). */
  rates?: RatesInForce;
}

/**
 * LED-010: a placement. Per bet, a `bet` transfer of the stake from the player's account to the
 * house (reference: the bet id), the bet and its selections; the answer under the idempotency
 * key. LED-011: at commit time every selection's line must still be open at no less than the
 * price being accepted (an SP selection: open at any price), with no stored result (decision 025); and the player's balance must
 * cover every stake (LED-005), or nothing is written. RG-010: the stakes stay within the
 * player's wager and loss limits of the period, counting the group's earlier plans.
 */
export function planPlacement(input: PlacementPlanInput): MoneyPlan {
  const lines = new Map<string, PlanCheck & { type: 'line-open' }>();
  for (const bet of input.bets)
    for (const s of bet.selections) {
      const key = `${s.eventId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;
      const previous = lines.get(key);
      // An SP selection takes no price: its line must be open, at whatever price (decision 072).
      const min = s.oddsType === 'sp' ? ODDS_SCALE : s.oddsThousandths;
      if (!previous || previous.minOddsThousandths < min)
        lines.set(key, {
          type: 'line-open',
          eventId: s.eventId,
          marketId: s.marketId,
          specifier: s.specifier,
          outcomeId: s.outcomeId,
          minOddsThousandths: min,
        });
    }
  const contributions = input.bets.map((bet) =>
    contributionTransfers({ ...bet, currency: input.currency }, input.jackpots ?? [], input.rates),
  );
  return {
    checks: [...lines.values(), ...(input.limits?.checks ?? [])],
    transfers: [
      ...input.bets.map((bet): Transfer => ({
        kind: 'bet',
        reference: bet.id,
        currency: input.currency,
        postings: [
          { account: { accountId: input.accountId }, amount: -bet.stake },
          { account: { system: 'house', currency: input.currency }, amount: bet.stake },
        ],
      })),
      ...contributions.flat(),
    ],
    inserts: [
      {
        table: 'bets',
        rows: input.bets.map((bet, index) => ({
          id: bet.id,
          playerId: input.playerId,
          accountId: input.accountId,
          type: bet.type,
          currency: input.currency,
          stake: bet.stake,
          potentialWin: bet.potentialWin,
          oddsThousandths: bet.oddsThousandths,
          systemWinCount: bet.systemWinCount,
          systemTotalCount: bet.systemTotalCount,
          quick: bet.quick,
          deviceId: bet.deviceId,
          ledgerTransactionId: { transferIdOf: index },
          usedInJackpot: contributions[index]!.length > 0,
          createdAt: input.createdAt,
        })),
      },
      {
        table: 'bet_selections',
        rows: input.bets.flatMap((bet) => bet.selections.map((s) => ({ betId: bet.id, ...s }))),
      },
    ],
    ...(input.limits?.counters.length ? { counters: input.limits.counters } : {}),
    idempotency: input.idempotency,
  };
}
