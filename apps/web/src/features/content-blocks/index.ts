/**
 * Content-block pages (decision 050). Everything is server-rendered: the routes use
 * `index.server.ts`; browser code needs nothing from here.
 */
export { FIXED_BUTTON_HREFS, UNAVAILABLE_BLOCKS } from './api/block-links';
