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
 * Publications go through pub/sub so that each realtime node hands them to its own sockets; they
 * never fail the request that made them.
 */
export const realtimePublisherPlugin = fp(
  async (app) => {
    app.decorate('realtime', {
      // Publications follow a commit: if the pub/sub is unreachable the money has moved all the
      // same, and the request must say so rather than fail. Clients catch up from the API when
      // they resync; nothing is decided from a publication.
      publish: async (publication: Publication) => {
        try {
          await app.pubsub.publish(REALTIME_TOPIC, publication);
        } catch (error) {
          app.log.warn(
            { err: error, channel: publication.channel },
            'realtime publication dropped: pub/sub unavailable',
          );
        }
      },
    });
  },
  { name: 'realtime-publisher', dependencies: ['pubsub'] },
);
