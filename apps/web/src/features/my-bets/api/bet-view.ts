import type { CamelCased, HistoryBetWire } from '@sportsbook/contract/browser';

/**
 * How a placed bet reads in the lists (betting-core §3 "Bet (placed / history)": results and
 * statuses) and how realtime events change a list (§4 "A cashout update sets the to-cashout
 * amount of one bet. A bet update with status rejected removes the bet from the list; any other
 * update replaces it and keeps the selections' match info").
 */
type HistoryBet = CamelCased<HistoryBetWire>;

export type BetBadge =
  | 'open'
  | 'cashingOut'
  | 'won'
  | 'lost'
  | 'refunded'
  | 'halfWon'
  | 'halfLost'
  | 'cancelled'
  | 'cashedOut'
  | 'rejected';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'muted' | 'accent';

export const BADGE_TONES: Readonly<Record<BetBadge, BadgeTone>> = {
  open: 'neutral',
  cashingOut: 'accent',
  won: 'success',
  lost: 'danger',
  refunded: 'muted',
  halfWon: 'success',
  halfLost: 'danger',
  cancelled: 'muted',
  cashedOut: 'accent',
  rejected: 'danger',
};

const OPEN_STATUSES = new Set(['waiting_results', 'ready_to_process', 'submitted']);

/** The badge a bet wears: its result once decided, else what is happening to it. */
export function betBadge(bet: Pick<HistoryBet, 'status' | 'result'>): BetBadge {
  switch (bet.result) {
    case 'win_entire':
      return 'won';
    case 'lose_entire':
      return 'lost';
    case 'refund_entire':
      return 'refunded';
    case 'refund_half_win_other':
      return 'halfWon';
    case 'refund_half_lose_other':
      return 'halfLost';
    case 'canceled':
      return 'cancelled';
    case 'cashed_out':
      return 'cashedOut';
    case 'no_results':
      break;
  }
  if (bet.status === 'cashout_in_progress') return 'cashingOut';
  if (bet.status === 'cashed_out') return 'cashedOut';
  if (bet.status === 'rejected') return 'rejected';
  if (bet.status === 'cancelled' || bet.status === 'withdrawn') return 'cancelled';
  return 'open';
}

/** Still to be decided: these show the potential win and, when it has a value, a cashout. */
export function isOpenBet(bet: Pick<HistoryBet, 'status'>): boolean {
  return OPEN_STATUSES.has(bet.status) || bet.status === 'cashout_in_progress';
}

/** `bet changed`: replace the bet, keeping the live match info the list already has; drop a rejected one. */
export function applyBetChanged(bets: readonly HistoryBet[], changed: HistoryBet): HistoryBet[] {
  if (changed.status === 'rejected') return bets.filter((bet) => bet.id !== changed.id);
  return bets.map((bet) => {
    if (bet.id !== changed.id) return bet;
    return {
      ...changed,
      selections: changed.selections.map((selection, index) => {
        const before = bet.selections[index];
        if (before?.matchId !== selection.matchId) return selection;
        // `bet changed` is written once for every reader (in English); the list was read in
        // this page's language, so its names stay (issue 15 §3).
        return {
          ...selection,
          matchName: before.matchName,
          marketName: before.marketName,
          outcomeName: before.outcomeName,
          match:
            selection.match === null
              ? before.match
              : before.match
                ? {
                    ...selection.match,
                    homeName: before.match.homeName,
                    awayName: before.match.awayName,
                  }
                : selection.match,
        };
      }),
    };
  });
}

/** `bet cashout changed`: the new to-cashout amount (null: not available now) of one bet. */
export function applyCashoutChanged(
  bets: readonly HistoryBet[],
  change: { betId: string; toCashout: string | null },
): HistoryBet[] {
  let changed = false;
  const next = bets.map((bet) => {
    if (bet.id !== change.betId || bet.toCashout === change.toCashout) return bet;
    changed = true;
    return { ...bet, toCashout: change.toCashout };
  });
  return changed ? next : (bets as HistoryBet[]);
}
