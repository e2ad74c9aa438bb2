/**
 * Bet names and codes without a schema, for browser code (the schemas are in bets.ts): keeping
 * zod out of this module keeps it out of the page's JavaScript.
 */
/** custom_bet: selections of one match priced together from the match model (issue 21). */
export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export type PlacementBetType = (typeof BET_TYPES)[number];

/** Codes of a refused placement (betting-core §8) beside the transport codes of ErrorCode. */
export const BetErrorCode = {
  invalidOdds: 101,
  pvePlayerForbidden: 114,
  insufficientBalance: 'insufficient_balance',
  currencyMismatch: 'currency_mismatch',
  stakeAboveMax: 'stake_above_max',
  payoutAboveMax: 'payout_above_max',
  selectionNotFound: 'selection_not_found',
  selectionSuspended: 'selection_suspended',
  selectionUnavailable: 'selection_unavailable',
  matchNotBettable: 'match_not_bettable',
  providerUnavailable: 'provider_unavailable',
  sameMatchInCombo: 'same_match_in_combo',
  mixedProviders: 'mixed_providers',
  systemTypeMismatch: 'system_type_mismatch',
  bonusNotSupported: 'bonus_not_supported',
  placementRejected: 'place_bets_rejected',
  /** A custom bet's price moved beyond the acceptance mode (betting-core §8, decision 046). */
  invalidOddsCustomBet: 120,
  /** A custom bet refused by a bet-builder rule (BB-001…BB-005 in the message). */
  customBetRefused: 'custom_bet_refused',
  customBetDisabled: 'custom_bet_disabled',
  /** An SP selection off a racing win/place line, in a combo, or with a bonus (decision 072). */
  startingPriceRefused: 'starting_price_refused',
} as const;

/** The prefix of the wrong-odds reasons in a 101's details (betting-core §8). */
export const RISK_VALIDATION_PREFIX = 'risk_validation';
export const ODDS_REASONS = [
  'odds_different_than_bookmaker',
  'odds_higher_than_bookmakers',
  'odds_to_low',
  'odds_higher_than_bookmakers_current_odds',
] as const;
export type OddsReason = (typeof ODDS_REASONS)[number];
