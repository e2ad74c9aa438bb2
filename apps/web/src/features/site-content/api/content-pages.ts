/**
 * The operator's text pages (issue 15 §2), each a Markdown file per locale under
 * apps/web/content/<locale>/<slug>.md and a route /sport/<slug>. The footer links to all of them.
 */
export const CONTENT_PAGES = [
  'help',
  'responsible-gambling',
  'general-rules',
  'terms',
  'privacy',
  'about',
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

export const contentPagePath = (slug: ContentPageSlug) => `/sport/${slug}`;
