/**
 * Content pages (help, terms, privacy…) rendered from markdown.
 */
export { contentPagePath } from './api/content-pages';
export type { ContentPageSlug } from './api/content-pages';
