/**
 * Bet builder (issue 21, decision 046): the public part other code may use.
 * - `BetBuilderPanel`: the Bet Builder tab of a match page (list key `betbuilder`); "Add bet" puts
 *   the combination in the bet slip as one custom bet (decision 053).
 * - `BET_BUILDER_TAB`: the tab's key in the match page's `?group=`, and its hash (`#bet-builder`).
 * - `BET_BUILDER_SPORTS`: the sports whose matches have a builder (decision 046, Stop 28).
 */
export { BetBuilderPanel } from './components/bet-builder-panel-lazy';
export { BetBuilderHash } from './components/bet-builder-hash';
export const BET_BUILDER_TAB = 'betbuilder';
export const BET_BUILDER_HASH = 'bet-builder';
/** Sports the server prices custom bets for: football, and ice hockey on regulation time. */
export const BET_BUILDER_SPORTS: readonly string[] = ['football', 'ice-hockey'];
