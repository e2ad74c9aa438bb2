import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Content-block pages (account-platform §2.4, decision 050): one row per site, path and locale,
 * holding the operator's draft and the version players see. Publishing copies the draft into
 * `published` and bumps the version; players are only ever served `published`.
 * The documents are validated by the contract's schema before they are written.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    draft: jsonb('draft').notNull(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    published: jsonb('published'),
    publishedVersion: integer('published_version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The operator key's name of the last change (audit). */
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('content_pages_site_path_locale_key').on(table.site, table.path, table.locale),
  ],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
