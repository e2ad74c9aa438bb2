/**
 * Bonuses (issue 19, account-platform §3–§4): the types, states and transitions. Rule IDs BON-….
 * Money of a bonus is integer subunits; odds and multipliers are thousandths.
 */

export const BONUS_TYPES = ['comboboost', 'freebet', 'hunting', 'tournament'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/**
 * BON-020…023: freebet_only_win pays the winnings without the stake, freebet_all_win pays what a
 * cash bet would, freebet_no_risk backs a cash bet whose loss comes back as a freebet.
 */
export const FREEBET_VARIANTS = ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const;
export type FreebetVariant = (typeof FREEBET_VARIANTS)[number];

export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Statuses a bonus never leaves. */
export const FINAL_BONUS_STATUSES: readonly BonusStatus[] = [
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
];

export type BonusEvent =
  /** The player activates it (POST /bonuses/{id}/activate). */
  | 'activate'
  /** A condition about the player stopped holding (country, verification) or holds again. */
  | 'condition_lost'
  | 'condition_met'
  /** Its last use was spent (a freebet staked, a comboboost's uses count reached). */
  | 'use_up'
  /** A use came back (a freebet bet voided before it was settled: not used in this version). */
  | 'restore'
  /** Its validity ended. */
  | 'expire'
  /** The operator ended the campaign or took the bonus back. */
  | 'deactivate'
  /** A newer bonus of the same campaign replaced it. */
  | 'override';

/**
 * BON-001: the bonus state machine. Final states never change; `activate` only from available;
 * a bonus that cannot be used (not_available) comes back when its condition holds again.
 * Returns undefined for a transition that is not allowed.
 */
export function transitionBonus(status: BonusStatus, event: BonusEvent): BonusStatus | undefined {
  if (FINAL_BONUS_STATUSES.includes(status)) return undefined;
  switch (event) {
    case 'activate':
      return status === 'available' ? 'active' : undefined;
    case 'condition_lost':
      return status === 'not_available' ? undefined : 'not_available';
    case 'condition_met':
      return status === 'not_available' ? 'available' : undefined;
    case 'use_up':
      return status === 'active' ? 'bonus_over' : undefined;
    case 'restore':
      return undefined;
    case 'expire':
      return 'expired';
    case 'deactivate':
      return 'deactivated';
    case 'override':
      return 'overridden';
  }
}

/**
 * One event condition: a selection matches when every field set here equals the selection's.
 * A bonus with no conditions matches every selection; with several, a selection must match one.
 */
export interface EventCondition {
  sportType?: string;
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
  eventId?: number;
}

/** What a bonus condition sees of one selection of a bet. */
export interface BonusSelection {
  eventId: number;
  sportType: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  /** Numeric event status (0 prematch, 1 live). */
  eventStatus: number;
  oddsThousandths: number;
  /** Set at settlement: the leg was voided (its factor is 1). */
  voided?: boolean;
}

export const MATCH_STATUS_CONDITIONS = ['prematch', 'live', 'any'] as const;
export type MatchStatusCondition = (typeof MATCH_STATUS_CONDITIONS)[number];

/** BON-002: a selection meets the conditions. */
export function matchesEventConditions(
  selection: BonusSelection,
  conditions: readonly EventCondition[],
): boolean {
  if (conditions.length === 0) return true;
  return conditions.some(
    (c) =>
      (c.sportType === undefined || c.sportType === selection.sportType) &&
      (c.sportId === undefined || c.sportId === selection.sportId) &&
      (c.categoryId === undefined || c.categoryId === selection.categoryId) &&
      (c.tournamentId === undefined || c.tournamentId === selection.tournamentId) &&
      (c.eventId === undefined || c.eventId === selection.eventId),
  );
}

/** BON-003: the match status condition. */
export function matchesMatchStatus(selection: BonusSelection, wanted: MatchStatusCondition) {
  if (wanted === 'any') return selection.eventStatus === 0 || selection.eventStatus === 1;
  return selection.eventStatus === (wanted === 'prematch' ? 0 : 1);
}

/** Why a bonus may not carry a bet: the spec's per-bet error codes. */
export const BONUS_REFUSALS = {
  notAvailable: 'bonus_not_available',
  wrongType: 'bonus_type_mismatch',
  oddsOutOfRange: 'bonus_odds_out_of_range',
  selectionCount: 'bonus_selection_count',
  matchStatus: 'bonus_match_status',
  eventConditions: 'bonus_event_conditions',
  stake: 'bonus_stake',
  betType: 'bonus_bet_type',
  currency: 'bonus_currency',
  boostOdds: 'bonus_odds_changed',
} as const;
export type BonusRefusalCode = (typeof BONUS_REFUSALS)[keyof typeof BONUS_REFUSALS];

export interface BonusRefusal {
  code: BonusRefusalCode;
  message: string;
}

/**
 * BON-004 (account-platform §5): some bonuses are for verified players only (a verified phone
 * here, the platform's one verification) and for some countries only (empty: every country).
 */
export function playerConditionRefusal(
  terms: { onlyVerified: boolean; countryCodes: readonly string[] },
  player: { verified: boolean; countryCode: string },
): BonusRefusal | undefined {
  if (terms.onlyVerified && !player.verified)
    return {
      code: BONUS_REFUSALS.notAvailable,
      message: 'This bonus is for verified players only',
    };
  if (terms.countryCodes.length > 0 && !terms.countryCodes.includes(player.countryCode))
    return {
      code: BONUS_REFUSALS.notAvailable,
      message: 'This bonus is not available in your country',
    };
  return undefined;
}
