import { randomUUID } from 'node:crypto';
import { planPlacement } from '@sportsbook/domain';
import type { MoneyPlan } from '@sportsbook/domain';
import type { Line } from './bet-history-helpers';

/**
 * A placement's plan for a single of `stake` on `line` at `oddsThousandths`, answered under
 * `key` with `response`: what the ledger tests hand the executor directly, past the route.
 */
export function singleBetPlan(options: {
  playerId: number;
  accountId: number;
  line: Pick<Line, 'match_id' | 'market_id' | 'specifier' | 'outcome_id'>;
  stake: bigint;
  oddsThousandths: number;
  key: string;
  betId?: string;
  response?: unknown;
  live?: boolean;
}): MoneyPlan {
  const { playerId, line, stake, oddsThousandths: odds } = options;
  const betId = options.betId ?? randomUUID();
  return planPlacement({
    playerId,
    accountId: options.accountId,
    currency: 'EUR',
    createdAt: new Date(),
    bets: [
      {
        id: betId,
        type: 'single',
        stake,
        potentialWin: (stake * BigInt(odds)) / 1000n,
        oddsThousandths: BigInt(odds),
        systemWinCount: null,
        systemTotalCount: null,
        quick: false,
        deviceId: 'test-device',
        selections: [
          {
            position: 0,
            eventId: line.match_id,
            marketId: line.market_id,
            specifier: line.specifier,
            outcomeId: line.outcome_id,
            provider: 'betradar',
            oddsThousandths: odds,
            requestedOddsThousandths: odds,
            oddsType: 'taken',
            matchName: 'm',
            marketName: 'm',
            outcomeName: 'o',
            live: options.live ?? false,
          },
        ],
      },
    ],
    idempotency: {
      playerId,
      scope: 'bets',
      key: options.key,
      requestHash: 'test',
      statusCode: 200,
      response: options.response ?? { betId },
    },
  });
}
