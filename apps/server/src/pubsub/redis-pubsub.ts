import { Redis } from 'ioredis';
import type { PubSub, PubSubHandler } from './pubsub';

/** Redis pub/sub: one connection publishes, a second (in subscriber mode) listens. */
export async function createRedisPubSub(url: string): Promise<PubSub> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const topics = new Map<string, Set<PubSubHandler>>();

  subscriber.on('message', (topic: string, text: string) => {
    const handlers = topics.get(topic);
    if (!handlers) return;
    const payload: unknown = JSON.parse(text);
    for (const handler of handlers) handler(payload);
  });

  return {
    kind: 'redis',
    publish: async (topic, payload) => {
      await publisher.publish(topic, JSON.stringify(payload));
    },
    subscribe: async (topic, handler) => {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
        await subscriber.subscribe(topic);
      }
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0) {
          topics.delete(topic);
          await subscriber.unsubscribe(topic);
        }
      };
    },
    ping: async () => {
      await publisher.ping();
    },
    close: async () => {
      topics.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** A plain client for other uses (the Socket.IO adapter), sharing the URL. */
export function createRedisClient(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 3 });
}
