import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bets, markSettleableBetsReady } from '@sportsbook/db';
import type { OutcomeResultValue } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { settleBet } from '@sportsbook/domain';
import type { FeedMessage } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import {
  applyMessages,
  balanceOf,
  expectLedgerBalanced,
  feed,
  insertTestPlayer,
  placeTestBet,
  settlementLedgerOf,
  someEventIds,
  withdraw,
} from './settlement-helpers';
import type { TestLeg, TestPlayer } from './settlement-helpers';

/**
 * Seeded fuzzing of the whole settlement loop (DESIGN §7): random bets on a few lines, then
 * random settlements, cancels, rollbacks, replays, bets placed from winnings and crashed worker
 * transactions. After every step the ledger reconciles exactly — every balance equals its
 * ledger sum, per player balance + open stakes = deposits + net settled, every bet's settlement
 * postings equal its settled payout — and every bet is owed what the results say.
 */

const DEPOSIT = 2_000n;
const RESULTS: OutcomeResultValue[] = ['win', 'lose', 'void', 'half_win', 'half_lose'];

/** Two lines share market id 3 on the second event: a rollback of id 3 hits both. */
const LINES = [
  { event: 0, market: 1, specifier: '' },
  { event: 0, market: 2, specifier: 'hcp=-0.25' },
  { event: 1, market: 3, specifier: '' },
  { event: 1, market: 3, specifier: 'total=2.5' },
] as const;

type LineState =
  | {
      status: 'settled';
      results: Record<string, { result: OutcomeResultValue; deadHeatFactor?: number }>;
    }
  | { status: 'cancelled' }
  | { status: 'rolled_back' };

const resultArb = fc.record({
  result: fc.constantFrom(...RESULTS),
  deadHeat: fc.option(fc.constantFrom(0.5, 1 / 3), { freq: 5 }),
});

const betArb = fc.record({
  player: fc.integer({ min: 0, max: 1 }),
  type: fc.constantFrom('single' as const, 'combo' as const, 'system' as const),
  lines: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 3, maxLength: 3 }),
  outcomes: fc.array(fc.constantFrom('a', 'b'), { minLength: 3, maxLength: 3 }),
  odds: fc.array(fc.integer({ min: 1_010, max: 6_000 }), { minLength: 3, maxLength: 3 }),
  stake: fc.bigInt({ min: 1n, max: 3_000n }),
  comboLegs: fc.integer({ min: 2, max: 3 }),
});
type FuzzBet = typeof betArb extends fc.Arbitrary<infer T> ? T : never;

interface PlacedBet {
  id: string;
  player: number;
  type: FuzzBet['type'];
  legs: Array<TestLeg & { line: number }>;
  stake: bigint;
  winCount?: number;
}

const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('settle' as const),
    line: fc.integer({ min: 0, max: 3 }),
    a: resultArb,
    b: resultArb,
  }),
  fc.record({ kind: fc.constant('cancel' as const), line: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('rollback' as const), line: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('replay' as const) }),
  fc.record({ kind: fc.constant('bet' as const), bet: betArb }),
  fc.record({ kind: fc.constant('crash' as const) }),
  // The player takes their whole balance out: a later reversal may find less than it takes.
  fc.record({ kind: fc.constant('withdraw' as const), player: fc.integer({ min: 0, max: 1 }) }),
);

describe.each(databaseTargets())('settlement fuzz on %s', (target) => {
  let testApp: TestApp;
  let eventIds: number[];
  let run = 0;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed' });
    eventIds = await someEventIds(db(), 2);
  }, 120_000);
  afterAll(() => testApp.close());

  it('reconciles the ledger exactly after every step of random results', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(betArb, { minLength: 2, maxLength: 5 }),
        fc.array(stepArb, { minLength: 1, maxLength: 12 }),
        async (initialBets, steps) => {
          run += 1;
          // Lines of their own for every run: results of earlier runs never leak in.
          const marketOf = (line: number) => 100_000 + run * 10 + LINES[line]!.market;
          const keyOf = (line: number) =>
            `${LINES[line]!.event}/${marketOf(line)}/${LINES[line]!.specifier}`;
          const states = new Map<string, LineState>();
          const players: TestPlayer[] = [
            await insertTestPlayer(db(), DEPOSIT),
            await insertTestPlayer(db(), DEPOSIT),
          ];
          const placed: PlacedBet[] = [];
          let lastSettle: FeedMessage | undefined;
          const withdrawn = [0n, 0n];

          const place = async (bet: FuzzBet) => {
            const count = bet.type === 'single' ? 1 : bet.type === 'combo' ? bet.comboLegs : 3;
            const legs = bet.lines.slice(0, count).map((line, i) => ({
              line,
              eventId: eventIds[LINES[line]!.event]!,
              marketId: marketOf(line),
              specifier: LINES[line]!.specifier,
              outcomeId: bet.outcomes[i]!,
              odds: bet.odds[i]!,
            }));
            const player = players[bet.player]!;
            if ((await balanceOf(db(), player.accountId)) < bet.stake) return;
            const winCount = bet.type === 'system' ? 2 : undefined;
            const id = await placeTestBet(db(), player, {
              type: bet.type,
              stake: bet.stake,
              legs,
              ...(winCount ? { winCount } : {}),
            });
            placed.push({
              id,
              player: bet.player,
              type: bet.type,
              legs,
              stake: bet.stake,
              ...(winCount ? { winCount } : {}),
            });
          };

          /** What the results in the model say a bet is owed, computed apart from the server. */
          const expected = (bet: PlacedBet) => {
            const legs = bet.legs.map((leg) => {
              const state = states.get(keyOf(leg.line));
              if (!state || state.status === 'rolled_back') return undefined;
              if (state.status === 'cancelled') return { result: 'void' as const, cancelled: true };
              return { ...state.results[leg.outcomeId]!, cancelled: false };
            });
            const needed = bet.winCount ?? bet.legs.length;
            const lost = legs.filter((leg) => leg?.result === 'lose').length;
            if (lost > bet.legs.length - needed) return { due: 0n, status: 'done' };
            if (legs.some((leg) => leg === undefined))
              return { due: 0n, status: 'waiting_results' };
            const { payout } = settleBet({
              type: bet.type,
              stake: bet.stake,
              currency: 'EUR',
              ...(bet.winCount ? { systemWinCount: bet.winCount } : {}),
              legs: legs.map((leg, i) => ({
                oddsThousandths: bet.legs[i]!.odds,
                result: leg!.result,
                ...(leg!.deadHeatFactor === undefined
                  ? {}
                  : { deadHeatFactor: leg!.deadHeatFactor }),
              })),
            });
            return {
              due: payout,
              status: legs.every((leg) => leg!.cancelled) ? 'cancelled' : 'done',
            };
          };

          const check = async () => {
            await expectLedgerBalanced(db());
            for (const [index, player] of players.entries()) {
              const rows = await db().select().from(bets).where(eq(bets.playerId, player.playerId));
              const settled = (status: string) => status === 'done' || status === 'cancelled';
              const openStakes = rows
                .filter((r) => !settled(r.status))
                .reduce((s, r) => s + r.stake, 0n);
              const netSettled = rows.reduce(
                (s, r) => s + r.settledPayout - (settled(r.status) ? r.stake : 0n),
                0n,
              );
              const balance = await balanceOf(db(), player.accountId);
              expect(balance + openStakes, `player ${index}`).toBe(
                DEPOSIT - withdrawn[index]! + netSettled,
              );
            }
            for (const bet of placed) {
              const [row] = await db().select().from(bets).where(eq(bets.id, bet.id));
              expect(await settlementLedgerOf(db(), row!)).toBe(row!.settledPayout);
              const { due, status } = expected(bet);
              if (row!.settledPayout > due && row!.status === 'ready_to_process') {
                // A reversal the balance could not cover took everything there was; the rest
                // stays owed (after the step's second pass no payout can follow the attempt).
                expect(await balanceOf(db(), players[bet.player]!.accountId)).toBe(0n);
                continue;
              }
              expect(row!.settledPayout, `bet ${bet.id} (${bet.type})`).toBe(due);
              expect(row!.status).toBe(status);
            }
          };

          const pass = (crash = false) =>
            settleReadyBets({
              db: db(),
              ledger: testApp.app.ledger,
              realtime: testApp.app.realtime,
              ...(crash
                ? {
                    beforeSubmit: async () => {
                      throw new Error('crash');
                    },
                  }
                : {}),
            });

          for (const bet of initialBets) await place(bet);
          for (const step of steps) {
            const line = 'line' in step ? step.line : 0;
            const eventId = eventIds[LINES[line]!.event]!;
            const key = { marketId: marketOf(line), specifier: LINES[line]!.specifier };
            switch (step.kind) {
              case 'settle': {
                const results = (['a', 'b'] as const).map((outcomeId) => {
                  const { result, deadHeat } = step[outcomeId];
                  return {
                    outcomeId,
                    result,
                    ...(deadHeat !== null && result === 'win' ? { deadHeatFactor: deadHeat } : {}),
                  };
                });
                lastSettle = feed.settle(eventId, [{ ...key, results }]);
                await applyMessages(db(), [lastSettle]);
                states.set(keyOf(line), {
                  status: 'settled',
                  results: Object.fromEntries(results.map((r) => [r.outcomeId, r])),
                });
                break;
              }
              case 'cancel':
                await applyMessages(db(), [feed.cancel(eventId, [key])]);
                states.set(keyOf(line), { status: 'cancelled' });
                break;
              case 'rollback':
                await applyMessages(db(), [feed.rollback(eventId, [key.marketId])]);
                for (const [other, spec] of LINES.entries())
                  if (
                    spec.event === LINES[line]!.event &&
                    spec.market === LINES[line]!.market &&
                    states.has(keyOf(other))
                  )
                    states.set(keyOf(other), { status: 'rolled_back' });
                break;
              case 'replay':
                if (lastSettle) {
                  // A replay changes a line only if it moved since (a cancel or rollback after it).
                  await applyMessages(db(), [lastSettle]);
                  const message = lastSettle as Extract<FeedMessage, { type: 'bet_settlement' }>;
                  const market = message.markets[0]!;
                  const replayed = LINES.findIndex(
                    (spec, i) =>
                      marketOf(i) === market.marketId && spec.specifier === market.specifier,
                  );
                  states.set(keyOf(replayed), {
                    status: 'settled',
                    results: Object.fromEntries(market.results.map((r) => [r.outcomeId, r])),
                  });
                }
                break;
              case 'bet':
                await place(step.bet);
                break;
              case 'crash':
                await pass(true);
                break;
              case 'withdraw': {
                const player = players[step.player]!;
                const balance = await balanceOf(db(), player.accountId);
                if (balance > 0n) {
                  await withdraw(db(), player, balance);
                  withdrawn[step.player]! += balance;
                }
                break;
              }
            }
            // The worker's poll: its sweep (a bet placed on a line already settled), then two
            // passes — a debt retried in the second comes after every payout of the first.
            await markSettleableBetsReady(db());
            await pass();
            await pass();
            await check();
          }
        },
      ),
      { numRuns: 40, seed: 20_261_207 },
    );
  }, 300_000);
});
