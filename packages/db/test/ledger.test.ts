import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyPlan } from '@sportsbook/domain';
import { auditLedger, createPlayerAccount, executePlans, insertPlayer } from '../src';
import type { AccountRow } from '../src';
import { createTestDatabase, databaseTargets } from '../src/testing';
import type { TestDatabase } from '../src/testing';

const CURRENCIES = ['EUR', 'BTC', 'ETH'] as const;

describe.each(databaseTargets())('double-entry ledger on %s', (target) => {
  let database: TestDatabase;
  const players: Record<string, AccountRow>[] = [];
  let reference = 0;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    for (const email of ['a@example.com', 'b@example.com']) {
      const player = (await insertPlayer(database.db, {
        email,
        passwordHash: 'x',
        countryCode: 'DE',
      }))!;
      const accounts: Record<string, AccountRow> = {};
      for (const [index, currency] of CURRENCIES.entries()) {
        accounts[currency] = (await createPlayerAccount(database.db, {
          playerId: player.id,
          currency,
          active: index === 0,
        }))!;
      }
      players.push(accounts);
    }
  });
  afterAll(() => database.destroy());

  const move = async (
    kind: 'deposit' | 'bet',
    player: number,
    currency: (typeof CURRENCIES)[number],
    amount: bigint,
  ) => {
    const account = players[player]![currency]!;
    const sign = kind === 'deposit' ? 1n : -1n;
    reference += 1;
    const [result] = await executePlans(database.db, [
      transferPlan(`test-${reference}`, kind === 'deposit' ? 'payments' : 'house', currency, [
        -sign * amount,
        account.id,
        sign * amount,
      ]),
    ]);
    return result!;
  };

  /** A plan of one transfer between a system account and a player account. */
  const transferPlan = (
    ref: string,
    system: 'house' | 'payments',
    currency: string,
    [systemAmount, accountId, amount]: [bigint, number, bigint],
    kind = 'adjustment',
  ): MoneyPlan => ({
    checks: [],
    inserts: [],
    transfers: [
      {
        kind,
        reference: ref,
        currency,
        postings: [
          { account: { system, currency }, amount: systemAmount },
          { account: { accountId }, amount },
        ],
      },
    ],
  });

  it('keeps every balance equal to its ledger sum over random deposits and bets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('deposit' as const, 'bet' as const),
            player: fc.integer({ min: 0, max: 1 }),
            currency: fc.constantFrom(...CURRENCIES),
            amount: fc.bigInt({ min: 1n, max: 10n ** 20n }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (operations) => {
          for (const op of operations) {
            const result = await move(op.kind, op.player, op.currency, op.amount);
            // A bet larger than the balance is refused and leaves nothing behind.
            if (result.kind !== 'committed') {
              expect(result).toMatchObject({ refusal: { reason: 'insufficient-funds' } });
              expect(op.kind).toBe('bet');
            }
          }
          const audit = await auditLedger(database.db);
          for (const row of audit) expect(row.balance).toBe(row.ledgerSum);
          const playerIds = new Set(
            players.flatMap((accounts) => Object.values(accounts).map((a) => a.id)),
          );
          for (const row of audit) {
            if (playerIds.has(row.accountId)) expect(row.balance >= 0n).toBe(true);
          }
          const total = audit.reduce((sum, row) => sum + row.ledgerSum, 0n);
          expect(total).toBe(0n);
        },
      ),
      { numRuns: 25, seed: 20_261_122 },
    );
  });

  it('refuses unbalanced, mixed-currency and duplicate transactions', async () => {
    const eur = players[0]!.EUR!;
    const btc = players[0]!.BTC!;
    await expect(
      executePlans(database.db, [transferPlan('unbalanced', 'house', 'EUR', [-5n, eur.id, 4n])]),
    ).rejects.toThrow(/LED-001/);
    await expect(
      executePlans(database.db, [transferPlan('mixed', 'house', 'EUR', [-5n, btc.id, 5n])]),
    ).rejects.toThrow(/another currency/);
    const once = transferPlan('once', 'house', 'EUR', [-5n, eur.id, 5n]);
    await executePlans(database.db, [once]);
    await expect(executePlans(database.db, [once])).rejects.toThrow();
    const audit = await auditLedger(database.db);
    for (const row of audit) expect(row.balance).toBe(row.ledgerSum);
  });

  it('keeps ledger entries append-only and player balances non-negative in the schema', async () => {
    await expect(database.db.execute(sql`update ledger_entries set amount = 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update accounts set balance = -1 where id = ${players[1]!.EUR!.id}`),
    ).rejects.toThrow();
  });
});
