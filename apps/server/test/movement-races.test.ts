import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bets,
  createLedgerWriter,
  createPlayerAccount,
  executePlans,
  insertPlayer,
  startCashout,
  trialBalance,
} from '@sportsbook/db';
import type { BetRow, Database, PlanResult } from '@sportsbook/db';
import { createTestDatabase, databaseTargets } from '@sportsbook/db/testing';
import type { TestDatabase } from '@sportsbook/db/testing';
import { planCashout, planSettlement } from '@sportsbook/domain';
import type { MoneyPlan } from '@sportsbook/domain';
import { expectRowsMatchPostings } from './ledger-model-movements';
import { postTestTransfer } from './test-transfer';

/**
 * Settlement and cashout pay exactly once (issue 16 §2), proved on the executor's own guarantee:
 * each plan expects the bet in the state it was read in and moves it on, so of two movements
 * racing for one bet, whatever the order, group or transaction, one pays and the other is
 * refused alone.
 */
describe.each(databaseTargets())('money movements racing on %s', (target) => {
  let database: TestDatabase;
  let player: { playerId: number; accountId: number };
  const db = (): Database => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    const row = (await insertPlayer(db(), {
      email: 'races@example.com',
      passwordHash: 'x',
      countryCode: 'DE',
    }))!;
    const account = (await createPlayerAccount(db(), {
      playerId: row.id,
      currency: 'EUR',
      active: true,
    }))!;
    player = { playerId: row.id, accountId: account.id };
    await postTestTransfer(db(), {
      kind: 'deposit',
      reference: 'races',
      currency: 'EUR',
      from: { system: 'payments', currency: 'EUR' },
      to: { accountId: account.id },
      amount: 1_000_000n,
    });
  }, 120_000);
  afterAll(() => database.destroy());

  /** A single of `stake` taken from the player, as placement writes it (no selections needed). */
  const placeBet = async (stake: bigint): Promise<BetRow> => {
    const id = randomUUID();
    await postTestTransfer(db(), {
      kind: 'bet',
      reference: id,
      currency: 'EUR',
      from: { accountId: player.accountId },
      to: { system: 'house', currency: 'EUR' },
      amount: stake,
      inserts: [
        {
          table: 'bets',
          rows: [
            {
              id,
              playerId: player.playerId,
              accountId: player.accountId,
              type: 'single',
              currency: 'EUR',
              stake,
              potentialWin: stake * 2n,
              oddsThousandths: 2000n,
              deviceId: 'races',
              ledgerTransactionId: { transferIdOf: 0 },
            },
          ],
        },
      ],
    });
    const [bet] = await db().select().from(bets).where(eq(bets.id, id));
    return bet!;
  };

  const winOf = (bet: BetRow): MoneyPlan =>
    planSettlement({
      bet,
      verdict: { kind: 'settled', payout: bet.stake * 2n, result: 'win_entire', status: 'done' },
      available: 0n,
      now: new Date(),
    }).plan;

  /** Starts a cashout of the whole stake; its plan (refused if the cashout could not start). */
  const cashoutOf = async (bet: BetRow): Promise<MoneyPlan> => {
    const cashoutId = randomUUID();
    await startCashout(db(), {
      id: cashoutId,
      betId: bet.id,
      playerId: bet.playerId,
      stake: bet.stake,
      amount: bet.stake,
      now: new Date(),
    });
    return planCashout({
      cashoutId,
      bet,
      part: bet.stake,
      amount: bet.stake,
      openLegs: [],
      now: new Date(),
    });
  };

  const committed = (results: PlanResult[]) => results.filter((r) => r.kind === 'committed');

  it('a cashout and a settlement of one bet racing: exactly one pays, in any order', async () => {
    const writer = createLedgerWriter({ db: db(), parallel: target === 'postgres' ? 3 : 1 });
    const placed = await Promise.all(Array.from({ length: 12 }, () => placeBet(1000n)));
    const races = placed.map(async (bet, i) => {
      // The settlement worker read the bet open; the player starts a cashout at the same time.
      const settlement = winOf(bet);
      const settled = i % 2 === 0 ? writer.submit(settlement) : undefined;
      const cashout = await cashoutOf(bet);
      const results = await Promise.all([
        settled ?? writer.submit(settlement),
        writer.submit(cashout),
      ]);
      expect(committed(results), `bet ${i}`).toHaveLength(1);
      expect(results.find((r) => r.kind !== 'committed')).toMatchObject({
        kind: 'refused',
        refusal: { reason: 'check-failed', check: { type: 'row-state', table: 'bets' } },
      });
    });
    await Promise.all(races);
    await writer.close();
    expect((await trialBalance(db())).discrepancies).toEqual([]);
    await expectRowsMatchPostings(
      db(),
      placed.map((bet) => bet.id),
    );
  });

  it('a settlement run twice pays once: in one group, and in two transactions at once', async () => {
    const [inOneGroup, inTwoTransactions] = [await placeBet(500n), await placeBet(700n)];
    const writer = createLedgerWriter({ db: db() });
    const group = await Promise.all([
      writer.submit(winOf(inOneGroup)),
      writer.submit(winOf(inOneGroup)),
    ]);
    await writer.close();
    expect(group.map((r) => r.kind)).toEqual(['committed', 'refused']);

    const apart = await Promise.allSettled([
      executePlans(db(), [winOf(inTwoTransactions)]),
      executePlans(db(), [winOf(inTwoTransactions)]),
    ]);
    // On PostgreSQL the second waits for the first's row lock, then sees version 1 and is
    // refused (or, had it read first, fails on the unique reference): never a second payment.
    const paid = apart.filter((r) => r.status === 'fulfilled' && r.value[0]!.kind === 'committed');
    expect(paid).toHaveLength(1);
    expect((await trialBalance(db())).discrepancies).toEqual([]);
    await expectRowsMatchPostings(db(), [inOneGroup.id, inTwoTransactions.id]);
    const [after] = await db().select().from(bets).where(eq(bets.id, inTwoTransactions.id));
    expect(after).toMatchObject({ settledPayout: 1400n, settlementVersion: 1, status: 'done' });
  });
});
