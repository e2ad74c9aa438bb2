/**
 * The match centre (issue 21, decision 047): the public parts other code may use.
 * - `MatchVideo` (the match page, above the markets): the live 2D view of a match with video.
 * - `MatchCentre` (the match page, below the markets): statistics, form, the "who wins" poll.
 * Their code loads on first render, not with the page's first load.
 */
export { MatchCentre, MatchVideo } from './components/lazy-parts';
export type { MatchCentreProps } from './components/match-centre-props';
