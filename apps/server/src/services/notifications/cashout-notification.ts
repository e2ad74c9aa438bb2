import type { Locale } from '@sportsbook/contract';
import type { BetRow, BetSelectionRow, NewNotification } from '@sportsbook/db';
import { formatMoney } from '@sportsbook/domain';
import { betCaptionOf } from './bet-caption';
import { NOTIFICATION_TEXTS } from './notification-texts';

/**
 * The notification of a cashout (account-platform §3), in the owner's language like
 * settlement's (notificationLocaleOf players.language): the web shows it as stored.
 */
export function cashoutNotificationOf(options: {
  bet: BetRow;
  selections: BetSelectionRow[];
  amount: bigint;
  /** The part of the stake this cashout took. */
  stake: bigint;
  locale: Locale;
}): NewNotification {
  const { bet, selections } = options;
  const texts = NOTIFICATION_TEXTS[options.locale];
  const amount = formatMoney(options.amount, bet.currency, options.locale);
  const text =
    bet.status === 'cashed_out'
      ? texts.betCashedOut(amount)
      : texts.betPartlyCashedOut(amount, formatMoney(options.stake, bet.currency, options.locale));
  return {
    playerId: bet.playerId,
    type: 'bet_cashed_out',
    objectType: 'bet',
    objectId: bet.id,
    caption: betCaptionOf(texts, bet, selections),
    ...text,
  };
}
