/**
 * The home page's hero.
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { HomeHero } from './components/home-hero';
