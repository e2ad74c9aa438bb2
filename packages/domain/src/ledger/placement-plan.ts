import type { IdempotencyRecord, MoneyPlan, PlanCheck } from './plan';

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
  matchName: string;
  marketName: string;
  outcomeName: string;
  live: boolean;
}

export interface PlannedBet {
  id: string;
  type: 'single' | 'combo' | 'system';
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
}

/**
 * LED-010: a placement. Per bet, a `bet` transfer of the stake from the player's account to the
 * house (reference: the bet id), the bet and its selections; the answer under the idempotency
 * key. LED-011: at commit time every selection's line must still be open at no less than the
 * price being accepted, with no stored result (decision 025); and the player's balance must
 * cover every stake (LED-005), or nothing is written.
 */
export function planPlacement(input: PlacementPlanInput): MoneyPlan {
  const lines = new Map<string, PlanCheck & { type: 'line-open' }>();
  for (const bet of input.bets)
    for (const s of bet.selections) {
      const key = `${s.eventId}/${s.marketId}/${s.specifier}/${s.outcomeId}`;
      const previous = lines.get(key);
      if (!previous || previous.minOddsThousandths < s.oddsThousandths)
        lines.set(key, {
          type: 'line-open',
          eventId: s.eventId,
          marketId: s.marketId,
          specifier: s.specifier,
          outcomeId: s.outcomeId,
          minOddsThousandths: s.oddsThousandths,
        });
    }
  return {
    checks: [...lines.values()],
    transfers: input.bets.map((bet) => ({
      kind: 'bet',
      reference: bet.id,
      currency: input.currency,
      postings: [
        { account: { accountId: input.accountId }, amount: -bet.stake },
        { account: { system: 'house', currency: input.currency }, amount: bet.stake },
      ],
    })),
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
          createdAt: input.createdAt,
        })),
      },
      {
        table: 'bet_selections',
        rows: input.bets.flatMap((bet) => bet.selections.map((s) => ({ betId: bet.id, ...s }))),
      },
    ],
    idempotency: input.idempotency,
  };
}
