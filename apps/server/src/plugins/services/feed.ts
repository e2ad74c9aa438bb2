import fp from 'fastify-plugin';
import { ALIVE_INTERVAL_MS, createSimulatedProviders } from '@sportsbook/feed';
import type { FeedMessage, SimulatedProvider } from '@sportsbook/feed';
import { resetLiveEvents } from '@sportsbook/db';
import { seedCatalogue } from '../../services/catalogue/seed-catalogue';
import { applyFeedBatch } from '../../services/live/apply-feed-batch';
import { createLiveFeedConsumer } from '../../services/live/live-feed-consumer';
import { createProducerWatchdog } from '../../services/live/producer-watchdog';
import { publishFeedChanges } from '../../services/live/publish-feed-changes';
import { SETTLEMENT_READY_TOPIC } from '../../services/settlement/settlement-worker';

export interface FeedControl {
  providers: SimulatedProvider[];
  /**
   * FEED_CLOCK=manual (tests): plays simulated time on by `ms` on every provider and resolves
   * once the resulting messages are committed and published.
   */
  advance(ms: number): Promise<FeedMessage[]>;
  /** Resolves once every message pushed so far is committed and published. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    feedProviders: SimulatedProvider[];
    feed: FeedControl;
  }
}

/**
 * The feed role: the simulated providers (seeded by FEED_SEED) write their catalogue into the
 * database at start; their live engines then play the matches, and every message is persisted in
 * batches and published (decision 010).
 */
export const feedPlugin = fp(
  async (app) => {
    const providers = createSimulatedProviders(app.config.FEED_SEED, {
      days: app.config.FEED_DAYS,
      speed: app.config.FEED_SPEED,
      clock: app.config.FEED_CLOCK,
    });
    const startedAt = performance.now();
    app.decorate('feedProviders', providers);
    const db = app.database.db;
    const counts = await seedCatalogue({ db, providers });
    const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
    app.log.info({ ...counts, seconds }, 'catalogue seeded from the simulated feed');

    // URN → id for every event the providers serve; ids are the feed's own (decision 004).
    const eventIds = new Map<string, number>();
    for (const provider of providers) {
      for (const event of (await provider.catalogue()).events) eventIds.set(event.urnId, event.id);
      await resetLiveEvents(db, provider.name);
    }

    const consumer = createLiveFeedConsumer({
      log: app.log,
      apply: (messages) => applyFeedBatch({ db, messages, eventIdOf: (urn) => eventIds.get(urn) }),
      afterCommit: async (changes) => {
        // Before the publications: they, and the reads clients make on hearing them, must be
        // built with the provider's new state.
        await app.providerStatus.changed(changes.providers);
        const touched = [...new Set([...changes.eventIds, ...changes.markets.keys()])];
        if (touched.length > 0)
          await app.catalogueCache.changed({
            eventIds: touched,
            lists: changes.statusChanges.size > 0,
          });
        // The settlement worker may run in another process: tell it through pub/sub.
        if (changes.betsReady) {
          await app.pubsub.publish(SETTLEMENT_READY_TOPIC, { bets: changes.betsReady });
        }
        await publishFeedChanges({
          db,
          changes,
          publish: (p) => app.realtime.publish(p),
          isProviderActive: app.providerStatus.isActive,
        });
      },
    });
    // On a wall clock, a producer that stops sending alives without saying so is declared down.
    const watchdog = createProducerWatchdog({
      timeoutMs: Math.max((3 * ALIVE_INTERVAL_MS) / app.config.FEED_SPEED, 5_000),
      report: consumer.push,
    });
    if (app.config.FEED_CLOCK === 'wall') watchdog.start(1_000);
    const unsubscribes = providers.map((provider) =>
      provider.subscribe((message) => {
        watchdog.seen(message);
        consumer.push(message);
      }),
    );

    app.decorate('feed', {
      providers,
      advance: async (ms: number) => {
        const messages: FeedMessage[] = [];
        for (const provider of providers) messages.push(...(await provider.advanceBy(ms)));
        await consumer.flush();
        return messages;
      },
      flush: () => consumer.flush(),
    });

    await Promise.all(providers.map((provider) => provider.start()));
    app.addHook('onClose', async () => {
      watchdog.stop();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      await Promise.all(providers.map((provider) => provider.stop()));
      await consumer.close();
    });
  },
  {
    name: 'feed',
    dependencies: ['database', 'catalogue-cache', 'provider-status', 'realtime-publisher'],
  },
);
