import type { HistoryBetWire, HistoryMatchWire, HistorySelectionWire } from '@sportsbook/contract';
import { lineKeyOf } from '@sportsbook/db';
import type {
  BetWithSelections,
  LineNames,
  MarketResultRow,
  SelectionMatchRow,
} from '@sportsbook/db';
import { betReference, currencyOf } from '@sportsbook/domain';
import { selectionResultOf } from '../cashout/cashout-value';
import { liveToWire } from '../live/live-to-wire';

export interface ToHistoryBetInput {
  bet: BetWithSelections;
  /** The selections' matches now (getSelectionMatches), by event id. */
  matches: Map<number, SelectionMatchRow>;
  /**
   * The selections' market and outcome names in the reader's language (getLineNames), by
   * lineKeyOf; a line missing here shows the name stored at placement.
   */
  names?: Map<string, LineNames>;
  /** The selections' market results (getMarketResultsOf), by lineKeyOf. */
  results: Map<string, MarketResultRow>;
  /** The current full cashout value (cashoutValueOf), null when none. */
  toCashout: bigint | null;
  /** The bet's bonus (issue 19): its id, type and the (boosted) odds; bonus bets have no cashout. */
  bonus?: { id: string; type: string; odds: number } | undefined;
}

/** A short reference to quote to support: the id's last 10 hex digits — its random part (bet ids are UUIDv7, whose first digits are a timestamp shared by bets placed together). */

/**
 * A placed bet as GET /bets v3 lists it and `bet changed` carries it (betting-core §3). Pure:
 * the caller reads the rows (loadHistoryBets does).
 */
export function toHistoryBet(input: ToHistoryBetInput): HistoryBetWire {
  const { bet } = input;
  const currency = currencyOf(bet.currency);
  const remaining = bet.stake - bet.cashedOutStake;
  const decided = bet.settledAt !== null || bet.cashedOutStake > 0n || bet.result !== 'no_results';
  const systemType =
    bet.type === 'system' && bet.systemWinCount !== null && bet.systemTotalCount !== null
      ? {
          id: `${bet.systemWinCount}/${bet.systemTotalCount}`,
          win_count: bet.systemWinCount,
          total_count: bet.systemTotalCount,
        }
      : null;
  return {
    id: bet.id,
    type: bet.type,
    ref: betReference(bet.id),
    status: bet.status,
    result: bet.result,
    stake: { value: bet.stake.toString(), currency: currency.code },
    currency: currency.code,
    subunits: currency.subunits.toString(),
    odds: Number(bet.oddsThousandths) / 1000,
    // Potential wins scale with the stake; a partial cashout took its share of it.
    potential_win: ((bet.potentialWin * remaining) / bet.stake).toString(),
    win_amount: decided ? (bet.settledPayout + bet.cashoutPaid).toString() : null,
    cashed_out_stake: bet.cashedOutStake.toString(),
    cashout_paid: bet.cashoutPaid.toString(),
    to_cashout:
      input.toCashout === null ||
      (input.bonus && input.bonus.type !== 'hunting' && input.bonus.type !== 'tournament')
        ? null
        : input.toCashout.toString(),
    system_type: systemType,
    bonus: input.bonus ?? null,
    used_in_jackpot: bet.usedInJackpot,
    is_vip: bet.isVip,
    selections: bet.selections.map((selection): HistorySelectionWire => {
      const result = selectionResultOf(selection, input.results.get(lineKeyOf(selection)));
      const match = input.matches.get(selection.eventId);
      const names = input.names?.get(lineKeyOf(selection));
      const sp =
        selection.oddsType === 'sp'
          ? input.results
              .get(lineKeyOf(selection))
              ?.results.find((r) => r.outcomeId === selection.outcomeId)?.startingPrice
          : undefined;
      return {
        match_id: selection.eventId,
        market_id: selection.marketId,
        specifier: selection.specifier,
        outcome_id: selection.outcomeId,
        odds: selection.oddsThousandths / 1000,
        ...(selection.oddsType === 'sp' ? { odds_type: 'sp' as const } : {}),
        ...(sp === undefined ? {} : { starting_price: sp / 1000 }),
        match_name: selection.matchName,
        market_name: names?.marketName ?? selection.marketName,
        outcome_name: names?.outcomes.get(selection.outcomeId) ?? selection.outcomeName,
        provider: selection.provider,
        live: selection.live,
        result: result?.result ?? null,
        ...(result?.deadHeatFactor !== undefined
          ? { dead_heat_factor: result.deadHeatFactor }
          : {}),
        match: match ? matchToWire(match) : null,
      };
    }),
    created_at: bet.createdAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
  };
}

function matchToWire(match: SelectionMatchRow): HistoryMatchWire {
  const live = liveToWire(match.live);
  return {
    id: match.id,
    urn_id: match.urnId,
    slug: match.slug,
    sport_key: match.sportKey,
    status: match.status,
    is_live: match.status === 1,
    is_finished: match.status === 4,
    start_time: match.startTime.toISOString(),
    home_name: match.homeName,
    away_name: match.awayName,
    clock: live.clock,
    total_score: live.total_score,
    game_score: live.game_score,
    current_server: live.current_server,
    period_scores: live.period_scores,
  };
}
