import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { WALLET_TRANSACTION_RULES } from '@sportsbook/domain';
import type { WalletTransactionType } from '@sportsbook/domain';
import type { Database } from '../create-db';

/**
 * The player's wallet transactions (issue 16 §3): every ledger entry on the player's own
 * accounts, newest first, with the account's balance right after it. Types follow WAL-001.
 */
export interface WalletTransactionFilter {
  playerId: number;
  types?: WalletTransactionType[];
  currency?: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  /** Entries older than this entry id (the previous page's cursor). */
  before?: number;
  limit: number;
}

export interface WalletTransactionRow {
  id: number;
  accountId: number;
  currency: string;
  kind: string;
  reference: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

/** SQL for "this entry is of one of `types`", from the domain's rules (kind and sign). */
function typeCondition(types: WalletTransactionType[]): SQL {
  const conditions: SQL[] = WALLET_TRANSACTION_RULES.filter((rule) =>
    types.includes(rule.type),
  ).map((rule) =>
    rule.sign === undefined
      ? sql`t.kind = ${rule.kind}`
      : rule.sign === 'credit'
        ? sql`(t.kind = ${rule.kind} and e.amount > 0)`
        : sql`(t.kind = ${rule.kind} and e.amount < 0)`,
  );
  // Kinds no rule names are adjustments (WAL-001).
  if (types.includes('adjustment')) {
    const known = [...new Set(WALLET_TRANSACTION_RULES.map((rule) => rule.kind))];
    conditions.push(
      sql`t.kind not in (${sql.join(
        known.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    );
  }
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

export async function listWalletTransactions(
  db: Database,
  filter: WalletTransactionFilter,
): Promise<WalletTransactionRow[]> {
  const where: SQL[] = [
    sql`a.player_id = ${filter.playerId}`,
    sql`e.created_at >= ${filter.from.toISOString()}`,
    sql`e.created_at < ${filter.to.toISOString()}`,
  ];
  if (filter.currency) where.push(sql`a.currency = ${filter.currency}`);
  if (filter.before !== undefined) where.push(sql`e.id < ${filter.before}`);
  if (filter.types) where.push(typeCondition(filter.types));
  // The balance after an entry is the account's cached balance less every later entry: exact
  // (the cache equals the ledger, DESIGN §4) and read in one snapshot.
  const result = await db.execute<{
    id: string | number;
    account_id: number;
    currency: string;
    kind: string;
    reference: string;
    amount: string;
    balance_after: string;
    created_at: string | Date;
  }>(sql`
    select e.id, e.account_id, a.currency, t.kind, t.reference, e.amount::text as amount,
      (a.balance - coalesce((select sum(later.amount) from ledger_entries later
        where later.account_id = e.account_id and later.id > e.id), 0))::text as balance_after,
      e.created_at
    from ledger_entries e
    join accounts a on a.id = e.account_id and a.kind = 'player'
    join ledger_transactions t on t.id = e.transaction_id
    where ${sql.join(where, sql` and `)}
    order by e.id desc
    limit ${filter.limit}`);
  const rows = Array.isArray(result) ? result : (result as { rows: typeof result }).rows;
  return (rows as unknown as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    accountId: Number(row.account_id),
    currency: String(row.currency),
    kind: String(row.kind),
    reference: String(row.reference),
    amount: BigInt(String(row.amount)),
    balanceAfter: BigInt(String(row.balance_after)),
    createdAt: new Date(row.created_at as string),
  }));
}
