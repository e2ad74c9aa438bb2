import { createRandom, seedFrom } from '@sportsbook/domain';

/** About one match in 500 is abandoned (weather, floodlights): rare, as in real feeds. */
export const ABANDON_SHARE = 0.002;
/** About one finished match in 500 gets a settlement corrected by a rollback. */
export const ROLLBACK_SHARE = 0.002;

export interface MatchFate {
  /** Share of the script played when the match is abandoned, or null when it plays out. */
  abandonAfter: number | null;
  /** The final settlement first goes out wrong for one market, then a rollback and the fix. */
  rollback: boolean;
}

/**
 * What befalls a match besides its script, a pure function of (seed, match) like the script, so
 * every process and every step size agrees.
 */
export function matchFate(options: {
  seed: number;
  eventId: number;
  abandonShare?: number;
  rollbackShare?: number;
}): MatchFate {
  const random = createRandom(seedFrom(options.seed, `fate:${options.eventId}`));
  const abandon = random.next() < (options.abandonShare ?? ABANDON_SHARE);
  // Somewhere between 10 % and 90 % of the way through: the match was under way.
  const after = 0.1 + 0.8 * random.next();
  const rollback = random.next() < (options.rollbackShare ?? ROLLBACK_SHARE);
  return { abandonAfter: abandon ? after : null, rollback };
}
