import fp from 'fastify-plugin';
import { createSimulatedProviders } from '@sportsbook/feed';
import type { FeedProvider } from '@sportsbook/feed';
import { seedCatalogue } from '../../services/catalogue/seed-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    feedProviders: FeedProvider[];
  }
}

/**
 * The feed role: the simulated providers (seeded by FEED_SEED) write their catalogue into the
 * database at start and then run until shutdown.
 */
export const feedPlugin = fp(
  async (app) => {
    const providers = createSimulatedProviders(app.config.FEED_SEED, {
      days: app.config.FEED_DAYS,
    });
    const startedAt = performance.now();
    app.decorate('feedProviders', providers);
    const counts = await seedCatalogue({ db: app.database.db, providers });
    const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
    app.log.info({ ...counts, seconds }, 'catalogue seeded from the simulated feed');
    await Promise.all(providers.map((provider) => provider.start()));
    app.addHook('onClose', async () => {
      await Promise.all(providers.map((provider) => provider.stop()));
    });
  },
  { name: 'feed', dependencies: ['database'] },
);
