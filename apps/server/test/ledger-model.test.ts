import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bets,
  createLedgerWriter,
  idempotencyKeys,
  releaseCashout,
  trialBalance,
} from '@sportsbook/db';
import type { PlanResult } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { NAMES, deposit, openLines } from './bet-history-helpers';
import type { Line } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { singleBetPlan } from './ledger-helpers';
import {
  bookedNonces,
  expectRowsMatchPostings,
  movementOp,
  planBatch,
} from './ledger-model-movements';
import { newPlayer } from './platform-helpers';

/**
 * The ledger's model test (issue 16, "Proof"): seeded random batches of placements from many
 * concurrent clients — repeated idempotency keys, stakes the balance cannot cover, prices the
 * line no longer offers — go through the group-commit writer while, on PostgreSQL, the database
 * connections are killed at random points of the groups. After every batch: the books are
 * exact, every acknowledged placement is in them exactly once, every refused one left nothing,
 * and one that failed with the connection is either wholly in or wholly out.
 *
 * `npm test` runs a fixed budget; `npm run test:fuzz` sets LEDGER_MODEL_RUNS for a larger one.
 */
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 4);
/**
 * Runs of the every-movement model (its batches are larger); LEDGER_MODEL_RUNS scales it too.
 * 12 in `npm test` keeps the file under a minute on this machine (decision 035).
 */
const MOVEMENT_RUNS = RUNS * 3;
const PLAYERS = 4;
const DEPOSIT = 3000n;

interface Op {
  player: number;
  stake: number;
  /** Index into the batch's keys: two ops with one key are twins. */
  key: number;
  /** A price above the line's: the commit-time check refuses it. */
  stalePrice: boolean;
  line: number;
}

const opArbitrary = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  stake: fc.integer({ min: 1, max: 120 }),
  key: fc.integer({ min: 0, max: 11 }),
  stalePrice: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
  line: fc.integer({ min: 0, max: 19 }),
});

describe.each(databaseTargets())('ledger model on %s', (target) => {
  let testApp: TestApp;
  const players: Array<{ playerId: number; accountId: number }> = [];
  let lines: Line[];

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed' });
    for (let i = 0; i < PLAYERS; i++) {
      const client = await newPlayer(testApp, `model-${i}@example.com`, NAMES);
      await deposit(testApp, client, DEPOSIT.toString());
      const [account] = await db()
        .select()
        .from(accounts)
        .where(and(eq(accounts.playerId, client.playerId), eq(accounts.currency, 'EUR')));
      players.push({ playerId: client.playerId, accountId: account!.id });
    }
    lines = (await openLines(testApp)).slice(0, 20);
    expect(lines.length).toBe(20);
  }, 120_000);
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;

  /**
   * The test's own reads of the books, retried: right after a kill the pool may still hand out a
   * connection whose end it has not heard of yet.
   */
  const reading = async <T>(read: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  };

  /** Ends every other connection to this test's database, as a crash of the server would. */
  const killConnections = async () => {
    if (target !== 'postgres') return;
    await db().execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
  };

  const planOf = (op: Op, key: string) => {
    const line = lines[op.line % lines.length]!;
    const betId = randomUUID();
    return {
      betId,
      plan: singleBetPlan({
        ...players[op.player]!,
        line,
        stake: BigInt(op.stake),
        // A price above the line's own: the commit-time check refuses it.
        oddsThousandths: Math.round(line.odds * 1000) + (op.stalePrice ? 500 : 0),
        key,
        betId,
      }),
    };
  };

  it('keeps the books exact and every answer true under concurrency and killed connections', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 24 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
        async (batches, killAfter) => {
          const writer = createLedgerWriter({
            db: db(),
            parallel: target === 'postgres' ? 3 : 1,
            // The server's own writer commits on pipelined connections (decision 036).
            pipelined: testApp.app.database.pipelined,
          });
          for (const [b, batch] of batches.entries()) {
            const keys = Array.from({ length: 12 }, () => randomUUID());
            const submitted = batch.map((op) => {
              const key = `${keys[op.key]}-${op.player}`;
              const { betId, plan } = planOf(op, key);
              return { op, key, betId, outcome: writer.submit(plan) };
            });
            // A kill after a seeded number of event-loop turns lands before, during or after
            // some group's commit.
            const kill = (async () => {
              for (let i = 0; i < killAfter[b % killAfter.length]!; i++)
                await new Promise((resolve) => setImmediate(resolve));
              await killConnections();
            })();
            const settled = await Promise.allSettled(submitted.map((s) => s.outcome));
            await kill;
            await writer.close();

            expect((await reading(() => trialBalance(db()))).discrepancies).toEqual([]);
            const ids = submitted.map((s) => s.betId);
            const written = new Set(
              (
                await reading(() =>
                  db().select({ id: bets.id }).from(bets).where(inArray(bets.id, ids)),
                )
              ).map((row) => row.id),
            );
            const answers = new Map(
              (
                await reading(() =>
                  db()
                    .select({ key: idempotencyKeys.key, response: idempotencyKeys.response })
                    .from(idempotencyKeys)
                    .where(
                      inArray(
                        idempotencyKeys.key,
                        submitted.map((s) => s.key),
                      ),
                    ),
                )
              ).map((row) => [row.key, (row.response as { betId: string }).betId]),
            );
            for (const [i, s] of submitted.entries()) {
              const result = settled[i]!;
              const inBooks = written.has(s.betId);
              if (result.status === 'fulfilled') {
                const value: PlanResult = result.value;
                if (value.kind === 'committed') {
                  expect(inBooks, 'an acknowledged bet is in the books').toBe(true);
                  expect(answers.get(s.key)).toBe(s.betId);
                } else {
                  expect(inBooks, `a ${value.kind} plan wrote nothing`).toBe(false);
                  if (value.kind === 'replayed')
                    expect(answers.get(s.key)).toBe(
                      (value.answer.response as { betId: string }).betId,
                    );
                  if (value.kind === 'refused' && value.refusal.reason === 'check-failed')
                    expect(s.op.stalePrice).toBe(true);
                }
              } else if (inBooks) {
                // Failed with its connection after its commit: wholly in, answer included.
                expect(answers.get(s.key)).toBe(s.betId);
              }
            }
            // One bet per key at most, whatever happened.
            const perKey = new Map<string, number>();
            for (const s of submitted)
              if (written.has(s.betId)) perKey.set(s.key, (perKey.get(s.key) ?? 0) + 1);
            for (const count of perKey.values()) expect(count).toBe(1);
          }
          const balances = await reading(() =>
            db()
              .select({ balance: accounts.balance })
              .from(accounts)
              .where(
                inArray(
                  accounts.id,
                  players.map((p) => p.accountId),
                ),
              ),
          );
          for (const row of balances) expect(row.balance).toBeGreaterThanOrEqual(0n);
        },
      ),
      { seed: 16_2026, numRuns: RUNS },
    );
  }, 300_000);

  it('keeps every kind of movement exact: placements, cashouts, settlements, rollbacks, deposits, withdrawals and their outcomes', async () => {
    const betIds: string[] = [];
    /** Committed plans by kind of op, over all runs: every kind must really have been exercised. */
    const committedKinds = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(movementOp(PLAYERS), { minLength: 1, maxLength: 30 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
        async (batches, killAfter) => {
          const writer = createLedgerWriter({
            db: db(),
            parallel: target === 'postgres' ? 3 : 1,
            // The server's own writer commits on pipelined connections (decision 036).
            pipelined: testApp.app.database.pipelined,
          });
          for (const [b, ops] of batches.entries()) {
            const planned = await reading(() =>
              planBatch({ db: db(), ops, players, lines, betIds }),
            );
            // Concurrent clients: every plan of the batch is submitted at once.
            const outcomes = planned.map((p) => writer.submit(p.plan));
            const kill = (async () => {
              for (let i = 0; i < killAfter[b % killAfter.length]!; i++)
                await new Promise((resolve) => setImmediate(resolve));
              await killConnections();
            })();
            const settled = await Promise.allSettled(outcomes);
            await kill;
            await writer.close();

            expect((await reading(() => trialBalance(db()))).discrepancies).toEqual([]);
            const placed = planned.flatMap((p) => (p.betId ? [p.betId] : []));
            const inBooks = new Set(
              (
                await reading(() =>
                  db().select({ id: bets.id }).from(bets).where(inArray(bets.id, placed)),
                )
              ).map((row) => row.id),
            );
            betIds.push(...inBooks);
            const nonces = await reading(() => bookedNonces(db()));
            for (const [i, p] of planned.entries()) {
              const result = settled[i]!;
              const booked = p.betId ? inBooks.has(p.betId) : nonces.has(p.nonce!);
              // A plan with no transfer (a settlement that owes nothing new) is judged by the rows.
              if (p.plan.transfers.length === 0) continue;
              if (result.status === 'fulfilled' && result.value.kind === 'committed') {
                expect(booked, `acknowledged ${p.op.kind} is in the books`).toBe(true);
                committedKinds.set(p.op.kind, (committedKinds.get(p.op.kind) ?? 0) + 1);
              } else if (result.status === 'fulfilled' && !p.plan.idempotency)
                expect(booked, `${result.value.kind} ${p.op.kind} wrote nothing`).toBe(false);
              else if (result.status === 'fulfilled' && result.value.kind === 'refused')
                expect(booked, `refused ${p.op.kind} wrote nothing`).toBe(false);
            }
            // A cashout that did not pay gives the bet back, as the route does after a refusal.
            for (const [i, p] of planned.entries()) {
              const result = settled[i]!;
              if (
                p.cashoutId &&
                !(result.status === 'fulfilled' && result.value.kind === 'committed')
              )
                await reading(() => releaseCashout(db(), p.cashoutId!));
            }
            await reading(() => expectRowsMatchPostings(db(), betIds));
          }
        },
      ),
      { seed: 27_2026, numRuns: MOVEMENT_RUNS },
    );
    for (const kind of ['place', 'cashout', 'settle', 'deposit', 'withdraw', 'withdrawal-outcome'])
      expect(committedKinds.get(kind) ?? 0, `${kind} plans committed`).toBeGreaterThan(0);
  }, 300_000);
});
