import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  REALTIME_PATH,
  RealtimeClientEvent,
  RealtimeServerEvent,
  isPrivateChannel,
  publicationSchema,
  subscribeRequestSchema,
} from '@sportsbook/contract';
import type { SubscribeAck } from '@sportsbook/contract';
import { createRedisClient } from '../../pubsub/redis-pubsub';
import { REALTIME_TOPIC } from '../services/realtime-publisher';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

type Ack = (answer: SubscribeAck) => void;

/**
 * Socket.IO on the same origin and port at /realtime. Each node relays the publications it gets
 * from pub/sub to its own sockets (`io.local`), so N nodes behind a load balancer deliver every
 * publication exactly once per subscribed socket. With REDIS_URL the Redis Streams adapter also
 * joins the nodes' rooms for server-side broadcasts and socket management.
 */
export const realtimeGatewayPlugin = fp(
  async (app) => {
    const redis = app.config.REDIS_URL ? createRedisClient(app.config.REDIS_URL) : undefined;
    const io = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // Leave other upgrade requests (Next.js dev hot reload) to their own handlers.
      destroyUpgrade: false,
      ...(redis ? { adapter: createAdapter(redis) } : {}),
    });
    app.decorate('io', io);

    io.on('connection', (socket) => {
      socket.on(RealtimeClientEvent.subscribe, async (raw: unknown, ack?: Ack) => {
        const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
        const request = subscribeRequestSchema.safeParse(raw);
        if (!request.success) {
          return reply({
            ok: false,
            error: {
              code: 'bad_request',
              message: request.error.issues[0]?.message ?? 'invalid request',
            },
          });
        }
        if (isPrivateChannel(request.data.channel)) {
          // Private channels need a subscription token from /websocket/authorize, which arrives
          // with accounts; until a player can hold one, every private subscription is refused.
          return reply({
            ok: false,
            error: { code: 'unauthorized', message: 'private channel needs a subscription token' },
          });
        }
        await socket.join(request.data.channel);
        reply({ ok: true });
      });
      socket.on(RealtimeClientEvent.unsubscribe, async (raw: unknown, ack?: Ack) => {
        const request = subscribeRequestSchema.safeParse(raw);
        if (request.success) await socket.leave(request.data.channel);
        if (typeof ack === 'function')
          ack(
            request.success
              ? { ok: true }
              : { ok: false, error: { code: 'bad_request', message: 'invalid channel' } },
          );
      });
    });

    const unsubscribe = await app.pubsub.subscribe(REALTIME_TOPIC, (payload) => {
      const publication = publicationSchema.safeParse(payload);
      if (!publication.success) {
        app.log.warn(
          { issues: publication.error.issues },
          'dropped a malformed realtime publication',
        );
        return;
      }
      io.local.to(publication.data.channel).emit(RealtimeServerEvent.publication, publication.data);
    });

    app.addHook('preClose', async () => {
      await unsubscribe();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await redis.quit();
    });
  },
  { name: 'realtime-gateway', dependencies: ['pubsub', 'realtime-publisher'] },
);
