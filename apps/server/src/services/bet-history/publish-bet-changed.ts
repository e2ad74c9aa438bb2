import { RealtimeEventName, channels } from '@sportsbook/contract';
import type { HistoryBetWire } from '@sportsbook/contract';
import type { Database } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import type { IsProviderActive } from '../cashout/cashout-value';
import { loadHistoryBetsByIds } from './load-history-bets';

/** `bet changed` on the owner's private channel: the bet exactly as GET /bets lists it. */
export async function publishBetChanged(
  realtime: RealtimePublisher,
  playerId: number,
  bet: HistoryBetWire,
): Promise<void> {
  await realtime.publish({
    channel: channels.user(playerId),
    event_name: RealtimeEventName.betChanged,
    message: bet,
  });
}

export interface PublishBetChangesOptions {
  db: Database;
  realtime: RealtimePublisher;
  betIds: string[];
  isProviderActive: IsProviderActive;
  /** Names of the live match info; the private channel is not per locale. Default en. */
  locale?: string;
}

/**
 * Reads the bets as they are now and publishes `bet changed` for each (settlement calls this
 * after its commit). Bets are read in pages of 200, so a big settlement stays bounded.
 */
export async function publishBetChanges(options: PublishBetChangesOptions): Promise<void> {
  const ids = [...new Set(options.betIds)];
  for (let i = 0; i < ids.length; i += 200) {
    const loaded = await loadHistoryBetsByIds({
      db: options.db,
      betIds: ids.slice(i, i + 200),
      locale: options.locale ?? 'en',
      isProviderActive: options.isProviderActive,
    });
    await Promise.all(
      loaded.map(({ playerId, bet }) => publishBetChanged(options.realtime, playerId, bet)),
    );
  }
}
