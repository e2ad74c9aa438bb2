/**
 * The page shell: header, footer, mobile tab bar and the app shell around every page.
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { Header } from './components/header';
export { SiteFooter } from './components/site-footer';
