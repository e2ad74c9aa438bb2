import type { Database } from '../create-db';
import { queryPrepared } from '../repositories/prepared';

/** One line of the trial balance: an account kind in a currency. */
export interface TrialBalanceLine {
  currency: string;
  kind: string;
  accounts: number;
  /** Sum of the ledger entries of these accounts. */
  ledger: bigint;
  /** Sum of their cached balances (player accounts only keep one; decision 014). */
  cached: bigint | null;
}

export interface TrialBalance {
  lines: TrialBalanceLine[];
  /** Everything wrong, in words; empty when the books are exact. */
  discrepancies: string[];
}

/**
 * The books' audit (issue 16: `npm run ledger:audit`, the bench and the tests): per currency and
 * account kind, the ledger's sums; every player account's cached balance equal to its entries'
 * sum and never negative; every ledger transaction balanced; every currency's ledger summing to
 * zero.
 */
export async function trialBalance(db: Database): Promise<TrialBalance> {
  const lines = (
    await queryPrepared<{
      currency: string;
      kind: string;
      accounts: number;
      ledger: string;
      cached: string | null;
    }>(
      db,
      'trial_balance_lines',
      `
      select a.currency, a.kind, count(*)::int as accounts,
             coalesce(sum(s.sum), 0)::text as ledger,
             case when a.kind = 'player' then sum(a.balance)::text end as cached
      from accounts a
      left join (select account_id, sum(amount) as sum from ledger_entries group by account_id) s
        on s.account_id = a.id
      group by a.currency, a.kind
      order by a.currency, a.kind`,
      [],
    )
  ).map((row) => ({
    currency: row.currency,
    kind: row.kind,
    accounts: Number(row.accounts),
    ledger: BigInt(row.ledger),
    cached: row.cached === null ? null : BigInt(row.cached),
  }));
  const discrepancies: string[] = [];
  const offLedger = await queryPrepared<{ id: number; balance: string; ledger: string }>(
    db,
    'trial_balance_off_ledger',
    `
      select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as ledger
      from accounts a left join ledger_entries e on e.account_id = a.id
      where a.kind = 'player'
      group by a.id
      having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0
      limit 20`,
    [],
  );
  for (const row of offLedger)
    discrepancies.push(`player account ${row.id}: balance ${row.balance}, ledger ${row.ledger}`);
  const unbalanced = await queryPrepared<{ id: string; sum: string }>(
    db,
    'trial_balance_unbalanced',
    `
      select transaction_id::text as id, sum(amount)::text as sum from ledger_entries
      group by transaction_id having sum(amount) <> 0 or count(distinct currency) > 1
      limit 20`,
    [],
  );
  for (const row of unbalanced)
    discrepancies.push(`ledger transaction ${row.id} does not balance (${row.sum})`);
  const byCurrency = new Map<string, bigint>();
  for (const line of lines)
    byCurrency.set(line.currency, (byCurrency.get(line.currency) ?? 0n) + line.ledger);
  for (const [currency, sum] of byCurrency)
    if (sum !== 0n) discrepancies.push(`the ${currency} ledger sums to ${sum}, not 0`);
  return { lines, discrepancies };
}

/** The trial balance as a table, then the verdict. */
export function formatTrialBalance(balance: TrialBalance): string {
  const rows = balance.lines.map(
    (line) =>
      `${line.currency.padEnd(6)} ${line.kind.padEnd(10)} ${String(line.accounts).padStart(8)} ${line.ledger.toString().padStart(20)} ${(line.cached?.toString() ?? '—').padStart(20)}`,
  );
  return [
    `${'ccy'.padEnd(6)} ${'kind'.padEnd(10)} ${'accounts'.padStart(8)} ${'ledger'.padStart(20)} ${'cached'.padStart(20)}`,
    ...rows,
    balance.discrepancies.length === 0
      ? 'books exact: every player balance equals its ledger, every transaction and currency sums to zero'
      : `DISCREPANCIES (${balance.discrepancies.length}):\n  ${balance.discrepancies.join('\n  ')}`,
  ].join('\n');
}
