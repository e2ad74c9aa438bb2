import fp from 'fastify-plugin';
import { createMemoryPubSub } from '../../pubsub/memory-pubsub';
import type { PubSub } from '../../pubsub/pubsub';
import { createRedisPubSub } from '../../pubsub/redis-pubsub';

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
  }
}

export const pubsubPlugin = fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    const pubsub = url
      ? await createRedisPubSub(url, app.config.REDIS_PREFIX)
      : createMemoryPubSub();
    app.log.info({ kind: pubsub.kind }, 'pub/sub ready');
    app.decorate('pubsub', pubsub);
    app.addHook('onClose', async () => {
      await pubsub.close();
    });
  },
  { name: 'pubsub', dependencies: ['config'] },
);
