import type { BonusWire } from '@sportsbook/contract';

export type UnavailableReason =
  { key: 'verify' } | { key: 'countries'; countries: readonly string[] };

/**
 * What keeps a `not_available` bonus from the player (BON-001 verified only, BON-004 countries,
 * decision 044): the server lists it so when one of its conditions fails for them, so each
 * condition the campaign has is named — a verified phone first, then where it is offered.
 */
export function unavailableReasons(
  bonus: Pick<BonusWire, 'only_verified' | 'country_codes'>,
): UnavailableReason[] {
  const reasons: UnavailableReason[] = [];
  if (bonus.only_verified) reasons.push({ key: 'verify' });
  if (bonus.country_codes.length > 0)
    reasons.push({ key: 'countries', countries: [...bonus.country_codes].sort() });
  return reasons;
}
