import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The name in `locale`, falling back to English: names are stored as `{ en, de, … }` jsonb. */
export function localized(column: AnyPgColumn, locale: string) {
  return sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> 'en')`;
}
