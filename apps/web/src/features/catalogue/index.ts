/**
 * The catalogue: sports, leagues, matches, live, results, schedule and search (betting-core §3).
 */
export { CYBERSPORT_KEY } from './api/catalogue-paths';
export { first } from './api/listing-params';
export type { RawParams } from './api/listing-params';
export { PageTitle } from './components/page-title';
export { SportsMenuButton } from './components/sports-menu-button';
export { PremiumCricketView } from './components/premium-cricket-view';
