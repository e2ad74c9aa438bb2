import {
  DEFAULT_LOCALE,
  SEED_CONTENT_PAGES,
  contentPageDocumentSchema,
  type OperatorContentPageWire,
  type PublishedContentPageWire,
} from '@sportsbook/contract';
import { insertContentPage, type ContentPageRow, type Database } from '@sportsbook/db';
import { HttpError } from '../../errors';

/** Content-block pages (decision 050): wire shapes, the configured paths, the seeds. */

/** The operator named a path this deployment does not serve as a content page. */
export function pathNotConfigured(path: string, configured: readonly string[]): HttpError {
  return new HttpError(
    422,
    'content_path_not_configured',
    `The path ${path} is not a content page path of this site (CONTENT_PAGE_PATHS: ${configured.join(', ')})`,
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function operatorPageToWire(row: ContentPageRow): OperatorContentPageWire {
  return {
    id: row.id,
    site: row.site,
    path: row.path,
    locale: row.locale,
    draft: contentPageDocumentSchema.parse(row.draft),
    draft_updated_at: row.draftUpdatedAt.toISOString(),
    published: row.published === null ? null : contentPageDocumentSchema.parse(row.published),
    published_version: row.publishedVersion,
    published_at: iso(row.publishedAt),
    has_unpublished_changes: JSON.stringify(row.draft) !== JSON.stringify(row.published),
  };
}

/** What players get: the published version, never the draft. */
export function publishedPageToWire(row: ContentPageRow): PublishedContentPageWire {
  if (row.published === null || !row.publishedAt) throw new Error('the page is not published');
  return {
    path: row.path,
    locale: row.locale,
    version: row.publishedVersion,
    published_at: row.publishedAt.toISOString(),
    content: contentPageDocumentSchema.parse(row.published),
  };
}

/** The page in the reader's locale when published, else the default locale's. */
export function pickLocale(rows: ContentPageRow[], locale: string): ContentPageRow | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
}

/**
 * Writes the seeded pages, published, where the site has no page at that path and locale yet;
 * an operator's own page is never overwritten. Safe with several processes starting at once.
 */
export async function seedContentPages(
  db: Database,
  site: string,
  paths: readonly string[],
  now: Date,
): Promise<number> {
  let written = 0;
  for (const seed of SEED_CONTENT_PAGES) {
    if (!paths.includes(seed.path)) continue;
    const inserted = await insertContentPage(db, {
      site,
      path: seed.path,
      locale: seed.locale,
      draft: contentPageDocumentSchema.parse(seed.content),
      updatedBy: 'seed',
      now,
      publish: true,
    });
    if (inserted) written += 1;
  }
  return written;
}
