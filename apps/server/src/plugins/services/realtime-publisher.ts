import fp from 'fastify-plugin';
import type { Publication } from '@sportsbook/contract';

/** The pub/sub topic that carries every realtime publication to every realtime node. */
export const REALTIME_TOPIC = 'realtime:publications';

export interface RealtimePublisher {
  publish(publication: Publication): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

/**
 * Any role can publish (the feed, an API handler, a settlement worker); realtime nodes deliver.
 * Publications go through pub/sub so that each realtime node hands them to its own sockets.
 */
export const realtimePublisherPlugin = fp(
  async (app) => {
    app.decorate('realtime', {
      publish: (publication: Publication) => app.pubsub.publish(REALTIME_TOPIC, publication),
    });
  },
  { name: 'realtime-publisher', dependencies: ['pubsub'] },
);
