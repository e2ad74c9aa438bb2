import type { PgTable } from 'drizzle-orm/pg-core';
import { betCashouts, betSelections, bets, deposits, withdrawals } from '../schema';

/** The tables plans may write rows to (and check and update rows of), by their SQL names. */
export const WRITABLE: Record<string, PgTable> = {
  bets,
  bet_selections: betSelections,
  bet_cashouts: betCashouts,
  deposits,
  withdrawals,
};
