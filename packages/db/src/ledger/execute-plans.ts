import { getTableColumns, getTableName } from 'drizzle-orm';
import { accountRefKey, validatePlan } from '@sportsbook/domain';
import type { AccountRef, MoneyPlan, PlanCheck, PlanRefusal } from '@sportsbook/domain';
import type pg from 'pg';
import type { Database } from '../create-db';
import { getSystemAccount } from '../repositories/wallet';
import type { StoredAnswer } from '../repositories/wallet';
import {
  isRowCheck,
  isTransferRef,
  lockRowStates,
  overlayUpdates,
  rowCheckHolds,
  shortHash,
  updateWrites,
} from './row-states';
import { inDrizzleTransaction, inPipelinedTransaction } from './group-transaction';
import type { GroupTransaction } from './group-transaction';
import { WRITABLE } from './writable-tables';
import { failedCounterCheck, lockCounters, overlayCounters, writeCounters } from './limit-counters';

/**
 * The one executor of money plans (DESIGN §4, issue 16). It runs a group of plans in ONE
 * database transaction with a fixed number of statements, however many plans the group holds:
 *
 * 1. read the answers already stored under the plans' idempotency keys;
 * 2. lock the player accounts the plans post to (`FOR UPDATE`, in id order, so two groups never
 *    lock in opposite orders) and read their balances;
 * 3. read every check (the lines' state at this moment);
 * 4. decide in order, plan by plan, against running balances: a plan whose check fails or whose
 *    postings would take an account below zero is refused and writes nothing; the others are
 *    accepted. Checks cannot interfere with each other, because the accounts are locked and the
 *    decisions are made on their locked values: this isolates each plan without savepoints;
 * 5. write what the accepted plans hold, one statement per kind of row: balances, ledger
 *    transactions, ledger entries, each table's rows, the idempotency answers.
 *
 * Nothing is acknowledged before the caller's commit. System accounts (house, payments) keep no
 * cached balance (decision 014), so no plan locks a row another plan of another player needs.
 */

export type PlanResult =
  | {
      kind: 'committed';
      /** Ledger transaction id of each of the plan's transfers, in order. */
      transferIds: number[];
      /** Each player account's balance right after this plan, by account id. */
      balances: Map<number, bigint>;
    }
  | { kind: 'refused'; refusal: PlanRefusal }
  /** Its idempotency key already holds an answer (stored before, or by a twin in the group). */
  | { kind: 'replayed'; answer: StoredAnswer };

interface TableWrite {
  /** `tN as (insert into … select … from jsonb_to_recordset($P))`, with $P as `{param}`. */
  cte: string;
  columns: Array<{ key: string; name: string; transfer: boolean }>;
}

const tableWrites = new Map<string, TableWrite>();

/**
 * The CTE that inserts one table's rows of a group, from one jsonb parameter. A column whose value
 * is `{ transferIdOf: i }` (`transferKeys`) comes as that transfer's kind and reference and is
 * resolved against the transfers inserted by the same statement. Constant per table and column
 * set, so the whole write statement is a prepared one.
 */
function tableWriteOf(table: string, keys: string[], transferKeys: Set<string>): TableWrite {
  const cacheKey = `${table}:${keys.map((k) => (transferKeys.has(k) ? `${k}*` : k)).join(',')}`;
  const cached = tableWrites.get(cacheKey);
  if (cached) return cached;
  const model = WRITABLE[table];
  if (!model) throw new Error(`A plan may not write to ${table}`);
  const all = getTableColumns(model);
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${table} has no column ${key}`);
    return { key, name: column.name, type: column.getSQLType(), transfer: transferKeys.has(key) };
  });
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  const values = columns
    .map((c) =>
      c.transfer
        ? `(select t.id from transfers t where t.kind = v."${c.name}__kind" and t.reference = v."${c.name}__reference")`
        : `v."${c.name}"`,
    )
    .join(', ');
  const types = columns
    .map((c) =>
      c.transfer ? `"${c.name}__kind" text, "${c.name}__reference" text` : `"${c.name}" ${c.type}`,
    )
    .join(', ');
  const write: TableWrite = {
    cte: `"rows_${table}" as (
    insert into "${getTableName(model)}" (${list})
    select ${values} from jsonb_to_recordset({param}::jsonb) as v(${types})
    returning 1
  )`,
    columns,
  };
  tableWrites.set(cacheKey, write);
  return write;
}

/**
 * JSON for a jsonb parameter: bigints as text (numeric columns take it), dates as ISO. A replacer
 * function takes V8 off its fast serializer (about 12 µs per placement, decision 036), so the
 * amounts the executor itself puts in are text already (`jsonScalar`) and the replacer only
 * serves values the plans bring (metadata, answers) when they hold a bigint.
 */
const toJson = (value: unknown) => {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
};

/** A scalar as the jsonb parameters carry it: bigints as text, no undefined. */
const jsonScalar = (value: unknown) =>
  typeof value === 'bigint' ? value.toString() : (value ?? null);

const systemIds = new WeakMap<Database, Map<string, number>>();

/** System accounts never change id: resolved once per process (and database). */
async function systemAccountId(db: Database, tx: Database, ref: AccountRef): Promise<number> {
  if ('accountId' in ref) return ref.accountId;
  const cache = systemIds.get(db) ?? new Map<string, number>();
  systemIds.set(db, cache);
  const key = accountRefKey(ref);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const id = (await getSystemAccount(tx, ref.system, ref.currency)).id;
  cache.set(key, id);
  return id;
}

/**
 * Phase 1, one statement: the answers stored under the group's idempotency keys ($1), the player
 * accounts locked in id order with their balances ($2), and whether each check holds ($3).
 */
const READ_SQL = `
  with locked as (
    select id, balance::text as balance, currency from accounts
    where id = any($2::int[]) and kind = 'player'
    order by id for update
  ),
  checks as (
    select w.i, coalesce(
      m.status = 1 and e.status in (0, 1)
      and exists (
        select 1 from jsonb_array_elements(m.outcomes) o
        where o ->> 'outcomeId' = w.outcome_id and (o ->> 'active')::boolean
          and (o ->> 'odds')::integer >= w.min_odds
          and (w.max_odds is null or (o ->> 'odds')::integer <= w.max_odds))
      and not exists (
        select 1 from market_results r
        where r.event_id = w.event_id and r.market_id = w.market_id
          and r.specifier = w.specifier and r.status <> 'rolled_back'),
      false) as ok
    from jsonb_to_recordset($3::jsonb)
      as w(i integer, event_id integer, market_id integer, specifier text, outcome_id text,
           min_odds integer, max_odds integer)
    left join markets m on m.event_id = w.event_id and m.market_id = w.market_id
      and m.specifier = w.specifier
    left join events e on e.id = w.event_id
  )
  select
    (select coalesce(json_agg(json_build_object(
        'player_id', k.player_id, 'scope', k.scope, 'key', k.key,
        'request_hash', k.request_hash, 'status_code', k.status_code, 'response', k.response)),
      '[]')
     from jsonb_to_recordset($1::jsonb) as w(player_id integer, scope text, key text)
     join idempotency_keys k on k.player_id = w.player_id and k.scope = w.scope
       and k.key = w.key) as answers,
    (select coalesce(json_agg(locked), '[]') from locked) as accounts,
    (select coalesce(json_agg(checks), '[]') from checks) as checks`;

/**
 * Phase 2, one statement: the balances ($1), the ledger transactions ($2) and their entries ($3),
 * then each table's rows and the answers, as data-modifying CTEs. A row's reference to one of
 * its plan's transfers is resolved by (kind, reference) in the transactions just inserted.
 * Foreign keys between the CTEs hold: PostgreSQL checks them at the end of the statement.
 */
const WRITE_HEAD_SQL = `
  with balances as (
    update accounts a set balance = a.balance + v.delta
    from jsonb_to_recordset($1::jsonb) as v(id integer, delta numeric)
    where a.id = v.id and a.kind = 'player'
    returning a.id
  ),
  transfers as (
    insert into ledger_transactions (kind, reference, metadata)
    select kind, reference, metadata
    from jsonb_to_recordset($2::jsonb) as v(i integer, kind text, reference text, metadata jsonb)
    order by i
    returning id, kind, reference
  ),
  entries as (
    insert into ledger_entries (transaction_id, account_id, currency, amount)
    select t.id, v.account_id, v.currency, v.amount
    from jsonb_to_recordset($3::jsonb)
      as v(kind text, reference text, account_id integer, currency text, amount numeric)
    join transfers t on t.kind = v.kind and t.reference = v.reference
    returning 1
  )`;

const WRITE_ANSWERS_SQL = (param: number) => `
  answers as (
    insert into idempotency_keys (player_id, scope, key, request_hash, status_code, response)
    select player_id, scope, key, request_hash, status_code, response
    from jsonb_to_recordset($${param}::jsonb) as v(player_id integer, scope text, key text,
      request_hash text, status_code integer, response jsonb)
    returning 1
  )`;

const answerKey = (a: { playerId: number; scope: string; key: string }) =>
  `${a.playerId}/${a.scope}/${a.key}`;

interface ReadRow {
  answers: Array<{
    player_id: number;
    scope: string;
    key: string;
    request_hash: string;
    status_code: number;
    response: unknown;
  }>;
  accounts: Array<{ id: number; balance: string; currency: string }>;
  checks: Array<{ i: number; ok: boolean }>;
}

/** json columns: node-postgres parses them, PGlite too; text only if a driver does not. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Executes a group of plans in one transaction on `db`: two statements (read and lock, then
 * write) whatever the group's size. A refused plan refuses alone. Throws only on a database
 * error, in which case nothing of the group is written.
 */
export async function executePlans(
  db: Database,
  plans: MoneyPlan[],
  options: {
    /** Pipelined connections (the ledger writer's, `DatabaseHandle.pipelined`): see there. */
    pipelined?: pg.Pool | undefined;
  } = {},
): Promise<PlanResult[]> {
  for (const plan of plans) validatePlan(plan);
  const inTransaction = options.pipelined
    ? <R>(body: (group: GroupTransaction) => Promise<R>) =>
        inPipelinedTransaction(options.pipelined!, body)
    : <R>(body: (group: GroupTransaction) => Promise<R>) => inDrizzleTransaction(db, body);
  return inTransaction(async (group) => {
    const { tx } = group;
    const accountIds: number[][] = [];
    const playerIds = new Set<number>();
    for (const plan of plans) {
      const ids: number[] = [];
      for (const transfer of plan.transfers)
        for (const posting of transfer.postings) {
          const id = await systemAccountId(db, tx, posting.account);
          ids.push(id);
          if ('accountId' in posting.account) playerIds.add(id);
        }
      accountIds.push(ids);
    }
    const keyed = plans.flatMap((plan) => (plan.idempotency ? [plan.idempotency] : []));
    const checks = plans.flatMap((plan, p) =>
      plan.checks.flatMap((check) => (check.type === 'line-open' ? [{ p, check }] : [])),
    );

    // 1. Read and lock.
    const [read] = await group.query<ReadRow>('ledger_read', READ_SQL, [
      toJson(keyed.map((k) => ({ player_id: k.playerId, scope: k.scope, key: k.key }))),
      [...playerIds].sort((a, b) => a - b),
      toJson(
        checks.map(({ check }, i) => ({
          i,
          event_id: check.eventId,
          market_id: check.marketId,
          specifier: check.specifier,
          outcome_id: check.outcomeId,
          min_odds: check.minOddsThousandths,
          max_odds: check.maxOddsThousandths ?? null,
        })),
      ),
    ]);
    const stored = new Map<string, StoredAnswer>();
    for (const row of parsed(read!.answers))
      stored.set(answerKey({ playerId: row.player_id, scope: row.scope, key: row.key }), {
        requestHash: row.request_hash,
        statusCode: row.status_code,
        response: row.response,
      });
    const balances = new Map<number, { balance: bigint; currency: string }>();
    for (const row of parsed(read!.accounts))
      balances.set(row.id, { balance: BigInt(row.balance), currency: row.currency });
    const failed = new Map<number, PlanCheck>();
    for (const row of parsed(read!.checks)) {
      const { p, check } = checks[row.i]!;
      if (!row.ok && !failed.has(p)) failed.set(p, check);
    }
    // 1b. Rows the plans expect in a state (a bet's status…), locked: only groups that have any.
    // Plans that change them update this map as they are accepted, so a twin later in the group
    // sees the new state.
    const states = await lockRowStates(tx, plans);
    // 1c. Limit counters (RG-010), locked after the rows; judged and applied like balances.
    const counters = await lockCounters(tx, plans);
    const counterDeltas: Parameters<typeof writeCounters>[1] = new Map();

    // 2. Decide, in order, on the locked balances.
    const results: PlanResult[] = [];
    const accepted: number[] = [];
    const answered = new Map<string, StoredAnswer>();
    const deltas = new Map<number, bigint>();
    plans.forEach((plan, p) => {
      const key = plan.idempotency ? answerKey(plan.idempotency) : undefined;
      const previous = key ? (stored.get(key) ?? answered.get(key)) : undefined;
      if (previous) {
        results.push({ kind: 'replayed', answer: previous });
        return;
      }
      // Row states are judged in order: an earlier plan's updates are what a later one sees.
      const check =
        failed.get(p) ??
        plan.checks.find((c) => isRowCheck(c) && !rowCheckHolds(c, states)) ??
        failedCounterCheck(plan, counters);
      if (check) {
        results.push({ kind: 'refused', refusal: { reason: 'check-failed', check } });
        return;
      }
      const net = new Map<number, bigint>();
      let i = 0;
      for (const transfer of plan.transfers)
        for (const posting of transfer.postings) {
          const id = accountIds[p]![i++]!;
          if (!playerIds.has(id)) continue;
          const account = balances.get(id);
          if (!account || account.currency !== transfer.currency)
            throw new Error(`Plan posts ${transfer.currency} to account ${id} of another currency`);
          net.set(id, (net.get(id) ?? 0n) + posting.amount);
        }
      for (const [id, amount] of net) {
        if (balances.get(id)!.balance + amount < 0n) {
          results.push({
            kind: 'refused',
            refusal: { reason: 'insufficient-funds', accountId: id },
          });
          return;
        }
      }
      const after = new Map<number, bigint>();
      for (const [id, amount] of net) {
        const account = balances.get(id)!;
        account.balance += amount;
        after.set(id, account.balance);
        deltas.set(id, (deltas.get(id) ?? 0n) + amount);
      }
      if (key && plan.idempotency)
        answered.set(key, {
          requestHash: plan.idempotency.requestHash,
          statusCode: plan.idempotency.statusCode,
          response: plan.idempotency.response,
        });
      overlayUpdates(plan, states);
      overlayCounters(plan, counters, counterDeltas);
      accepted.push(p);
      results.push({ kind: 'committed', transferIds: [], balances: after });
    });
    if (accepted.length === 0) return results;
    await writeCounters(tx, counterDeltas);

    // 3. Write what was accepted, in one statement.
    const transfers = accepted.flatMap((p) =>
      plans[p]!.transfers.map((transfer) => ({ p, transfer })),
    );
    const entries: Array<Record<string, unknown>> = [];
    for (const { transfer } of transfers)
      for (const posting of transfer.postings)
        entries.push({
          kind: transfer.kind,
          reference: transfer.reference,
          account_id: await systemAccountId(db, tx, posting.account),
          currency: transfer.currency,
          amount: jsonScalar(posting.amount),
        });
    const params: unknown[] = [
      toJson(
        [...deltas]
          .filter(([, d]) => d !== 0n)
          .map(([id, delta]) => ({ id, delta: jsonScalar(delta) })),
      ),
      toJson(
        transfers.map(({ transfer }, i) => ({
          i,
          kind: transfer.kind,
          reference: transfer.reference,
          metadata: transfer.metadata ?? null,
        })),
      ),
      toJson(entries),
    ];
    const ctes = [WRITE_HEAD_SQL];
    // Rows, table by table in the order plans name them (parents before children).
    const tables: string[] = [];
    for (const p of accepted)
      for (const insert of plans[p]!.inserts)
        if (!tables.includes(insert.table)) tables.push(insert.table);
    for (const table of tables) {
      const rows = accepted.flatMap((p) =>
        plans[p]!.inserts.filter((insert) => insert.table === table).flatMap((insert) =>
          insert.rows.map((row) => ({ p, row })),
        ),
      );
      if (rows.length === 0) continue;
      const first = rows[0]!.row;
      const keys = Object.keys(first);
      const transferKeys = new Set(keys.filter((key) => isTransferRef(first[key])));
      const write = tableWriteOf(table, keys, transferKeys);
      params.push(
        toJson(
          rows.map(({ p, row }) => {
            const out: Record<string, unknown> = {};
            for (const c of write.columns) {
              const value = row[c.key];
              if (c.transfer && isTransferRef(value)) {
                const transfer = plans[p]!.transfers[value.transferIdOf]!;
                out[`${c.name}__kind`] = transfer.kind;
                out[`${c.name}__reference`] = transfer.reference;
              } else out[c.name] = jsonScalar(value);
            }
            return out;
          }),
        ),
      );
      ctes.push(write.cte.replace('{param}', `$${params.length}`));
    }
    const updates = accepted.flatMap((p) =>
      (plans[p]!.updates ?? []).map((update) => ({
        update,
        resolve: (i: number) => plans[p]!.transfers[i]!,
      })),
    );
    for (const write of updateWrites(updates)) {
      params.push(toJson(write.rows));
      ctes.push(write.cte.replace('{param}', `$${params.length}`));
    }
    const answers = accepted.flatMap((p) => {
      const record = plans[p]!.idempotency;
      return record
        ? [
            {
              player_id: record.playerId,
              scope: record.scope,
              key: record.key,
              request_hash: record.requestHash,
              status_code: record.statusCode,
              response: record.response,
            },
          ]
        : [];
    });
    params.push(toJson(answers));
    ctes.push(WRITE_ANSWERS_SQL(params.length));
    const text = `${ctes.join(',\n')}
  select coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'reference', reference)), '[]')
    as transfers from transfers`;
    // The group's last statement: on a pipelined connection its COMMIT is sent right behind it.
    const [written] = await group.queryAndCommit<{
      transfers: Array<{ id: number | string; kind: string; reference: string }> | string;
    }>(`ledger_write_${shortHash(text)}`, text, params);
    const ids = new Map(
      parsed(written!.transfers).map((t) => [`${t.kind}/${t.reference}`, Number(t.id)]),
    );
    for (const { p, transfer } of transfers) {
      const result = results[p]!;
      if (result.kind === 'committed')
        result.transferIds.push(ids.get(`${transfer.kind}/${transfer.reference}`)!);
    }
    return results;
  });
}
