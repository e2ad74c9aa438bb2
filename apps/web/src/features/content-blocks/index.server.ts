/**
 * Content-block pages (account-platform §2.4, decision 050): the home (decision 070),
 * /sport/promotions and the custom paths of CONTENT_PAGE_PATHS. Server-only: what a route's
 * server code uses.
 */
export { getContentPage } from './api/get-content-page.server';
export type { ContentPageResult } from './api/get-content-page.server';
export { ContentBlockPage } from './components/content-block-page';
