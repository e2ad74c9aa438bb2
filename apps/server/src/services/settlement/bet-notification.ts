import type { BetRow, BetSelectionRow } from '@sportsbook/db';
import { formatMoney } from '@sportsbook/domain';

export type BetNotificationType = 'bet_won' | 'bet_lost' | 'bet_refunded';

export interface BetNotificationText {
  type: BetNotificationType;
  title: string;
  caption: string;
  body: string;
}

/**
 * The notification of a settled bet (account-platform §3). Written once, when the bet is
 * settled, in English like the product's mail; the web shows it as stored. Won when it paid more
 * than its stake, lost when it paid nothing, refunded otherwise (void, cancelled, half lost).
 */
export function betNotificationOf(options: {
  bet: BetRow;
  selections: BetSelectionRow[];
  payout: bigint;
}): BetNotificationText {
  const { bet, selections, payout } = options;
  const stake = bet.stake - bet.cashedOutStake;
  const type: BetNotificationType =
    bet.result === 'canceled' || bet.result === 'refund_entire'
      ? 'bet_refunded'
      : payout === 0n
        ? 'bet_lost'
        : payout > stake
          ? 'bet_won'
          : 'bet_refunded';
  const caption =
    selections.length === 1
      ? `${selections[0]!.matchName} · ${selections[0]!.outcomeName}`
      : `${bet.type === 'system' ? `System ${bet.systemWinCount}/${bet.systemTotalCount}` : 'Combo'}, ${selections.length} selections`;
  const amount = formatMoney(payout, bet.currency);
  switch (type) {
    case 'bet_won':
      return { type, title: 'Bet won', caption, body: `You won ${amount}.` };
    case 'bet_lost':
      return { type, title: 'Bet lost', caption, body: 'Better luck next time.' };
    case 'bet_refunded':
      return {
        type,
        title: bet.result === 'canceled' ? 'Bet cancelled' : 'Bet refunded',
        caption,
        body: `${amount} went back to your balance.`,
      };
  }
}
