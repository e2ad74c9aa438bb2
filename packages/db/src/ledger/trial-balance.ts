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
 * zero; the withdrawals reserve of each currency holding exactly the pending withdrawals
 * (decision 028: money reserved at request, released or paid out once); and the jackpot payable
 * account of each currency holding exactly what approved, unpaid jackpot hits owe (decision 057);
 * and every conversion through the fx positions whole (decision 062, `fxPositionProblems`).
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
  const reserves = await queryPrepared<{ currency: string; reserve: string; pending: string }>(
    db,
    'trial_balance_withdrawal_reserve',
    `
      select c.currency,
        coalesce((select sum(e.amount) from ledger_entries e
          join accounts a on a.id = e.account_id
          where a.kind = 'withdrawals' and a.currency = c.currency), 0)::text as reserve,
        coalesce((select sum(w.amount) from withdrawals w
          where w.status = 'pending' and w.currency = c.currency), 0)::text as pending
      from (select currency from accounts where kind = 'withdrawals'
            union select currency from withdrawals) c`,
    [],
  );
  for (const row of reserves)
    if (row.reserve !== row.pending)
      discrepancies.push(
        `the ${row.currency} withdrawals reserve holds ${row.reserve}, pending withdrawals ${row.pending}`,
      );
  const payables = await queryPrepared<{ currency: string; payable: string; approved: string }>(
    db,
    'trial_balance_jackpot_payable',
    `
      select c.currency,
        coalesce((select sum(e.amount) from ledger_entries e
          join accounts a on a.id = e.account_id
          where a.kind = 'jackpot_payable' and a.currency = c.currency), 0)::text as payable,
        coalesce((select sum(h.amount) from jackpot_hits h
          where h.status = 'approved' and h.currency = c.currency), 0)::text as approved
      from (select currency from accounts where kind = 'jackpot_payable'
            union select currency from jackpot_hits) c`,
    [],
  );
  for (const row of payables)
    if (row.payable !== row.approved)
      discrepancies.push(
        `the ${row.currency} jackpot payable holds ${row.payable}, approved jackpot hits ${row.approved}`,
      );
  discrepancies.push(...(await fxPositionProblems(db)));
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
      `${line.currency.padEnd(6)} ${line.kind.padEnd(16)} ${String(line.accounts).padStart(8)} ${line.ledger.toString().padStart(20)} ${(line.cached?.toString() ?? '—').padStart(20)}`,
  );
  return [
    `${'ccy'.padEnd(6)} ${'kind'.padEnd(16)} ${'accounts'.padStart(8)} ${'ledger'.padStart(20)} ${'cached'.padStart(20)}`,
    ...rows,
    balance.discrepancies.length === 0
      ? 'books exact: every player balance equals its ledger, every transaction and currency sums to zero, every reserve holds its pending withdrawals, every jackpot payable its approved hits and every conversion both its legs'
      : `DISCREPANCIES (${balance.discrepancies.length}):\n  ${balance.discrepancies.join('\n  ')}`,
  ].join('\n');
}

/**
 * Decision 062: the fx position accounts move only by cross-currency jackpot contributions, and
 * each is whole — the bet-currency leg (`jackpot_contribution_fx`, the share into the bet
 * currency's position) and the jackpot-currency leg (`jackpot_contribution` out of the jackpot
 * currency's position) both there under one reference, each moving what its metadata says
 * (`fx.share`, `fx.converted`). Each leg balances in its own currency like any transaction.
 */
async function fxPositionProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const halves = await queryPrepared<{ reference: string; problem: string }>(
    db,
    'trial_balance_fx_legs',
    `
      with legs as (
        select t.kind, t.reference, t.metadata -> 'fx' as fx, e.amount
        from ledger_entries e
        join accounts a on a.id = e.account_id and a.kind = 'fx_position'
        join ledger_transactions t on t.id = e.transaction_id
        where t.kind in ('jackpot_contribution_fx', 'jackpot_contribution')
      ),
      bet_side as (select * from legs where kind = 'jackpot_contribution_fx'),
      pool_side as (select * from legs where kind = 'jackpot_contribution')
      select coalesce(b.reference, p.reference) as reference,
        case
          when p.reference is null then 'has no jackpot-currency leg'
          when b.reference is null then 'has no bet-currency leg'
          when b.amount <> (b.fx ->> 'share')::numeric then 'moved another share than it records'
          else 'moved another converted amount than it records'
        end as problem
      from bet_side b full outer join pool_side p on p.reference = b.reference
      where b.reference is null or p.reference is null
        or b.amount <> (b.fx ->> 'share')::numeric
        or -p.amount <> (p.fx ->> 'converted')::numeric
      limit 20`,
    [],
  );
  for (const row of halves)
    problems.push(`the conversion of jackpot contribution ${row.reference} ${row.problem}`);
  const strangers = await queryPrepared<{ id: string; kind: string }>(
    db,
    'trial_balance_fx_strangers',
    `
      select t.id::text as id, t.kind from ledger_entries e
      join accounts a on a.id = e.account_id and a.kind = 'fx_position'
      join ledger_transactions t on t.id = e.transaction_id
      where t.kind not in ('jackpot_contribution_fx', 'jackpot_contribution')
      limit 20`,
    [],
  );
  for (const row of strangers)
    problems.push(`ledger transaction ${row.id} (${row.kind}) moves an fx position`);
  return problems;
}
