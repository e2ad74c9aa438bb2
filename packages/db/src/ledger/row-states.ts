import { createHash } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MoneyPlan, PlanCheck, RowUpdate } from '@sportsbook/domain';
import type { Database } from '../create-db';
import { queryPrepared } from '../repositories/prepared';
import { WRITABLE } from './writable-tables';

/**
 * Row-state checks and row updates of money plans (LED-007, LED-008; decision 027): "bet B is
 * still cashout_in_progress at settlement version V", then "B is cashed_out", so a cashout, a
 * settlement or a deposit credit needs no SQL of its own. The rows checked are locked
 * (`FOR UPDATE`) until the group commits; statements run only when a group holds such a check,
 * so placements pay nothing for them.
 */

type RowCheck = PlanCheck & { type: 'row-state' };

export const isRowCheck = (check: PlanCheck): check is RowCheck => check.type === 'row-state';

export const isTransferRef = (value: unknown): value is { transferIdOf: number } =>
  value !== null && typeof value === 'object' && 'transferIdOf' in value;

export const rowStateKey = (table: string, id: string, column: string) =>
  `${table}/${id}/${column}`;

/** A value as PostgreSQL's `::text` writes it (dates are not compared: their text differs). */
export function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  if (typeof value === 'string') return value;
  return undefined;
}

function columnOf(table: string, key: string): PgColumn {
  const model = WRITABLE[table];
  if (!model) throw new Error(`A plan may not touch ${table}`);
  const column = getTableColumns(model)[key];
  if (!column) throw new Error(`${table} has no column ${key}`);
  return column;
}

/** A short stable name for a statement text (prepared statements are named per text). */
export const shortHash = (text: string): string =>
  createHash('sha1').update(text).digest('hex').slice(0, 16);

/**
 * Locks (`FOR UPDATE`, in id order, after the player accounts: the same order in every group)
 * every row a `row-state` check of the group names and reads the checked columns, one
 * statement per table: `table/id/column` → value as text. A missing row or a null is absent.
 */
export async function lockRowStates(
  tx: Database,
  plans: MoneyPlan[],
): Promise<Map<string, string>> {
  const wanted = new Map<string, { columns: Set<string>; ids: Set<string> }>();
  for (const plan of plans)
    for (const check of plan.checks.filter(isRowCheck)) {
      const entry = wanted.get(check.table) ?? { columns: new Set(), ids: new Set() };
      entry.columns.add(check.column);
      entry.ids.add(check.id);
      wanted.set(check.table, entry);
    }
  const states = new Map<string, string>();
  for (const [table, { columns, ids }] of wanted) {
    const id = columnOf(table, 'id');
    const read = [...columns].sort().map((key) => ({ key, column: columnOf(table, key) }));
    const text = `select t."${id.name}"::text as "__id", ${read
      .map(({ key, column }) => `t."${column.name}"::text as "${key}"`)
      .join(', ')}
      from "${getTableName(WRITABLE[table]!)}" t
      where t."${id.name}"::text in (select jsonb_array_elements_text($1::jsonb))
      order by t."${id.name}" for update of t`;
    const rows = await queryPrepared<Record<string, string | null>>(
      tx,
      `ledger_rows_${shortHash(text)}`,
      text,
      [JSON.stringify([...ids].sort())],
    );
    for (const row of rows)
      for (const { key } of read) {
        const value = row[key];
        if (value !== null && value !== undefined)
          states.set(rowStateKey(table, row.__id!, key), value);
      }
  }
  return states;
}

/** Whether a check holds on the rows as locked, with the group's earlier accepted updates. */
export const rowCheckHolds = (check: RowCheck, states: Map<string, string>): boolean =>
  check.states.includes(states.get(rowStateKey(check.table, check.id, check.column)) ?? '\0');

/** An accepted plan's updates, seen by the checks of the plans after it in the group. */
export function overlayUpdates(plan: MoneyPlan, states: Map<string, string>): void {
  for (const update of plan.updates ?? [])
    for (const [column, value] of Object.entries(update.set)) {
      const key = rowStateKey(update.table, update.id, column);
      const text = textOf(value);
      if (text === undefined) states.delete(key);
      else states.set(key, text);
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
 * The accepted plans' updates as data-modifying CTEs of the executor's write statement, one per
 * table and column set. Updates of one row are merged first (later plans win): one statement
 * may change a row only once. `resolve` turns a plan's `{ transferIdOf }` into that transfer's
 * kind and reference, which the CTE looks up among the transfers the same statement inserts.
 */
export function updateWrites(
  updates: Array<{ update: RowUpdate; resolve: (ref: number) => TransferName }>,
): UpdateWrite[] {
  const merged = new Map<string, { table: string; id: string; set: Record<string, unknown> }>();
  for (const { update, resolve } of updates) {
    columnOf(update.table, 'id');
    const set: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(update.set))
      set[field] = isTransferRef(value) ? { transfer: resolve(value.transferIdOf) } : value;
    const key = `${update.table}/${update.id}`;
    const previous = merged.get(key);
    merged.set(key, { table: update.table, id: update.id, set: { ...previous?.set, ...set } });
  }
  type Merged = typeof merged extends Map<string, infer V> ? V : never;
  const byShape = new Map<string, Merged[]>();
  for (const entry of merged.values()) {
    const fields = Object.keys(entry.set)
      .sort()
      .map((k) => (isResolved(entry.set[k]) ? `${k}*` : k));
    const shape = `${entry.table}:${fields.join(',')}`;
    byShape.set(shape, [...(byShape.get(shape) ?? []), entry]);
  }
  const writes: UpdateWrite[] = [];
  for (const group of byShape.values()) {
    const first = group[0]!;
    const id = columnOf(first.table, 'id');
    const sets = Object.keys(first.set)
      .sort()
      .map((key) => {
        const column = columnOf(first.table, key);
        return {
          key,
          name: column.name,
          type: column.getSQLType(),
          transfer: isResolved(first.set[key]),
        };
      });
    const types = [
      `"${id.name}" ${id.getSQLType()}`,
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
      cte: `"updates_${writes.length}" as (
    update "${getTableName(WRITABLE[first.table]!)}" t set ${assignments}
    from jsonb_to_recordset({param}::jsonb) as v(${types})
    where t."${id.name}" = v."${id.name}"
    returning 1
  )`,
      rows: group.map((entry) => {
        const out: Record<string, unknown> = { [id.name]: entry.id };
        for (const c of sets) {
          const value = entry.set[c.key];
          if (c.transfer && isResolved(value)) {
            out[`${c.name}__kind`] = value.transfer.kind;
            out[`${c.name}__reference`] = value.transfer.reference;
          } else out[c.name] = value ?? null;
        }
        return out;
      }),
    });
  }
  return writes;
}
