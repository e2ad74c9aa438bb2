import type { BetRow, BetSelectionRow, NewNotification } from '@sportsbook/db';
import { formatMoney } from '@sportsbook/domain';

/**
 * The notification of a cashout (account-platform §3), in English like settlement's: the web
 * shows it as stored.
 */
export function cashoutNotificationOf(options: {
  bet: BetRow;
  selections: BetSelectionRow[];
  amount: bigint;
  /** The part of the stake this cashout took. */
  stake: bigint;
}): NewNotification {
  const { bet, selections, amount } = options;
  const whole = bet.status === 'cashed_out';
  const caption =
    selections.length === 1
      ? `${selections[0]!.matchName} · ${selections[0]!.outcomeName}`
      : `${bet.type === 'system' ? `System ${bet.systemWinCount}/${bet.systemTotalCount}` : 'Combo'}, ${selections.length} selections`;
  return {
    playerId: bet.playerId,
    type: 'bet_cashed_out',
    objectType: 'bet',
    objectId: bet.id,
    title: whole ? 'Bet cashed out' : 'Part of your bet cashed out',
    caption,
    body: whole
      ? `You cashed out ${formatMoney(amount, bet.currency)}.`
      : `You cashed out ${formatMoney(amount, bet.currency)} for ${formatMoney(options.stake, bet.currency)} of your stake; the rest of the bet stays open.`,
  };
}
