import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLedger,
  bets,
  createLedgerWriter,
  executePlans,
  ledgerEntries,
  trialBalance,
} from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import type { MoneyPlan } from '@sportsbook/domain';
import { NAMES, deposit, linePool, openLines } from './bet-history-helpers';
import type { Line } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { singleBetPlan } from './ledger-helpers';
import { newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * The generic executor and the group-commit writer (issue 16, DESIGN §4): in one group, each
 * plan is decided alone (a refused plan refuses alone), twins answer once, and nothing is
 * written by a plan that does not commit.
 */
describe.each(databaseTargets())('ledger writer on %s', (target) => {
  let testApp: TestApp;
  let player: Client;
  let accountId: number;
  let take: (count: number) => Line[];

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed' });
    player = await newPlayer(testApp, 'ledger@example.com', NAMES);
    await deposit(testApp, player, '1000');
    const [account] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.playerId, player.playerId), eq(accounts.currency, 'EUR')));
    accountId = account!.id;
    take = linePool(await openLines(testApp));
  }, 120_000);
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  const balance = async () =>
    (await db().select().from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;
  const betCount = async () =>
    Number(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(bets)
          .where(eq(bets.playerId, player.playerId))
      )[0]!.n,
    );
  const expectBooksExact = async () => {
    expect((await trialBalance(db())).discrepancies).toEqual([]);
    for (const row of await auditLedger(db())) expect(row.balance).toBe(row.ledgerSum);
    const [total] = await db()
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries);
    expect(total!.sum).toBe('0');
  };

  const plan = (
    line: Line,
    stake: bigint,
    key = randomUUID(),
    overrides: { minOdds?: number } = {},
  ): MoneyPlan =>
    singleBetPlan({
      playerId: player.playerId,
      accountId,
      line,
      stake,
      oddsThousandths: overrides.minOdds ?? Math.round(line.odds * 1000),
      key,
      response: { key },
    });

  it('LED-005: decides a group in order on the locked balance; the plan that overdraws refuses alone', async () => {
    const [a, b] = take(2);
    const before = await balance();
    const results = await executePlans(db(), [plan(a!, 600n), plan(b!, 600n)]);
    expect(results.map((r) => r.kind)).toEqual(['committed', 'refused']);
    expect(results[1]).toMatchObject({ refusal: { reason: 'insufficient-funds', accountId } });
    expect(await balance()).toBe(before - 600n);
    await expectBooksExact();
  });

  it('LED-006: twins in one group and a repeat in a later group answer the first answer, once', async () => {
    const [line] = take(1);
    const key = randomUUID();
    const count = await betCount();
    const results = await executePlans(db(), [plan(line!, 10n, key), plan(line!, 10n, key)]);
    expect(results.map((r) => r.kind)).toEqual(['committed', 'replayed']);
    expect(results[1]).toMatchObject({ answer: { response: { key } } });
    const again = await executePlans(db(), [plan(line!, 10n, key)]);
    expect(again[0]!.kind).toBe('replayed');
    expect(await betCount()).toBe(count + 1);
    await expectBooksExact();
  });

  it('LED-011: a plan whose line fails its commit-time check refuses alone; its neighbours commit', async () => {
    const [good, bad] = take(2);
    const before = await balance();
    // Odds above the line's current price: the price a bet would be taken at is no longer there.
    const results = await executePlans(db(), [
      plan(bad!, 10n, randomUUID(), { minOdds: Math.round(bad!.odds * 1000) + 1 }),
      plan(good!, 10n),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['refused', 'committed']);
    expect(results[0]).toMatchObject({ refusal: { reason: 'check-failed' } });
    expect(await balance()).toBe(before - 10n);
    await expectBooksExact();
  });

  it('the writer answers only after the commit, and a plan that breaks its group fails alone', async () => {
    const writer = createLedgerWriter({
      db: db(),
      parallel: target === 'postgres' ? 3 : 1,
      pipelined: testApp.app.database.pipelined,
    });
    const lines = take(6);
    const before = await balance();
    const count = await betCount();
    // A plan whose row the database itself rejects (a negative potential win breaks a check
    // constraint): its group fails, is split, and only this plan fails.
    const broken = plan(lines[0]!, 5n);
    (broken.inserts[0]!.rows[0] as { potentialWin: bigint }).potentialWin = -1n;
    const all = [broken, ...lines.slice(1).map((line) => plan(line, 5n))];
    const settled = await Promise.allSettled(all.map((p) => writer.submit(p)));
    await writer.close();
    expect(settled[0]!.status).toBe('rejected');
    expect(settled.slice(1).map((s) => s.status === 'fulfilled' && s.value.kind)).toEqual(
      Array(5).fill('committed'),
    );
    expect(await balance()).toBe(before - 25n);
    expect(await betCount()).toBe(count + 5);
    await expectBooksExact();
  });

  it('never overdraws nor duplicates under concurrent groups with twins', async () => {
    const writer = createLedgerWriter({
      db: db(),
      parallel: target === 'postgres' ? 4 : 1,
      pipelined: testApp.app.database.pipelined,
    });
    const lines = take(10);
    const before = await balance();
    const count = await betCount();
    const keys = Array.from({ length: 60 }, () => randomUUID());
    // 120 plans of 7 for 60 keys: each key twice, more than the balance can pay.
    const results = await Promise.all(
      [...keys, ...keys].map((key, i) => writer.submit(plan(lines[i % lines.length]!, 7n, key))),
    );
    await writer.close();
    const committed = results.filter((r) => r.kind === 'committed').length;
    expect(Number(before / 7n)).toBeLessThan(60);
    expect(committed).toBe(Number(before / 7n));
    expect(await balance()).toBe(before - 7n * BigInt(committed));
    expect(await balance()).toBeGreaterThanOrEqual(0n);
    expect(await betCount()).toBe(count + committed);
    await expectBooksExact();
  });
});
