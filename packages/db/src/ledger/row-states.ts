import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MoneyPlan, RowUpdate } from '@sportsbook/domain';
import type { Database } from '../create-db';
import { WRITABLE } from './writable-tables';

/**
 * Row-state checks and row updates of money plans (e.g. "withdrawal W is still pending", then
 * "W is paid"). Generic over the tables plans may write; statements run only when a group holds
 * such a check or update, so placements pay nothing for them.
 */

export const rowStateKey = (table: string, id: string, column: string) =>
  `${table}/${id}/${column}`;

function columnOf(table: string, key: string): PgColumn {
  const model = WRITABLE[table];
  if (!model) throw new Error(`A plan may not touch ${table}`);
  const column = getTableColumns(model)[key];
  if (!column) throw new Error(`${table} has no column ${key}`);
  return column;
}

/**
 * Locks (`FOR UPDATE`, in id order per table) every row a `row-state` check of the group names
 * and reads the checked columns: `table/id/column` → value as text. A missing row is absent.
 */
export async function lockRowStates(
  tx: Database,
  plans: MoneyPlan[],
): Promise<Map<string, string>> {
  const wanted = new Map<string, { columns: Set<string>; ids: Set<string> }>();
  for (const plan of plans)
    for (const check of plan.checks) {
      if (check.type !== 'row-state') continue;
      const entry = wanted.get(check.table) ?? { columns: new Set(), ids: new Set() };
      entry.columns.add(check.column);
      entry.ids.add(check.id);
      wanted.set(check.table, entry);
    }
  const states = new Map<string, string>();
  for (const [table, { columns, ids }] of wanted) {
    const model = WRITABLE[table]!;
    const id = columnOf(table, 'id');
    const read = [...columns].map((key) => ({ key, column: columnOf(table, key) }));
    const selected = sql.join(
      read.map(({ column }) => sql`${sql.identifier(column.name)}::text`),
      sql`, `,
    );
    const rows = await tx.execute<Record<string, string | null>>(
      sql`select ${sql.identifier(id.name)}::text as "__id", ${selected}
          from ${sql.identifier(getTableName(model))}
          where ${sql.identifier(id.name)}::text in
            (select jsonb_array_elements_text(${JSON.stringify([...ids])}::jsonb))
          order by 1 for update`,
    );
    for (const row of rowsOf<Record<string, string | null>>(rows))
      for (const { key, column } of read) {
        const value = row[column.name];
        if (value !== null && value !== undefined)
          states.set(rowStateKey(table, row.__id!, key), value);
      }
  }
  return states;
}

/** Writes the accepted plans' row updates, one statement per row. */
export async function writeRowUpdates(tx: Database, updates: RowUpdate[]): Promise<void> {
  for (const update of updates) {
    const model = WRITABLE[update.table];
    if (!model) throw new Error(`A plan may not touch ${update.table}`);
    const id = columnOf(update.table, 'id');
    const assignments = sql.join(
      Object.entries(update.set).map(([key, value]) => {
        const column = columnOf(update.table, key);
        return sql`${sql.identifier(column.name)} = ${toParam(value)}`;
      }),
      sql`, `,
    );
    await tx.execute(
      sql`update ${sql.identifier(getTableName(model))} set ${assignments}
          where ${sql.identifier(id.name)}::text = ${update.id}`,
    );
  }
}

const toParam = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'bigint'
      ? value.toString()
      : value;

/** node-postgres answers { rows }, PGlite too; drizzle's execute type differs per driver. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
