import type {
  MarketOddsWire,
  MarketWire,
  Publication,
  ProviderStatusWire,
} from '@sportsbook/contract';
import {
  CATALOGUE_LOCALES,
  RealtimeEventName,
  channels,
  isBettableStatus,
} from '@sportsbook/contract';
import type { Database } from '@sportsbook/db';
import { listEvents, mainMarketsOf, marketsByKeys } from '@sportsbook/db';
import { enrichMatches } from '../catalogue/list-matches';
import { marketToWire } from '../catalogue/to-wire';
import { createCashoutWatcher, publishCashoutChanges } from '../cashout/publish-cashout-changes';
import type { CashoutWatcher } from '../cashout/publish-cashout-changes';
import type { FeedBatchChanges } from './apply-feed-batch';

/** The language of the match channel, which is not per locale: clients keep their own names. */
const MATCH_CHANNEL_LOCALE = 'en';

/** The lean line of a match channel's 'markets changed': what moves, without names. */
function marketOddsOf(market: MarketWire): MarketOddsWire {
  return {
    market_id: market.market_id,
    specifier: market.specifier,
    market_status: market.market_status,
    outcomes: market.outcomes.map(({ outcome_id, odds, active }) => ({ outcome_id, odds, active })),
  };
}

export interface PublishFeedChangesOptions {
  db: Database;
  changes: FeedBatchChanges;
  publish: (publication: Publication) => Promise<void>;
  /** `app.providerStatus.isActive`: a down provider's markets are published suspended. */
  isProviderActive: (provider: ProviderStatusWire['provider']) => boolean;
  /** Last pushed cashout values; one per database (so per app) unless a caller brings its own. */
  cashoutWatcher?: CashoutWatcher;
}

const cashoutWatchers = new WeakMap<Database, CashoutWatcher>();
function cashoutWatcherOf(db: Database): CashoutWatcher {
  let watcher = cashoutWatchers.get(db);
  if (!watcher) cashoutWatchers.set(db, (watcher = createCashoutWatcher()));
  return watcher;
}

/**
 * Publishes a committed batch (DESIGN §3): on `match:<id>` the match and the changed lines with
 * all their outcomes' prices (lean, without names: decision 015); on `public:<locale>` the match,
 * its status, its main market when that changed (the full wire shape, in the locale), and
 * provider status.
 */
export async function publishFeedChanges(options: PublishFeedChangesOptions): Promise<void> {
  const { db, changes, publish, isProviderActive } = options;
  const publications: Publication[] = [];

  for (const provider of changes.providers) {
    const message = {
      provider: provider.provider,
      is_active: provider.up,
      changed_at: provider.changedAt.toISOString(),
    };
    for (const locale of CATALOGUE_LOCALES)
      publications.push({
        channel: channels.publicLocale(locale),
        event_name: RealtimeEventName.providerStatusChanged,
        message,
      });
  }

  const marketEventIds = [...changes.markets.keys()];
  const eventIds = [...new Set([...changes.eventIds, ...marketEventIds])];
  if (eventIds.length > 0) {
    const keys = [...changes.markets.values()].flat();
    const changedKeys = new Set(keys.map((k) => `${k.eventId}/${k.marketId}/${k.specifier}`));
    const [lines, ...perLocale] = await Promise.all([
      marketsByKeys(db, keys, MATCH_CHANNEL_LOCALE),
      ...CATALOGUE_LOCALES.map(async (locale) => {
        const rows = [];
        for (let i = 0; i < eventIds.length; i += 500) {
          const ids = eventIds.slice(i, i + 500);
          rows.push(...(await listEvents(db, { locale, ids, page: 1, limit: 500 })).rows);
        }
        const matches = await enrichMatches(db, rows, locale, {
          timeline: locale === MATCH_CHANNEL_LOCALE,
          isProviderActive,
        });
        const { main } = await mainMarketsOf(db, marketEventIds, locale);
        return { locale, matches, main };
      }),
    ]);
    const byEvent = new Map<number, typeof lines>();
    for (const line of lines) {
      const list = byEvent.get(line.eventId) ?? [];
      list.push(line);
      byEvent.set(line.eventId, list);
    }

    for (const { locale, matches, main } of perLocale) {
      const channel = channels.publicLocale(locale);
      for (const match of matches) {
        const context = {
          matchUrnId: match.urn_id,
          provider: match.provider,
          locale,
          providerActive: isProviderActive(match.provider),
        };
        if (changes.eventIds.includes(match.id)) {
          const { timeline, ...listShape } = match;
          publications.push({
            channel,
            event_name: RealtimeEventName.matchChanged,
            message: listShape,
          });
          if (locale === MATCH_CHANNEL_LOCALE)
            publications.push({
              channel: channels.match(match.id),
              event_name: RealtimeEventName.matchChanged,
              message: { ...listShape, timeline: timeline ?? [] },
            });
        }
        const status = changes.statusChanges.get(match.id);
        if (status !== undefined)
          publications.push({
            channel,
            event_name: RealtimeEventName.matchStatusChanged,
            message: {
              id: match.id,
              urn_id: match.urn_id,
              sport_id: match.sport.id,
              status,
              is_live: status === 1,
              is_finished: status === 4,
              start_time: match.start_time,
              bettable: isBettableStatus(status),
            },
          });
        const mainLine = main.get(match.id);
        if (mainLine && changedKeys.has(`${match.id}/${mainLine.marketId}/${mainLine.specifier}`))
          publications.push({
            channel,
            event_name: RealtimeEventName.marketsChanged,
            message: { match_id: match.id, markets: [marketToWire(mainLine, context)] },
          });
        if (locale === MATCH_CHANNEL_LOCALE) {
          const changed = byEvent.get(match.id);
          if (changed && changed.length > 0)
            publications.push({
              channel: channels.match(match.id),
              event_name: RealtimeEventName.marketsChanged,
              message: {
                match_id: match.id,
                markets: changed.map((line) => marketOddsOf(marketToWire(line, context))),
              },
            });
        }
      }
    }
  }
  await Promise.all(publications.map(publish));
  // Prices moved: open bets on those lines have a new cashout value (issue 7). After the
  // catalogue publications, so a slow re-pricing never delays the odds themselves.
  await publishCashoutChanges({
    db,
    changes,
    publish,
    isProviderActive,
    watcher: options.cashoutWatcher ?? cashoutWatcherOf(db),
  });
}
