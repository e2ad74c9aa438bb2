import { catalogueLocaleOf, isLocale } from '@sportsbook/contract';
import {
  betBonusesOf,
  getBetsWithSelections,
  getLineNames,
  getSelectionMatches,
} from '@sportsbook/db';
import type { BetWithSelections, Database } from '@sportsbook/db';
import type { HistoryBetWire } from '@sportsbook/contract';
import { cashoutValueOf, loadCashoutInputs } from '../cashout/cashout-value';
import type { IsProviderActive } from '../cashout/cashout-value';
import { toHistoryBet } from './to-history-bet';

export interface LoadHistoryBetsOptions {
  db: Database;
  bets: BetWithSelections[];
  /** The reader's locale: names of the selections, their markets and their matches. */
  locale: string;
  isProviderActive: IsProviderActive;
}

/**
 * Bets as history shows them, in the order given: reads the selections' matches, market
 * results and current prices once for all of them, and prices each open bet's cashout.
 */
export async function loadHistoryBets(options: LoadHistoryBetsOptions): Promise<HistoryBetWire[]> {
  const { db, bets } = options;
  if (bets.length === 0) return [];
  // One after the other: cashout runs this inside its transaction, on one connection.
  const inputs = await loadCashoutInputs(db, bets, options.isProviderActive);
  const matches = await getSelectionMatches(
    db,
    bets.flatMap((bet) => bet.selections.map((s) => s.eventId)),
    options.locale,
  );
  // In the reader's language now, not the one the bet was placed in (issue 15 §3).
  const names = await getLineNames(
    db,
    bets.flatMap((bet) => bet.selections),
    isLocale(options.locale) ? catalogueLocaleOf(options.locale) : 'en',
  );
  const bonuses = await betBonusesOf(
    db,
    bets.map((bet) => bet.id),
  );
  return bets.map((bet) => {
    const bonus = bonuses.get(bet.id);
    return toHistoryBet({
      bet,
      matches,
      names,
      results: inputs.results,
      toCashout: cashoutValueOf(bet, inputs),
      bonus: bonus && {
        id: bonus.playerBonusId,
        type: bonus.type,
        odds: Number((bet.oddsThousandths * BigInt(bonus.multiplierThousandths)) / 1000n) / 1000,
      },
    });
  });
}

/** The bets with these ids as history shows them, with their owners; unknown ids are skipped. */
export async function loadHistoryBetsByIds(
  options: Omit<LoadHistoryBetsOptions, 'bets'> & { betIds: string[] },
): Promise<{ playerId: number; bet: HistoryBetWire }[]> {
  const rows = await getBetsWithSelections(options.db, options.betIds);
  const wire = await loadHistoryBets({ ...options, bets: rows });
  return rows.map((row, index) => ({ playerId: row.playerId, bet: wire[index]! }));
}
