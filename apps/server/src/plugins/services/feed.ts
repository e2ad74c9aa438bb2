import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import {
  ALIVE_INTERVAL_MS,
  createLotteryProvider,
  createRacingProvider,
  createSimulatedProviders,
  createVirtualsProvider,
} from '@sportsbook/feed';
import type {
  FeedMessage,
  RacingProvider,
  SimulatedProvider,
  VirtualsProvider,
} from '@sportsbook/feed';
import type { Database } from '@sportsbook/db';
import { listProducers, stopOrphanedLiveEvents, storedEventStates } from '@sportsbook/db';
import { watchCatalogueGrowth } from '../../services/catalogue/catalogue-growth';
import type { CatalogueGrowth } from '../../services/catalogue/catalogue-growth';
import { seedCatalogue } from '../../services/catalogue/seed-catalogue';
import { applyFeedBatch } from '../../services/live/apply-feed-batch';
import { createFeedLeadership } from '../../services/live/feed-leadership';
import { createLiveFeedConsumer } from '../../services/live/live-feed-consumer';
import type { LiveFeedConsumer } from '../../services/live/live-feed-consumer';
import { createProducerWatchdog } from '../../services/live/producer-watchdog';
import { publishFeedChanges } from '../../services/live/publish-feed-changes';
import { startRaceCardWriter } from '../../services/racing/race-cards';
import type { RaceCardWriter } from '../../services/racing/race-cards';
import { startVirtualEventWriter } from '../../services/virtuals/virtual-events';
import type { VirtualEventWriter } from '../../services/virtuals/virtual-events';
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

/**
 * How often the leader looks for events a rolling schedule added (cheap: a number compared).
 * A lottery draw, an arena slot or a race joins at least an hour of simulated time before it
 * closes: checks come at least ten times in that hour even at the fastest FEED_SPEED, every 5 s
 * at ordinary speeds.
 */
const catalogueGrowthCheckMs = (speed: number) =>
  Math.max(25, Math.min(5_000, 3_600_000 / speed / 10));

/** Any constant works; every feed process of a deployment must use the same one. */
const FEED_LEADER_LOCK_ID = 724_312;

declare module 'fastify' {
  interface FastifyInstance {
    feedProviders: SimulatedProvider[];
    feed: FeedControl;
  }
}

/**
 * The feed role: the simulated providers (seeded by FEED_SEED) write their catalogue into the
 * database at start; their live engines then play the matches, and every message is persisted in
 * batches and published (decision 010). With several feed processes on one PostgreSQL only the
 * holder of an advisory lock plays; the others stand by and take over when it dies (decision 024).
 */
export const feedPlugin = fp(
  async (app) => {
    const newProviders = (): SimulatedProvider[] => [
      ...createSimulatedProviders(app.config.FEED_SEED, {
        days: app.config.FEED_DAYS,
        ...(app.config.FEED_ANCHOR === undefined ? {} : { anchor: app.config.FEED_ANCHOR }),
        speed: app.config.FEED_SPEED,
        clock: app.config.FEED_CLOCK,
        producerDowntime: app.config.FEED_PRODUCER_DOWNTIME,
        // isPremiumCricketEnabled (decision 054): the premium cricket lines, or none.
        premiumCricket: app.config.PREMIUM_CRICKET_ENABLED,
      }),
      // isHorseRacingEnabled (decision 048) and isGreyhoundRacingEnabled (decision 068): the
      // racing simulator runs the meetings of either or both.
      ...(app.config.HORSE_RACING_ENABLED || app.config.GREYHOUND_RACING_ENABLED
        ? [
            createRacingProvider({
              seed: app.config.FEED_SEED,
              speed: app.config.FEED_SPEED,
              clock: app.config.FEED_CLOCK,
              horses: app.config.HORSE_RACING_ENABLED,
              greyhounds: app.config.GREYHOUND_RACING_ENABLED,
            }),
          ]
        : []),
      // isLotteryEnabled (decision 051): the lottery draws from their own provider.
      ...(app.config.LOTTERY_ENABLED
        ? [
            createLotteryProvider({
              drawSecret: app.drawSecret,
              speed: app.config.FEED_SPEED,
              clock: app.config.FEED_CLOCK,
            }),
          ]
        : []),
      // isVirtualGamingArenaEnabled (decision 049): virtual football every three minutes.
      ...(app.config.VIRTUAL_GAMING_ARENA_ENABLED
        ? [
            createVirtualsProvider({
              seed: app.config.FEED_SEED,
              drawSecret: app.drawSecret,
              speed: app.config.FEED_SPEED,
              clock: app.config.FEED_CLOCK,
            }),
          ]
        : []),
    ];
    const providers = newProviders();
    app.decorate('feedProviders', providers);
    let consumer: LiveFeedConsumer | undefined;
    let raceCards: RaceCardWriter | undefined;
    let virtualEvents: VirtualEventWriter | undefined;
    let catalogueGrowth: CatalogueGrowth | undefined;

    // Everything below runs in the leader only (one feed per deployment, decision 024).
    const lead = async () => {
      // A process leading again after it stood by resumes from the database like any new
      // leader: fresh providers (the array is shared with `app.feed`), not its old engines.
      if (providers.some((provider) => provider.engine))
        providers.splice(0, providers.length, ...newProviders());
      const startedAt = performance.now();
      const db = app.database.db;
      const counts = await seedCatalogue({ db, providers });
      const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
      app.log.info({ ...counts, seconds }, 'catalogue seeded from the simulated feed');

      // URN → id for every event the providers serve; ids are the feed's own (decision 004).
      const eventIds = new Map<string, number>();
      for (const provider of providers)
        for (const event of (await provider.catalogue()).events)
          eventIds.set(event.urnId, event.id);
      await resumeProviders(db, providers, app.log);
      const racing = providers.find((p): p is RacingProvider => 'races' in p);
      raceCards = racing
        ? await startRaceCardWriter({
            db,
            provider: racing,
            onError: (error) => app.log.error({ err: error }, 'race card write failed'),
          })
        : undefined;
      const virtuals = providers.find((p): p is VirtualsProvider => 'virtualMatches' in p);
      virtualEvents = virtuals
        ? await startVirtualEventWriter({
            db,
            provider: virtuals,
            onError: (error) => app.log.error({ err: error }, 'virtual event write failed'),
          })
        : undefined;

      const live = createLiveFeedConsumer({
        log: app.log,
        apply: (messages) =>
          applyFeedBatch({ db, messages, eventIdOf: (urn) => eventIds.get(urn) }),
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
      consumer = live;
      // On a wall clock, a producer that stops sending alives without saying so is declared down.
      const watchdog = createProducerWatchdog({
        timeoutMs: Math.max((3 * ALIVE_INTERVAL_MS) / app.config.FEED_SPEED, 5_000),
        report: live.push,
      });
      if (app.config.FEED_CLOCK === 'wall') watchdog.start(1_000);
      const unsubscribes = providers.map((provider) =>
        provider.subscribe((message) => {
          watchdog.seen(message);
          live.push(message);
        }),
      );

      // Rolling schedules (lotteries, racing, the virtual arena) write the events that joined, long before their messages.
      catalogueGrowth = watchCatalogueGrowth({
        providers,
        write: async (provider) => {
          await seedCatalogue({ db, providers: [provider] });
          // The rows the arena and racing pages read, for what joined (before any message).
          if (provider === racing) await raceCards?.writeJoined();
          if (provider === virtuals) await virtualEvents?.writeJoined();
          const joined: number[] = [];
          for (const event of (await provider.catalogue()).events) {
            if (eventIds.has(event.urnId)) continue;
            eventIds.set(event.urnId, event.id);
            joined.push(event.id);
          }
          if (joined.length > 0)
            await app.catalogueCache.changed({ eventIds: joined, lists: true });
        },
        onError: (error) => app.log.error({ err: error }, 'catalogue growth not written'),
      });
      if (app.config.FEED_CLOCK === 'wall')
        catalogueGrowth.start(catalogueGrowthCheckMs(app.config.FEED_SPEED));

      await Promise.all(providers.map((provider) => provider.start()));
      return async () => {
        catalogueGrowth?.stop();
        watchdog.stop();
        raceCards?.stop();
        virtualEvents?.stop();
        unsubscribes.forEach((unsubscribe) => unsubscribe());
        await Promise.all(providers.map((provider) => provider.stop()));
        await live.close();
      };
    };

    app.decorate('feed', {
      providers,
      advance: async (ms: number) => {
        const messages: FeedMessage[] = [];
        for (const provider of providers) messages.push(...(await provider.advanceBy(ms)));
        await catalogueGrowth?.check();
        await consumer?.flush();
        await raceCards?.flush();
        await virtualEvents?.flush();
        return messages;
      },
      flush: async () => {
        await consumer?.flush();
        await raceCards?.flush();
        await virtualEvents?.flush();
      },
    });

    const leadership = createFeedLeadership({
      tryLock: () => app.database.tryAdvisoryLock(FEED_LEADER_LOCK_ID),
      lead,
      log: app.log,
      pollMs: app.config.FEED_LEADER_POLL_MS,
    });
    await leadership.start();
    app.addHook('onClose', () => leadership.close());
  },
  {
    name: 'feed',
    dependencies: [
      'database',
      'draw-secret',
      'catalogue-cache',
      'provider-status',
      'realtime-publisher',
    ],
  },
);

/**
 * A restarted feed goes on from what is stored, never from scratch (issue 14): matches in play
 * resume where their scripts have got to, decided ones stay decided, and simulated time starts
 * after the last alive the earlier run stored (its messages are at most one alive interval
 * later). Matches left in play that no provider resumes are stopped and suspended.
 */
async function resumeProviders(
  db: Database,
  providers: SimulatedProvider[],
  log: FastifyBaseLogger,
): Promise<void> {
  const lastAlive = new Map(
    (await listProducers(db)).map((row) => [row.provider, row.lastAliveAt?.getTime() ?? null]),
  );
  for (const provider of providers) {
    const alive = lastAlive.get(provider.name) ?? null;
    const resumed = await provider.resumeFrom({
      events: await storedEventStates(db, provider.name),
      feedTime: alive === null ? null : alive + ALIVE_INTERVAL_MS,
    });
    const stopped = await stopOrphanedLiveEvents(db, provider.name, resumed);
    if (resumed.length + stopped.length > 0)
      log.info(
        { provider: provider.name, resumed: resumed.length, stopped: stopped.length },
        'feed resumed from the stored state',
      );
  }
}
