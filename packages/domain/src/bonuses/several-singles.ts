import { USABLE_STATUSES } from './bonus-plans';

/**
 * Freebets on several singles at once (decision 063) and what counts as a new bonus.
 */

/**
 * BON-012: in one placement a bonus carries at most one bet. The first bet (in the request's
 * order) that names a bonus gets it; every later bet naming the same bonus is refused alone. The
 * answer is the indices of those later bets.
 */
export function repeatedBonusUses(bonusIds: readonly (string | undefined)[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  bonusIds.forEach((id, index) => {
    if (id === undefined) return;
    if (seen.has(id)) repeated.add(index);
    else seen.add(id);
  });
  return repeated;
}

/**
 * BON-013: a placement of several singles takes each single on its own: a single refused for its
 * bonus is left out and the others are placed. Any other kind of placement (one bet, a combo, a
 * system) is taken whole or refused whole, and so is a placement whose every bet is refused.
 */
export function refusesAlone(input: {
  betType: string;
  betCount: number;
  refusedCount: number;
}): boolean {
  return input.betType === 'single' && input.betCount > 1 && input.refusedCount < input.betCount;
}

/**
 * BON-005: a bonus is new to the player (the "New" badge, every unseen count) only while it is
 * unseen and usable by them. One that is not available to them (their verification or country
 * rules it out) or is over is never announced as new, whatever its seen flag.
 */
export function isNewBonus(bonus: { seen: boolean; status: string }): boolean {
  return !bonus.seen && USABLE_STATUSES.includes(bonus.status);
}
