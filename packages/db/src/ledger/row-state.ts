import { createHash } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { MoneyPlan, PlanCheck, RowKey, RowUpdate, RowValue } from '@sportsbook/domain';
import type { Database } from '../create-db';
import { queryPrepared } from '../repositories/prepared';
import { betCashouts, betSelections, bets, deposits, marketResults } from '../schema';

/**
 * The executor's generic row checks and row updates (LED-007, LED-008): a plan says "this row
 * holds these values now" and "this row takes these values", so a cashout, a settlement or a
 * deposit credit needs no SQL of its own. Rows checked are locked (`FOR UPDATE`) until the
 * group commits; within a group, a plan's checks see the updates of the plans accepted before it.
 */

/** The tables plans may read (checks) or write (inserts, updates), by their SQL names. */
export const PLAN_TABLES: Record<string, PgTable> = {
  bets,
  bet_selections: betSelections,
  bet_cashouts: betCashouts,
  deposits,
  market_results: marketResults,
};

/** Tables a plan may insert into or update (market_results is the feed's, checked only). */
export const WRITABLE = new Set(['bets', 'bet_selections', 'bet_cashouts', 'deposits']);

type RowCheck = PlanCheck & { type: 'row-state' };

export const isRowCheck = (check: PlanCheck): check is RowCheck => check.type === 'row-state';

export const isTransferRef = (value: unknown): value is { transferIdOf: number } =>
  value !== null && typeof value === 'object' && 'transferIdOf' in value;

/** A row's identity: its table and key values. */
export const rowIdOf = (table: string, key: RowKey): string =>
  `${table}|${Object.keys(key)
    .sort()
    .map((k) => `${k}=${String(key[k])}`)
    .join('&')}`;

/** A value as PostgreSQL's `::text` writes it, for the comparisons (dates are not compared). */
export function textOf(value: RowValue | unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  if (typeof value === 'string') return value;
  return `\u0000${JSON.stringify(value)}`; // never equal to a column's text
}

function columnsOf(table: string, keys: string[]) {
  const model = PLAN_TABLES[table];
  if (!model) throw new Error(`A plan may not name table ${table}`);
  const all = getTableColumns(model);
  return {
    name: getTableName(model),
    columns: keys.map((key) => {
      const column = all[key];
      if (!column) throw new Error(`${table} has no column ${key}`);
      return { key, name: column.name, type: column.getSQLType() };
    }),
  };
}

/** Row values as text by field name, keyed by `rowIdOf`. */
export type RowStates = Map<string, Map<string, string | null>>;

/**
 * Reads and locks every row the checks name: one statement per table and key shape. Locked in
 * key order, after the player accounts (the executor's first statement), the same order in every
 * group, so two groups never wait on each other in a circle.
 */
export async function readRowStates(tx: Database, checks: RowCheck[]): Promise<RowStates> {
  const byShape = new Map<string, RowCheck[]>();
  for (const check of checks) {
    const shape = `${check.table}:${Object.keys(check.key).sort().join(',')}`;
    byShape.set(shape, [...(byShape.get(shape) ?? []), check]);
  }
  const states: RowStates = new Map();
  for (const group of byShape.values()) {
    const table = group[0]!.table;
    const keyFields = Object.keys(group[0]!.key).sort();
    const valueFields = [...new Set(group.flatMap((check) => Object.keys(check.expect)))].sort();
    const keys = columnsOf(table, keyFields);
    const values = columnsOf(table, valueFields);
    const text = `select ${[...keys.columns, ...values.columns]
      .map((c) => `t."${c.name}"::text as "${c.key}"`)
      .join(', ')}
      from "${keys.name}" t
      join jsonb_to_recordset($1::jsonb) as v(${keys.columns
        .map((c) => `"${c.name}" ${c.type}`)
        .join(', ')})
        on ${keys.columns.map((c) => `t."${c.name}" = v."${c.name}"`).join(' and ')}
      order by ${keys.columns.map((c) => `t."${c.name}"`).join(', ')}
      for update of t`;
    const wanted = new Map<string, Record<string, unknown>>();
    for (const check of group) {
      const row: Record<string, unknown> = {};
      for (const c of keys.columns) row[c.name] = check.key[c.key];
      wanted.set(rowIdOf(table, check.key), row);
    }
    const rows = await queryPrepared<Record<string, string | null>>(
      tx,
      `ledger_rows_${shortHash(text)}`,
      text,
      [JSON.stringify([...wanted.values()])],
    );
    for (const row of rows) {
      const key: RowKey = {};
      for (const field of keyFields) key[field] = row[field]!;
      states.set(rowIdOf(table, key), new Map(valueFields.map((f) => [f, row[f] ?? null])));
    }
  }
  return states;
}

/** Whether a check holds on the rows as read, overlaid with earlier plans' updates. */
export function rowCheckHolds(check: RowCheck, states: RowStates): boolean {
  const row = states.get(rowIdOf(check.table, check.key));
  if (!row) return false;
  return Object.entries(check.expect).every(([field, value]) => row.get(field) === textOf(value));
}

/** An accepted plan's updates, seen by the checks of the plans after it in the group. */
export function overlayUpdates(plan: MoneyPlan, states: RowStates): void {
  for (const update of plan.updates ?? []) {
    const row = states.get(rowIdOf(update.table, update.key));
    if (!row) continue; // not checked by anyone: nothing to overlay
    for (const [field, value] of Object.entries(update.set))
      if (row.has(field)) row.set(field, textOf(value));
  }
}

/** A transfer of the group by its unique name. */
export interface TransferName {
  kind: string;
  reference: string;
}

const isResolved = (value: unknown): value is { transfer: TransferName } =>
  value !== null && typeof value === 'object' && 'transfer' in value;

export interface UpdateWrite {
  /** `name as (update … from jsonb_to_recordset({param}) …)`. */
  cte: string;
  rows: Array<Record<string, unknown>>;
}

/**
 * The accepted plans' updates as data-modifying CTEs, one per table and column set. Updates of
 * one row are merged first (later plans win), because one statement may change a row only once.
 * `resolve` turns a `{ transferIdOf }` of a plan into that transfer's kind and reference, which
 * the CTE looks up among the transfers inserted by the same statement.
 */
export function updateWrites(
  updates: Array<{ update: RowUpdate; resolve: (ref: number) => TransferName }>,
): UpdateWrite[] {
  const merged = new Map<string, { table: string; key: RowKey; set: Record<string, unknown> }>();
  for (const { update, resolve } of updates) {
    if (!WRITABLE.has(update.table)) throw new Error(`A plan may not update ${update.table}`);
    const set: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(update.set))
      set[field] = isTransferRef(value) ? { transfer: resolve(value.transferIdOf) } : value;
    const id = rowIdOf(update.table, update.key);
    const previous = merged.get(id);
    merged.set(id, { table: update.table, key: update.key, set: { ...previous?.set, ...set } });
  }
  type Merged = typeof merged extends Map<string, infer V> ? V : never;
  const byShape = new Map<string, Merged[]>();
  for (const entry of merged.values()) {
    const fields = Object.keys(entry.set)
      .sort()
      .map((k) => (isResolved(entry.set[k]) ? `${k}*` : k));
    const shape = `${entry.table}:${Object.keys(entry.key).sort().join(',')}:${fields.join(',')}`;
    byShape.set(shape, [...(byShape.get(shape) ?? []), entry]);
  }
  const writes: UpdateWrite[] = [];
  let n = 0;
  for (const group of byShape.values()) {
    const first = group[0]!;
    const keyFields = Object.keys(first.key).sort();
    const setFields = Object.keys(first.set).sort();
    const keys = columnsOf(first.table, keyFields);
    const sets = columnsOf(first.table, setFields).columns.map((c) => ({
      ...c,
      transfer: isResolved(first.set[c.key]),
    }));
    const types = [
      ...keys.columns.map((c) => `"${c.name}" ${c.type}`),
      ...sets.map((c) =>
        c.transfer
          ? `"${c.name}__kind" text, "${c.name}__reference" text`
          : `"${c.name}" ${c.type}`,
      ),
    ].join(', ');
    const assignments = sets
      .map((c) =>
        c.transfer
          ? `"${c.name}" = (select tr.id from transfers tr where tr.kind = v."${c.name}__kind" and tr.reference = v."${c.name}__reference")`
          : `"${c.name}" = v."${c.name}"`,
      )
      .join(', ');
    writes.push({
      cte: `"upd_${n++}" as (
    update "${keys.name}" t set ${assignments}
    from jsonb_to_recordset({param}::jsonb) as v(${types})
    where ${keys.columns.map((c) => `t."${c.name}" = v."${c.name}"`).join(' and ')}
    returning 1
  )`,
      rows: group.map((entry) => {
        const out: Record<string, unknown> = {};
        for (const c of keys.columns) out[c.name] = entry.key[c.key];
        for (const c of sets) {
          const value = entry.set[c.key];
          if (c.transfer && isResolved(value)) {
            const { transfer } = value;
            out[`${c.name}__kind`] = transfer.kind;
            out[`${c.name}__reference`] = transfer.reference;
          } else out[c.name] = value ?? null;
        }
        return out;
      }),
    });
  }
  return writes;
}

/** A short stable name for a statement text (prepared statements are named per text). */
export function shortHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}
