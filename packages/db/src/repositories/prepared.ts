import type { Database } from '../create-db';

/**
 * Runs a constant SQL text as a named prepared statement: PostgreSQL parses and plans it once
 * per connection instead of at every call, and the text is not rebuilt by drizzle's query
 * builder either (docs/decisions/014: both were most of the hot paths' cost). `name` must always
 * go with the same `text`. Inside `db.transaction` it runs on the transaction's connection;
 * PGlite ignores the name. Rows come as the driver gives them, with timestamps as text, so select
 * what the caller needs in a form that needs no parsing (e.g. epoch milliseconds).
 *
 * (Calling node-postgres directly instead of through drizzle's prepared query saved nothing
 * measurable: about 1 µs of a 20 µs lookup.)
 */
export async function queryPrepared<T>(
  db: Database,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const result = await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute();
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}
