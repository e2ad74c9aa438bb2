import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { categories } from '../schema';
import type { NewCategory } from '../schema';

/** Inserts or refreshes categories by id; running it twice leaves the same rows. */
export async function upsertCategories(db: Database, rows: NewCategory[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoUpdate({
      target: categories.id,
      set: {
        urnId: sql`excluded.urn_id`,
        sportId: sql`excluded.sport_id`,
        slug: sql`excluded.slug`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
        countryCode: sql`excluded.country_code`,
      },
    });
}

export async function listCategoriesOfSport(db: Database, sportId: number, locale: string) {
  const name = sql<string>`coalesce(${categories.names} ->> ${locale}, ${categories.names} ->> 'en')`;
  return db
    .select({
      id: categories.id,
      urnId: categories.urnId,
      slug: categories.slug,
      name,
      priority: categories.priority,
      countryCode: categories.countryCode,
      sportId: categories.sportId,
    })
    .from(categories)
    .where(eq(categories.sportId, sportId))
    .orderBy(desc(categories.priority), asc(name));
}
