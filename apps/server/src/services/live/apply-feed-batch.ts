import type {
  Database,
  EventLiveUpdate,
  MarketKey,
  NewMarket,
  OutcomeResultRow,
  ProducerUpdate,
} from '@sportsbook/db';
import {
  eventStatuses,
  markBetsOnLinesReady,
  rollBackMarketResults,
  setMarketLinesStatus,
  settleMarketLines,
  storeMarketResults,
  suspendEventMarkets,
  updateEventsLive,
  updateProducers,
  upsertMarkets,
} from '@sportsbook/db';
import type { FeedMessage, OddsChangeMarket } from '@sportsbook/feed';

/** What one committed batch changed, for publications and cache invalidation. */
export interface FeedBatchChanges {
  /** Events whose live state, status or start time changed. */
  eventIds: number[];
  /** Events whose status changed, with the new status. */
  statusChanges: Map<number, number>;
  /** Market lines written, by event. */
  markets: Map<number, MarketKey[]>;
  providers: Array<{ provider: ProducerUpdate['provider']; up: boolean; changedAt: Date }>;
  /**
   * Bets marked ready_to_process because results of their lines changed: the settlement worker
   * is told after the commit (absent when none).
   */
  betsReady?: number;
}

export interface ApplyFeedBatchOptions {
  db: Database;
  messages: FeedMessage[];
  /** The feed's URNs → event ids (the catalogue's ids are the feed's, decision 004). */
  eventIdOf: (urn: string) => number | undefined;
}

const keyOf = (k: MarketKey) => `${k.eventId}/${k.marketId}/${k.specifier}`;

/** Betradar's market statuses for lines whose results are in: settled and cancelled. */
const SETTLED_STATUS = -3;
const CANCELLED_STATUS = -4;

/**
 * Results messages in the order they came: consecutive settlements and cancels fold into one
 * upsert (the last word on a line wins), a rollback stands between them, so "settle, roll back,
 * settle again" in one batch ends settled with the second results (decision 013).
 */
type ResultsOperation =
  | {
      kind: 'store';
      lines: Map<
        string,
        MarketKey & { status: 'settled' | 'cancelled'; results: OutcomeResultRow[] }
      >;
    }
  | { kind: 'rollback'; eventId: number; marketIds: number[] };

/** Odds stored in exact thousandths (DESIGN §4). */
function marketRow(eventId: number, market: OddsChangeMarket): NewMarket | null {
  if (!market.names) return null;
  return {
    eventId,
    marketId: market.marketId,
    specifier: market.specifier,
    names: market.names as NewMarket['names'],
    status: market.status,
    priority: market.priority ?? 0,
    mostBalanced: market.mostBalanced ?? false,
    groups: market.groups ?? [],
    outcomes: market.outcomes.map((outcome) => ({
      outcomeId: outcome.outcomeId,
      names: (outcome.names ?? { en: outcome.outcomeId }) as NewMarket['names'],
      odds: Math.round(outcome.odds * 1000),
      active: outcome.active,
    })),
  };
}

/**
 * Applies a batch of provider messages in one transaction. Messages are folded first — the last
 * state of each event and each market line wins, a bet stop suspends what came before it — so a
 * burst of updates costs a handful of statements however many messages it holds.
 */
export async function applyFeedBatch(options: ApplyFeedBatchOptions): Promise<FeedBatchChanges> {
  const events = new Map<number, EventLiveUpdate>();
  const lines = new Map<string, NewMarket>();
  const suspended = new Set<number>();
  const settled = new Map<string, MarketKey>();
  const cancelled = new Map<string, MarketKey>();
  const resultsOperations: ResultsOperation[] = [];
  const storeResults = () => {
    const last = resultsOperations[resultsOperations.length - 1];
    if (last?.kind === 'store') return last.lines;
    const operation: ResultsOperation = { kind: 'store', lines: new Map() };
    resultsOperations.push(operation);
    return operation.lines;
  };
  const producers = new Map<ProducerUpdate['provider'], ProducerUpdate>();

  for (const message of options.messages) {
    if (message.type === 'producer_alive' || message.type === 'producer_down') {
      const up = message.type === 'producer_alive';
      producers.set(message.provider, {
        provider: message.provider,
        up,
        ...(up ? { lastAliveAt: message.at } : {}),
      });
      continue;
    }
    const eventId = options.eventIdOf(message.eventUrnId);
    if (eventId === undefined) continue;
    const event = () => {
      const found = events.get(eventId) ?? { id: eventId };
      events.set(eventId, found);
      return found;
    };
    switch (message.type) {
      case 'fixture_change':
        if (message.startTime !== undefined) event().startTime = message.startTime;
        break;
      case 'match_status': {
        const update = event();
        update.status = message.status;
        if (message.live) update.live = message.live as unknown as EventLiveUpdate['live'];
        break;
      }
      case 'odds_change':
        for (const market of message.markets) {
          const row = marketRow(eventId, market);
          if (row) lines.set(keyOf({ eventId, ...market }), row);
        }
        break;
      case 'bet_stop':
        suspended.add(eventId);
        for (const row of lines.values())
          if (row.eventId === eventId && row.status === 1) row.status = -1;
        break;
      case 'bet_settlement':
        for (const market of message.markets) {
          const key = { eventId, marketId: market.marketId, specifier: market.specifier };
          settled.set(keyOf(key), key);
          cancelled.delete(keyOf(key));
          storeResults().set(keyOf(key), { ...key, status: 'settled', results: market.results });
          const row = lines.get(keyOf(key));
          if (row) row.status = SETTLED_STATUS;
        }
        break;
      case 'bet_cancel':
        for (const market of message.markets) {
          const key = { eventId, marketId: market.marketId, specifier: market.specifier };
          cancelled.set(keyOf(key), key);
          settled.delete(keyOf(key));
          // Every outcome is void: the status says so, results stay empty.
          storeResults().set(keyOf(key), { ...key, status: 'cancelled', results: [] });
          const row = lines.get(keyOf(key));
          if (row) row.status = CANCELLED_STATUS;
        }
        break;
      case 'rollback_bet_settlement':
        resultsOperations.push({ kind: 'rollback', eventId, marketIds: message.marketIds });
        break;
    }
  }

  return options.db.transaction(async (tx) => {
    const previous = await eventStatuses(tx, [...events.keys()]);
    await updateEventsLive(tx, [...events.values()]);
    // Suspend first: lines priced after the bet stop in this batch are written over it below.
    const touched = await suspendEventMarkets(tx, [...suspended]);
    await upsertMarkets(tx, [...lines.values()]);
    await settleMarketLines(tx, [...settled.values()]);
    await setMarketLinesStatus(tx, [...cancelled.values()], CANCELLED_STATUS);
    const providers = await updateProducers(tx, [...producers.values()]);

    // Results, and in the same transaction the bets they touch marked ready: once this commits,
    // no crash can lose a settlement (the worker's poll finds the marked bets).
    const changedLines = new Map<string, MarketKey>();
    for (const operation of resultsOperations) {
      const changed =
        operation.kind === 'store'
          ? await storeMarketResults(tx, [...operation.lines.values()])
          : await rollBackMarketResults(tx, operation.eventId, operation.marketIds);
      for (const key of changed) changedLines.set(keyOf(key), key);
    }
    const betsReady = await markBetsOnLinesReady(tx, [...changedLines.values()]);

    const markets = new Map<number, MarketKey[]>();
    const seen = new Set<string>();
    const add = (key: MarketKey) => {
      if (seen.has(keyOf(key))) return;
      seen.add(keyOf(key));
      const list = markets.get(key.eventId) ?? [];
      list.push(key);
      markets.set(key.eventId, list);
    };
    touched.forEach(add);
    for (const row of lines.values())
      add({ eventId: row.eventId, marketId: row.marketId, specifier: row.specifier ?? '' });
    settled.forEach(add);
    cancelled.forEach(add);

    const statusChanges = new Map<number, number>();
    for (const update of events.values())
      if (update.status !== undefined && previous.get(update.id) !== update.status)
        statusChanges.set(update.id, update.status);
    return {
      eventIds: [...events.keys()],
      statusChanges,
      markets,
      providers,
      ...(betsReady > 0 ? { betsReady } : {}),
    };
  });
}
