import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { categories, sports, tournaments } from '../schema';
import type { NewTournament } from '../schema';
import { localized } from './localized';

export async function upsertTournaments(db: Database, rows: NewTournament[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(tournaments)
    .values(rows)
    .onConflictDoUpdate({
      target: tournaments.id,
      set: {
        urnId: sql`excluded.urn_id`,
        sportId: sql`excluded.sport_id`,
        categoryId: sql`excluded.category_id`,
        slug: sql`excluded.slug`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
        provider: sql`excluded.provider`,
      },
    });
}

export interface TournamentFilters {
  locale: string;
  ids?: number[] | undefined;
  sportIds?: number[] | undefined;
  sportKeys?: string[] | undefined;
  sportTypes?: string[] | undefined;
  categoryIds?: number[] | undefined;
  slug?: string | undefined;
  page: number;
  limit: number;
}

export async function listTournaments(db: Database, filters: TournamentFilters) {
  const where = and(
    filters.ids ? inArray(tournaments.id, filters.ids) : undefined,
    filters.sportIds ? inArray(tournaments.sportId, filters.sportIds) : undefined,
    filters.sportKeys ? inArray(sports.key, filters.sportKeys) : undefined,
    filters.sportTypes ? inArray(sports.type, filters.sportTypes as Array<'regular'>) : undefined,
    filters.categoryIds ? inArray(tournaments.categoryId, filters.categoryIds) : undefined,
    filters.slug ? eq(tournaments.slug, filters.slug) : undefined,
  );
  const name = localized(tournaments.names, filters.locale);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: tournaments.id,
        urnId: tournaments.urnId,
        slug: tournaments.slug,
        name,
        priority: tournaments.priority,
        provider: tournaments.provider,
        category: {
          id: categories.id,
          slug: categories.slug,
          name: localized(categories.names, filters.locale),
          countryCode: categories.countryCode,
        },
        sport: {
          id: sports.id,
          key: sports.key,
          name: localized(sports.names, filters.locale),
          type: sports.type,
        },
      })
      .from(tournaments)
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .where(where)
      .orderBy(desc(tournaments.priority), asc(name), asc(tournaments.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db
      .select({ total: count() })
      .from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type TournamentListRow = Awaited<ReturnType<typeof listTournaments>>['rows'][number];
