import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, executePlans } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { createTestDatabase, databaseTargets } from '@sportsbook/db/testing';
import { planWithdrawalRequest } from '@sportsbook/domain';
import { insertTestPlayer } from './settlement-helpers';

/**
 * `npm run ledger:audit` (issue 16 §4) on a real database the script opens itself: exit 0 with
 * the trial balance on exact books, non-zero naming every discrepancy on corrupted ones — a
 * cached balance off its ledger, a transaction that does not balance, a reserve that does not
 * hold the pending withdrawals.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../src/ledger-audit.ts');

function runAudit(env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT],
      { env: { ...inherited, LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (error, stdout) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: String(stdout) }),
    );
  });
}

/** A player with money, and a pending withdrawal holding part of it in the reserve. */
async function seed(db: Database): Promise<number> {
  const player = await insertTestPlayer(db, 5000n);
  const id = randomUUID();
  const [result] = await executePlans(db, [
    planWithdrawalRequest({
      withdrawalId: id,
      playerId: player.playerId,
      accountId: player.accountId,
      currency: 'EUR',
      amount: 1200n,
      provider: 'audit-test',
      providerReference: id,
      resolveAt: null,
      demoOutcome: 'paid',
      createdAt: new Date(),
    }),
  ]);
  expect(result?.kind).toBe('committed');
  return player.accountId;
}

/** Three kinds of damage a bug or a hand-written SQL could do to the books. */
async function corrupt(db: Database, accountId: number): Promise<void> {
  await db.execute(sql`update accounts set balance = balance + 7 where id = ${accountId}`);
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, currency, amount)
    select min(id), ${accountId}, 'EUR', 3 from ledger_transactions`);
  await db.execute(sql`update withdrawals set status = 'paid'`);
}

describe.each(databaseTargets())('ledger:audit on %s', (target) => {
  it('prints the trial balance, exits 0 on exact books and non-zero on corrupted ones', async () => {
    let env: Record<string, string>;
    let open: () => Promise<{ db: Database; close(): Promise<void> }>;
    let cleanup: () => Promise<void>;
    if (target === 'pglite') {
      // A data directory of its own: the script opens it after this test closed it.
      const dir = await mkdtemp(path.join(tmpdir(), 'ledger-audit-'));
      env = { DATA_DIR: dir };
      open = async () => {
        const handle = await createDb({ dataDir: dir });
        await handle.migrate();
        return handle;
      };
      cleanup = () => rm(dir, { recursive: true, force: true });
    } else {
      const database = await createTestDatabase('postgres');
      env = { DATABASE_URL: database.url! };
      open = async () => ({ db: database.db, close: async () => {} });
      cleanup = () => database.destroy();
    }
    try {
      let handle = await open();
      const accountId = await seed(handle.db);
      await handle.close();

      const exact = await runAudit(env);
      expect(exact.stdout).toMatch(/EUR\s+player\s+1\s+3800\s+3800/);
      expect(exact.stdout).toMatch(/EUR\s+withdrawals\s+1\s+1200/);
      expect(exact.stdout).toContain('books exact');
      expect(exact.code).toBe(0);

      handle = await open();
      await corrupt(handle.db, accountId);
      await handle.close();

      const corrupted = await runAudit(env);
      expect(corrupted.stdout).toContain('DISCREPANCIES');
      expect(corrupted.stdout).toContain(`player account ${accountId}: balance 3807, ledger 3803`);
      expect(corrupted.stdout).toMatch(/ledger transaction \d+ does not balance \(3\)/);
      expect(corrupted.stdout).toContain('the EUR ledger sums to 3, not 0');
      expect(corrupted.stdout).toContain(
        'the EUR withdrawals reserve holds 1200, pending withdrawals 0',
      );
      expect(corrupted.code).not.toBe(0);
    } finally {
      await cleanup();
    }
  }, 300_000);
});
