import type { Locale } from '@sportsbook/contract';
import type { BetRow, BetSelectionRow } from '@sportsbook/db';
import { formatMoney } from '@sportsbook/domain';
import { betCaptionOf } from '../notifications/bet-caption';
import { NOTIFICATION_TEXTS } from '../notifications/notification-texts';
import type { NotificationText } from '../notifications/notification-texts';

export type BetNotificationType = 'bet_won' | 'bet_lost' | 'bet_refunded';

export interface BetNotificationText {
  type: BetNotificationType;
  title: string;
  caption: string;
  body: string;
}

/**
 * The notification of a settled bet (account-platform §3). Written once, when the bet is
 * settled, in the owner's language (notificationLocaleOf players.language); the web shows it as
 * stored. Won when it paid more than its stake, lost when it paid nothing, refunded otherwise
 * (void, cancelled, half lost).
 */
export function betNotificationOf(options: {
  bet: BetRow;
  selections: BetSelectionRow[];
  payout: bigint;
  locale: Locale;
}): BetNotificationText {
  const { bet, selections, payout } = options;
  const texts = NOTIFICATION_TEXTS[options.locale];
  const stake = bet.stake - bet.cashedOutStake;
  const type: BetNotificationType =
    bet.result === 'canceled' || bet.result === 'refund_entire'
      ? 'bet_refunded'
      : payout === 0n
        ? 'bet_lost'
        : payout > stake
          ? 'bet_won'
          : 'bet_refunded';
  const amount = formatMoney(payout, bet.currency, options.locale);
  const text: NotificationText =
    type === 'bet_won'
      ? texts.betWon(amount)
      : type === 'bet_lost'
        ? texts.betLost()
        : bet.result === 'canceled'
          ? texts.betCancelled(amount)
          : texts.betRefunded(amount);
  return { type, caption: betCaptionOf(texts, bet, selections), ...text };
}
