import type { BonusWire } from '@sportsbook/contract';
import {
  expirePlayerBonuses,
  listPlayerBonuses,
  openPlayerLootbox,
  type Database,
} from '@sportsbook/db';
import { drawLootbox } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { bonusToWire } from './bonus-terms';
import { announceBonus } from './issue-bonus';

/**
 * Opens the player's lootbox (POST /bonuses/{id}/activate on a lootbox, decision 056): draws the
 * prize from the box's committed seed (LBX-005), issues the prize's bonus in the same
 * transaction and announces it (`bonus issued`) as every issued bonus. Idempotent: opening an
 * opened box answers it as it is, and issues nothing.
 */
export async function openLootboxOf(
  db: Database,
  realtime: RealtimePublisher,
  playerId: number,
  boxId: string,
): Promise<BonusWire> {
  const now = new Date();
  await expirePlayerBonuses(db, playerId, now);
  const result = await openPlayerLootbox(db, {
    playerId,
    boxId,
    now,
    draw: (seed, id, prizes) => drawLootbox(seed, id, prizes),
  });
  if (result.outcome === 'opened' && result.prize)
    await announceBonus(db, realtime, result.prize.bonus, result.prize.campaign);
  const [row] = await listPlayerBonuses(db, playerId, [boxId]);
  if (!row) throw new HttpError(404, 'bonus_not_found', 'No such bonus');
  if (result.outcome === 'not_openable')
    throw new HttpError(422, 'bonus_not_available', `This lootbox is ${row.bonus.status}`);
  return bonusToWire(row.bonus, row.campaign, { opening: result.opening });
}
