import { Redis } from 'ioredis';
import type { PubSub, PubSubHandler } from './pubsub';

/**
 * Redis pub/sub: one connection publishes, a second (in subscriber mode) listens. Topics are
 * namespaced by `prefix` (REDIS_PREFIX), so deployments or test groups sharing a Redis stay apart.
 */
export async function createRedisPubSub(url: string, prefix: string): Promise<PubSub> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const topics = new Map<string, Set<PubSubHandler>>();

  const channelOf = (topic: string) => `${prefix}:${topic}`;

  subscriber.on('message', (channel: string, text: string) => {
    const handlers = topics.get(channel.slice(prefix.length + 1));
    if (!handlers) return;
    const payload: unknown = JSON.parse(text);
    for (const handler of handlers) handler(payload);
  });

  return {
    kind: 'redis',
    publish: async (topic, payload) => {
      await publisher.publish(channelOf(topic), JSON.stringify(payload));
    },
    subscribe: async (topic, handler) => {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
        await subscriber.subscribe(channelOf(topic));
      }
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0) {
          topics.delete(topic);
          await subscriber.unsubscribe(channelOf(topic));
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
