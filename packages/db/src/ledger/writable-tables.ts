import type { PgTable } from 'drizzle-orm/pg-core';
import {
  betBonuses,
  betCashouts,
  betSelections,
  bets,
  deposits,
  jackpotHits,
  jackpotLevels,
  jackpots,
  notifications,
  playerBonuses,
  withdrawals,
} from '../schema';

/**
 * The tables plans may write rows to (and check and update rows of), by their SQL names.
 * `notifications`: a settlement's or cashout's notification commits with its money (decision 035).
 */
export const WRITABLE: Record<string, PgTable> = {
  bets,
  bet_selections: betSelections,
  bet_cashouts: betCashouts,
  deposits,
  withdrawals,
  notifications,
  /** Jackpot hits and the levels' cycles (decision 045). */
  jackpots,
  jackpot_levels: jackpotLevels,
  jackpot_hits: jackpotHits,
  /** Bonuses (decision 044): a bet's bonus, and the use of a player's bonus. */
  bet_bonuses: betBonuses,
  player_bonuses: playerBonuses,
};
