import { RealtimeEventName, channels } from '@sportsbook/contract';
import type { BetCashoutChangedMessage, Publication } from '@sportsbook/contract';
import {
  eventsWithOpenBets,
  findOpenBetsOfProvider,
  findOpenBetsOnEvents,
  findOpenBetsOnLines,
  getBetsWithSelections,
  releaseStaleCashouts,
} from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { FeedBatchChanges } from '../live/apply-feed-batch';
import { cashoutValueOf, loadCashoutInputs } from './cashout-value';
import type { IsProviderActive } from './cashout-value';

/** At most this many bets are re-priced per feed batch; the rest wait for their next change. */
export const MAX_BETS_PER_BATCH = 500;
/** How many last-pushed values are remembered; the oldest are forgotten first. */
const MAX_REMEMBERED = 100_000;
/** A cashout in progress longer than this was left by a crash (see releaseStaleCashouts). */
const STALE_CASHOUT_MS = 5 * 60_000;
const STALE_SWEEP_EVERY_MS = 60_000;

/**
 * Remembers the to-cashout amount last pushed per bet, so a bet's owner hears `bet cashout
 * changed` only when it moves. In memory per feed process: after a restart the first change of
 * each bet is pushed once more, which clients take as it is.
 */
export interface CashoutWatcher {
  lastPushed: Map<string, string | null>;
  lastSweepAt: number;
}

export function createCashoutWatcher(): CashoutWatcher {
  return { lastPushed: new Map(), lastSweepAt: 0 };
}

export interface PublishCashoutChangesOptions {
  db: Database;
  changes: FeedBatchChanges;
  publish: (publication: Publication) => Promise<void>;
  isProviderActive: IsProviderActive;
  watcher: CashoutWatcher;
  now?: number;
}

/**
 * After a feed batch: re-prices the open bets with a selection on a changed line, on a match
 * whose status changed, or of a provider that went down or came back, and pushes the new
 * to-cashout amount to each owner whose amount moved (betting-core §4 "cashout update").
 */
export async function publishCashoutChanges(options: PublishCashoutChangesOptions): Promise<void> {
  const { db, changes, watcher } = options;
  const now = options.now ?? Date.now();
  if (now - watcher.lastSweepAt >= STALE_SWEEP_EVERY_MS) {
    watcher.lastSweepAt = now;
    await releaseStaleCashouts(db, new Date(now - STALE_CASHOUT_MS));
  }

  const betIds = new Set<string>();
  // One cheap look by event first: most batches move prices nobody has an open bet on.
  const watched = await eventsWithOpenBets(db, [
    ...new Set([...changes.markets.keys(), ...changes.statusChanges.keys()]),
  ]);
  const lines = [...changes.markets.values()].flat().filter((key) => watched.has(key.eventId));
  for (const ref of await findOpenBetsOnLines(db, lines, MAX_BETS_PER_BATCH)) betIds.add(ref.betId);
  const statusChanged = [...changes.statusChanges.keys()].filter((id) => watched.has(id));
  for (const ref of await findOpenBetsOnEvents(db, statusChanged, MAX_BETS_PER_BATCH)) {
    betIds.add(ref.betId);
  }
  for (const provider of changes.providers) {
    for (const ref of await findOpenBetsOfProvider(db, provider.provider, MAX_BETS_PER_BATCH)) {
      betIds.add(ref.betId);
    }
  }
  if (betIds.size === 0) return;

  const bets = await getBetsWithSelections(db, [...betIds].slice(0, MAX_BETS_PER_BATCH));
  const inputs = await loadCashoutInputs(db, bets, options.isProviderActive);
  const publications: Publication[] = [];
  for (const bet of bets) {
    const value = cashoutValueOf(bet, inputs);
    const wire = value === null ? null : value.toString();
    const known = watcher.lastPushed.has(bet.id);
    if (known && watcher.lastPushed.get(bet.id) === wire) continue;
    remember(watcher, bet.id, wire);
    const message: BetCashoutChangedMessage = { bet_id: bet.id, to_cashout: wire };
    publications.push({
      channel: channels.user(bet.playerId),
      event_name: RealtimeEventName.betCashoutChanged,
      message,
    });
  }
  await Promise.all(publications.map(options.publish));
}

function remember(watcher: CashoutWatcher, betId: string, value: string | null) {
  // Re-inserted at the end, so the map's order is least recently changed first.
  watcher.lastPushed.delete(betId);
  watcher.lastPushed.set(betId, value);
  if (watcher.lastPushed.size > MAX_REMEMBERED) {
    const oldest = watcher.lastPushed.keys().next().value;
    if (oldest !== undefined) watcher.lastPushed.delete(oldest);
  }
}
