import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InsufficientFundsError,
  auditLedger,
  createPlayerAccount,
  getSystemAccount,
  insertPlayer,
  postLedgerTransaction,
} from '../src';
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
    const system = await getSystemAccount(
      database.db,
      kind === 'deposit' ? 'payments' : 'house',
      currency,
    );
    const account = players[player]![currency]!;
    const sign = kind === 'deposit' ? 1n : -1n;
    reference += 1;
    return postLedgerTransaction(database.db, {
      kind,
      reference: `test-${reference}`,
      entries: [
        { accountId: system.id, amount: -sign * amount },
        { accountId: account.id, amount: sign * amount },
      ],
    });
  };

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
            try {
              await move(op.kind, op.player, op.currency, op.amount);
            } catch (error) {
              // A bet larger than the balance is refused and leaves nothing behind.
              expect(error).toBeInstanceOf(InsufficientFundsError);
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
    const house = await getSystemAccount(database.db, 'house', 'EUR');
    await expect(
      postLedgerTransaction(database.db, {
        kind: 'adjustment',
        reference: 'unbalanced',
        entries: [
          { accountId: house.id, amount: -5n },
          { accountId: eur.id, amount: 4n },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      postLedgerTransaction(database.db, {
        kind: 'adjustment',
        reference: 'mixed',
        entries: [
          { accountId: house.id, amount: -5n },
          { accountId: btc.id, amount: 5n },
        ],
      }),
    ).rejects.toThrow(/one currency/);
    const once = {
      kind: 'adjustment',
      reference: 'once',
      entries: [
        { accountId: house.id, amount: -5n },
        { accountId: eur.id, amount: 5n },
      ],
    };
    await postLedgerTransaction(database.db, once);
    await expect(postLedgerTransaction(database.db, once)).rejects.toThrow();
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
