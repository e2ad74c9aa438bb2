import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events, sports, tournaments } from '../schema';

/** A catalogue page's address parts: /sport/<sportKey>[/<slug>]. */
export interface SitemapPage {
  sportKey: string;
  slug?: string;
  /** When the page's content last changed, when known (matches). */
  updatedAt?: Date;
}

/** Prematch and live: the match pages a search engine should know; finished ones drop out. */
const OPEN_STATUSES = [0, 1];

/**
 * Every sport, every league and the open matches, at most `limit` pages in all, in that order
 * (sports and leagues by priority, matches soonest first), so a bounded sitemap keeps the pages
 * that matter most.
 */
export async function listSitemapPages(db: Database, limit: number): Promise<SitemapPage[]> {
  const sportRows = await db
    .select({ sportKey: sports.key })
    .from(sports)
    .orderBy(desc(sports.priority), asc(sports.key))
    .limit(limit);
  const leagueRows = await db
    .select({ sportKey: sports.key, slug: tournaments.slug })
    .from(tournaments)
    .innerJoin(sports, eq(sports.id, tournaments.sportId))
    .orderBy(desc(sports.priority), desc(tournaments.priority), asc(tournaments.slug))
    .limit(Math.max(0, limit - sportRows.length));
  const matchRows = await db
    .select({ sportKey: sports.key, slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(inArray(events.status, OPEN_STATUSES))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(Math.max(0, limit - sportRows.length - leagueRows.length));
  return [...sportRows, ...leagueRows, ...matchRows];
}
