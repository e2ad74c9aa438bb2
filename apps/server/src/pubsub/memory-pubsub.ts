import type { PubSub, PubSubHandler } from './pubsub';

/**
 * The embedded pub/sub. Payloads go through JSON like they would over Redis, so code that works
 * here cannot depend on sharing object references with the publisher.
 */
export function createMemoryPubSub(): PubSub {
  const topics = new Map<string, Set<PubSubHandler>>();
  return {
    kind: 'memory',
    publish: async (topic, payload) => {
      const handlers = topics.get(topic);
      if (!handlers) return;
      const text = JSON.stringify(payload);
      // Delivered asynchronously, as a network hop would be.
      queueMicrotask(() => {
        for (const handler of handlers) handler(JSON.parse(text));
      });
    },
    subscribe: async (topic, handler) => {
      const handlers = topics.get(topic) ?? new Set();
      handlers.add(handler);
      topics.set(topic, handlers);
      return async () => {
        handlers.delete(handler);
      };
    },
    ping: async () => undefined,
    close: async () => topics.clear(),
  };
}
