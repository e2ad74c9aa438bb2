/**
 * The bet slip: its panel and tab button, and the light state every page needs before the slip's
 * layer loads (picks, quick-bet switch, odds format: decision 019).
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { getBetslipLabels } from './api/betslip-labels.server';
