/**
 * The catalogue: sports, leagues, matches, live, results, schedule and search (betting-core §3).
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { getSports } from './api/get-sports.server';
export type { SportsResult } from './api/get-sports.server';
export { resolveCataloguePage } from './api/resolve-page.server';
export { CategoryView } from './components/category-view';
export {
  HomeSections,
  LiveNowSection,
  TopEventsSection,
  UpcomingSection,
} from './components/home-sections';
export { LeagueView } from './components/league-view';
export { MatchView } from './components/match-view';
export { ResultsView } from './components/results-view';
export { ScheduleView } from './components/schedule-view';
export { SearchView } from './components/search-view';
export { SportGrid } from './components/sport-grid';
export { SportHeader } from './components/sport-header';
export { SportView } from './components/sport-view';
export { SportsLoadError } from './components/sports-load-error';
export { SportsSidebar } from './components/sports-sidebar';
export { StatusListView } from './components/status-list-view';
export { getTopLeagueLinks } from './api/top-league-links.server';
export type { LeagueLink } from './api/top-league-links.server';
