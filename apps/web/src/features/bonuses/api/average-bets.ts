import type { AverageBetsProgressWire, BonusWire } from '@sportsbook/contract';
import { progressPerMille } from './farming-progress';

/**
 * The average-bets freebet card (decision 058): the bar is the share of the bets counted, the
 * button shows when the progress is complete, not issued yet, and its average stake gives a
 * freebet.
 */
export function averageBetsView(p: AverageBetsProgressWire) {
  return {
    perMille: progressPerMille(String(p.progress_count), String(p.possible_progress_count)),
    canIssue: p.complete && p.issued_freebet_id === null && BigInt(p.amount) > 0n,
    issued: p.issued_freebet_id !== null,
  };
}

/** A freebet's boost as the area shows it: the multiplier, and what the amount becomes. */
export function boostView(bonus: BonusWire) {
  const boost = bonus.boost;
  if (!boost || bonus.amount === null) return null;
  const amount = BigInt(bonus.amount);
  return {
    multiplier: boost.multiplier,
    boostable: boost.boostable,
    boosted: boost.boosted,
    /** Before the boost: the amount once boosted (rounded down, as the server does). */
    boostedAmount: boost.boosted
      ? amount
      : (amount * BigInt(Math.round(boost.multiplier * 1000))) / 1000n,
    from: boost.boosted_from === null ? null : BigInt(boost.boosted_from),
  };
}
