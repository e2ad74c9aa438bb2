import { RealtimeEventName, channels } from '@sportsbook/contract';
import {
  countUnreadNotifications,
  insertNotification,
  type BonusCampaignRow,
  type Database,
  type PlayerBonusRow,
} from '@sportsbook/db';
import { formatMoney } from '@sportsbook/domain';
import type { CurrencyCode } from '@sportsbook/domain';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { publishNotification } from '../notifications/publish-notification';
import { bonusToWire } from './bonus-terms';

/**
 * After a bonus is issued (promo code, operator): a notification of kind bonus, and
 * `bonus issued` on the player's private channel (account-platform §4) for the toast.
 */
export async function announceBonus(
  db: Database,
  realtime: RealtimePublisher,
  bonus: PlayerBonusRow,
  campaign: BonusCampaignRow,
): Promise<void> {
  const amount =
    bonus.amount !== null && bonus.currency
      ? formatMoney(bonus.amount, bonus.currency as CurrencyCode)
      : '';
  const row = await insertNotification(db, {
    playerId: bonus.playerId,
    type: 'bonus_issued',
    objectType: 'bonus',
    objectId: bonus.id,
    title: campaign.name,
    caption: amount ? `${amount} ${bonus.type}` : bonus.type,
  });
  await publishNotification(realtime, row, await countUnreadNotifications(db, bonus.playerId));
  await realtime.publish({
    channel: channels.user(bonus.playerId),
    event_name: RealtimeEventName.bonusIssued,
    message: bonusToWire(bonus, campaign),
  });
}
