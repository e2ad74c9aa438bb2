/**
 * Horse racing (issue 22, decision 048): /sport/racing (the next to go, today's meetings,
 * results) and a race's card (runners, prices to win and each way, live status, result).
 */
export { RacingView } from './components/racing-view';
export { RaceCardView } from './components/race-card-view';
export { Silks } from './components/silks';
