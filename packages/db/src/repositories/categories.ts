import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../create-db';
import { categories, sports } from '../schema';
import type { NewCategory } from '../schema';
import { localized } from './localized';

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

export interface CategoryFilters {
  locale: string;
  ids?: number[] | undefined;
  sportIds?: number[] | undefined;
  sportKeys?: string[] | undefined;
  sportTypes?: string[] | undefined;
  slug?: string | undefined;
}

function categoryQuery(db: Database, filters: CategoryFilters) {
  const where: Array<SQL | undefined> = [
    filters.ids ? inArray(categories.id, filters.ids) : undefined,
    filters.sportIds ? inArray(categories.sportId, filters.sportIds) : undefined,
    filters.sportKeys ? inArray(sports.key, filters.sportKeys) : undefined,
    filters.sportTypes ? inArray(sports.type, filters.sportTypes as Array<'regular'>) : undefined,
    filters.slug ? eq(categories.slug, filters.slug) : undefined,
  ];
  return { where: and(...where) };
}

export async function listCategories(
  db: Database,
  filters: CategoryFilters & { page: number; limit: number },
) {
  const { where } = categoryQuery(db, filters);
  const name = localized(categories.names, filters.locale);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: categories.id,
        urnId: categories.urnId,
        slug: categories.slug,
        name,
        priority: categories.priority,
        countryCode: categories.countryCode,
        sport: {
          id: sports.id,
          key: sports.key,
          name: localized(sports.names, filters.locale),
          type: sports.type,
        },
      })
      .from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(where)
      .orderBy(desc(sports.priority), desc(categories.priority), asc(name), asc(categories.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db
      .select({ total: count() })
      .from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type CategoryListRow = Awaited<ReturnType<typeof listCategories>>['rows'][number];

export async function listCategoriesOfSport(db: Database, sportId: number, locale: string) {
  const { rows } = await listCategories(db, { locale, sportIds: [sportId], page: 1, limit: 500 });
  return rows;
}
