import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { contentPages, type ContentPageRow } from '../schema';

/** Content-block pages (decision 050): drafts, published versions, the players' read. */

export async function listContentPages(db: Database, site: string): Promise<ContentPageRow[]> {
  return db
    .select()
    .from(contentPages)
    .where(eq(contentPages.site, site))
    .orderBy(asc(contentPages.path), asc(contentPages.locale));
}

export async function findContentPage(
  db: Database,
  site: string,
  id: number,
): Promise<ContentPageRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.site, site), eq(contentPages.id, id)))
    .limit(1);
  return row;
}

/**
 * The published pages of a path in the given locales (a player's and the fallback), for the
 * players' read; rows that were never published are not returned.
 */
export async function findPublishedContentPages(
  db: Database,
  query: { site: string; path: string; locales: string[] },
): Promise<ContentPageRow[]> {
  return db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.site, query.site),
        eq(contentPages.path, query.path),
        inArray(contentPages.locale, query.locales),
        sql`${contentPages.published} is not null`,
      ),
    );
}

/** A new page (a draft); undefined when the site already has one at that path and locale. */
export async function insertContentPage(
  db: Database,
  row: {
    site: string;
    path: string;
    locale: string;
    draft: unknown;
    updatedBy: string;
    now: Date;
    /** Seeds start published. */
    publish?: boolean;
  },
): Promise<ContentPageRow | undefined> {
  const [inserted] = await db
    .insert(contentPages)
    .values({
      site: row.site,
      path: row.path,
      locale: row.locale,
      draft: row.draft,
      draftUpdatedAt: row.now,
      updatedBy: row.updatedBy,
      ...(row.publish ? { published: row.draft, publishedVersion: 1, publishedAt: row.now } : {}),
    })
    .onConflictDoNothing({ target: [contentPages.site, contentPages.path, contentPages.locale] })
    .returning();
  return inserted;
}

export async function updateContentPageDraft(
  db: Database,
  row: { site: string; id: number; draft: unknown; updatedBy: string; now: Date },
): Promise<ContentPageRow | undefined> {
  const [updated] = await db
    .update(contentPages)
    .set({ draft: row.draft, draftUpdatedAt: row.now, updatedBy: row.updatedBy })
    .where(and(eq(contentPages.site, row.site), eq(contentPages.id, row.id)))
    .returning();
  return updated;
}

/** Copies the draft into the published version, one statement (no read-then-write race). */
export async function publishContentPage(
  db: Database,
  row: { site: string; id: number; updatedBy: string; now: Date },
): Promise<ContentPageRow | undefined> {
  const [updated] = await db
    .update(contentPages)
    .set({
      published: sql`${contentPages.draft}`,
      publishedVersion: sql`${contentPages.publishedVersion} + 1`,
      publishedAt: row.now,
      updatedBy: row.updatedBy,
    })
    .where(and(eq(contentPages.site, row.site), eq(contentPages.id, row.id)))
    .returning();
  return updated;
}
