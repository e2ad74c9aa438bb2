import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events, sports } from '../schema';
import { eventConditions } from './events';
import type { NewSport } from '../schema';

export interface ListSportsOptions {
  /** Names are returned in this locale, falling back to English. */
  locale: string;
  keys?: string[] | undefined;
  types?: Array<'regular' | 'cyber' | 'premium_cricket'> | undefined;
  /** Only sports that have at least one event matching all of these. */
  withEvents?:
    | {
        statuses?: number[] | undefined;
        types?: string[] | undefined;
        hasVideo?: boolean | undefined;
        bettable?: boolean | undefined;
      }
    | undefined;
  page: number;
  limit: number;
}

export interface SportListRow {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: 'regular' | 'cyber' | 'premium_cricket';
  provider: 'betradar' | 'oddin' | 'betconstruct';
}

/** Sports ordered as the sidebar shows them: highest priority first, then by name. */
export async function listSports(
  db: Database,
  options: ListSportsOptions,
): Promise<{ rows: SportListRow[]; total: number }> {
  const where = and(
    options.keys ? inArray(sports.key, options.keys) : undefined,
    options.types ? inArray(sports.type, options.types) : undefined,
    options.withEvents
      ? exists(
          db
            .select({ one: sql`1` })
            .from(events)
            .where(
              and(
                eq(events.sportId, sports.id),
                eventConditions({ locale: options.locale, ...options.withEvents }),
              ),
            ),
        )
      : undefined,
  );
  const name = sql<string>`coalesce(${sports.names} ->> ${options.locale}, ${sports.names} ->> 'en')`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: sports.id,
        urnId: sports.urnId,
        key: sports.key,
        name,
        priority: sports.priority,
        type: sports.type,
        provider: sports.provider,
      })
      .from(sports)
      .where(where)
      .orderBy(desc(sports.priority), asc(name), asc(sports.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(sports).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Inserts or refreshes sports by id; running it twice leaves the same rows. */
export async function upsertSports(db: Database, rows: NewSport[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(sports)
    .values(rows)
    .onConflictDoUpdate({
      target: sports.id,
      set: {
        urnId: sql`excluded.urn_id`,
        key: sql`excluded.key`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
        type: sql`excluded.type`,
        provider: sql`excluded.provider`,
      },
    });
}
