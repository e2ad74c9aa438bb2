/**
 * Content pages (help, terms, privacy…) rendered from markdown.
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { contentPageMetadata } from './api/content-page-metadata.server';
export { ContentPage } from './components/content-page';
