import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { ExtendedError, Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import {
  REALTIME_CONSTANTS,
  REALTIME_PATH,
  RealtimeClientEvent,
  RealtimeErrorCode,
  RealtimeServerEvent,
  isPrivateChannel,
  publicationSchema,
  subscribeRequestSchema,
  REALTIME_PROTOCOL_VERSION,
} from '@sportsbook/contract';
import type { RealtimeError, SubscribeAck } from '@sportsbook/contract';
import { listLiveSessions } from '@sportsbook/db';
import { createRedisClient } from '../../pubsub/redis-pubsub';
import { SESSIONS_ENDED_TOPIC } from '../../services/realtime/sessions-ended';
import type { SessionsEnded } from '../../services/realtime/sessions-ended';
import { verifyRealtimeToken } from '../../services/realtime/tokens';
import { REALTIME_TOPIC } from '../services/realtime-publisher';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Runs the periodic check of the sessions behind private subscriptions now (tests). */
    realtimeSessionCheck: () => Promise<void>;
  }
}

type Ack = (answer: SubscribeAck) => void;

/** What a socket carries: who connected, in which session, and the private channels it holds. */
interface SocketData {
  playerId: number | null;
  /** The session (id hash) the connection token was issued to; null for an anonymous socket. */
  session: string | null;
  privateChannels: Set<string>;
}

/** A connect error the client can read: `err.message` and `err.data.code` (§8 codes). */
function connectError(error: RealtimeError): ExtendedError {
  const failure = new Error(error.message) as ExtendedError;
  failure.data = error;
  return failure;
}

/** Expired tokens are told apart (109: fetch a new token and reconnect) from forged ones. */
function tokenError(secret: string, token: string, claimsValid: boolean): RealtimeError {
  if (claimsValid)
    return { code: RealtimeErrorCode.permissionDenied, message: 'token is not for this' };
  const [body] = token.split('.');
  try {
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
    };
    // Only a token that verifies once its expiry is ignored counts as expired.
    if (
      typeof payload.exp === 'number' &&
      verifyRealtimeToken(secret, token, payload.exp * 1000 - 1) !== null
    )
      return { code: RealtimeErrorCode.tokenExpired, message: 'token expired' };
  } catch {
    // not even JSON: invalid
  }
  return { code: RealtimeErrorCode.unauthorized, message: 'invalid token' };
}

/**
 * Waits until this node's Redis adapter has subscribed to its own channel. Before that the node
 * would miss other nodes' requests, and closing it would abandon the adapter's pending SUBSCRIBE,
 * which then rejects with nobody to catch it.
 */
async function waitUntilJoined(
  io: Server,
  redis: Redis,
  channelPrefix: string,
  timeoutMs = 5_000,
): Promise<void> {
  const { uid } = io.of('/').adapter as unknown as { uid: string };
  // The adapter's private channel, unique to this node.
  const ownChannel = `${channelPrefix}#/#${uid}#`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [, subscribers] = (await redis.pubsub('NUMSUB', ownChannel)) as [string, number];
    if (Number(subscribers) > 0) return;
    if (Date.now() > deadline) throw new Error('the Redis adapter did not join the cluster');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Socket.IO on the same origin and port at /realtime. A socket connects with a connection token
 * from POST /websocket/token in `auth.token`; private (`$`) channels also need a channel token
 * from POST /websocket/authorize in the subscribe request. Each node relays the publications it
 * gets from pub/sub to its own sockets (`io.local`), so N nodes behind a load balancer deliver
 * every publication exactly once per subscribed socket. With REDIS_URL the Redis Streams adapter
 * also joins the nodes' rooms for server-side broadcasts and socket management.
 */
export const realtimeGatewayPlugin = fp(
  async (app) => {
    const secret = app.config.REALTIME_TOKEN_SECRET;
    const maxChannels = app.config.REALTIME_MAX_CHANNELS_PER_SOCKET;
    const redis = app.config.REDIS_URL ? createRedisClient(app.config.REDIS_URL) : undefined;
    const adapterPrefix = `${app.config.REDIS_PREFIX}:socket.io`;
    const io = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // Leave other upgrade requests (Next.js dev hot reload) to their own handlers.
      destroyUpgrade: false,
      // account-platform §9: clients reconnect when no ping came for the interval plus 10 s.
      pingInterval: REALTIME_CONSTANTS.pingIntervalMs,
      pingTimeout: REALTIME_CONSTANTS.maxServerPingDelayMs,
      ...(redis
        ? {
            adapter: createAdapter(redis, {
              streamName: adapterPrefix,
              channelPrefix: adapterPrefix,
            }),
          }
        : {}),
    });
    app.decorate('io', io);
    if (redis) await waitUntilJoined(io, redis, adapterPrefix);

    io.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown; protocol?: unknown } | undefined;
      // A client that names another protocol version could not read what it would receive.
      // One that names none (a tool, an older test client) gets this version's messages.
      if (auth?.protocol !== undefined && auth.protocol !== REALTIME_PROTOCOL_VERSION) {
        return next(
          connectError({
            code: RealtimeErrorCode.badRequest,
            message: `realtime protocol ${String(auth.protocol)} is not served; this server speaks ${REALTIME_PROTOCOL_VERSION}`,
          }),
        );
      }
      const token: unknown = auth?.token;
      if (typeof token !== 'string' || token === '') {
        return next(
          connectError({
            code: RealtimeErrorCode.unauthorized,
            message:
              'a connection token from POST /sportsbook/api/v2/websocket/token is required in auth.token',
          }),
        );
      }
      const claims = verifyRealtimeToken(secret, token);
      if (!claims || claims.kind !== 'connection')
        return next(connectError(tokenError(secret, token, claims !== null)));
      const data: SocketData = {
        playerId: claims.playerId,
        session: claims.playerId === null ? null : claims.session,
        privateChannels: new Set(),
      };
      Object.assign(socket.data as SocketData, data);
      next();
    });

    io.on('connection', (socket) => {
      socket.on(RealtimeClientEvent.subscribe, async (raw: unknown, ack?: Ack) => {
        const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
        const request = subscribeRequestSchema.safeParse(raw);
        if (!request.success) {
          return reply({
            ok: false,
            error: {
              code: RealtimeErrorCode.badRequest,
              message: request.error.issues[0]?.message ?? 'invalid request',
            },
          });
        }
        const { channel, token } = request.data;
        if (isPrivateChannel(channel)) {
          if (!token)
            return reply({
              ok: false,
              error: {
                code: RealtimeErrorCode.unauthorized,
                message: 'a private channel needs a token from POST /websocket/authorize',
              },
            });
          const claims = verifyRealtimeToken(secret, token);
          if (!claims || claims.kind !== 'channel' || claims.channel !== channel)
            return reply({
              ok: false,
              error: claims
                ? {
                    code: RealtimeErrorCode.permissionDenied,
                    message: `the token is not for ${channel}`,
                  }
                : tokenError(secret, token, false),
            });
          // A channel token is bound to the session it was issued in: it works only on a socket
          // that connected signed in to that same session (docs/decisions/023).
          const data = socket.data as SocketData;
          if (data.session === null || data.session !== claims.session) {
            return reply({
              ok: false,
              error: {
                code: RealtimeErrorCode.permissionDenied,
                message:
                  data.session === null
                    ? 'a private channel needs a socket connected with a signed-in connection token'
                    : 'the channel token belongs to another session than this connection',
              },
            });
          }
        }
        const joined = socket.rooms.has(channel);
        // Every socket is in its own room (its id), which is no subscription.
        if (!joined && socket.rooms.size - 1 >= maxChannels) {
          return reply({
            ok: false,
            error: {
              code: RealtimeErrorCode.limitExceeded,
              message: `at most ${maxChannels} channels per connection: unsubscribe from one first`,
            },
          });
        }
        await socket.join(channel);
        if (isPrivateChannel(channel)) (socket.data as SocketData).privateChannels.add(channel);
        reply({ ok: true });
      });
      socket.on(RealtimeClientEvent.unsubscribe, async (raw: unknown, ack?: Ack) => {
        const request = subscribeRequestSchema.safeParse(raw);
        if (request.success) {
          await socket.leave(request.data.channel);
          (socket.data as SocketData).privateChannels.delete(request.data.channel);
        }
        if (typeof ack === 'function')
          ack(
            request.success
              ? { ok: true }
              : {
                  ok: false,
                  error: { code: RealtimeErrorCode.badRequest, message: 'invalid channel' },
                },
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
      // The protocol's version travels with every publication (realtime-protocol.ts).
      io.local.to(publication.data.channel).emit(RealtimeServerEvent.publication, {
        version: REALTIME_PROTOCOL_VERSION,
        ...publication.data,
      });
    });

    /**
     * Ends the private subscriptions of this node's sockets whose session is no longer live, and
     * makes those sockets anonymous, so a channel token kept from the session cannot subscribe
     * again (issue 14, finding 9).
     */
    const revokeEnded = async (sockets: Socket[]) => {
      const bound = sockets.filter((socket) => (socket.data as SocketData).session !== null);
      if (bound.length === 0) return;
      const sessions = [...new Set(bound.map((socket) => (socket.data as SocketData).session!))];
      const live = new Set(
        await listLiveSessions(
          app.database.db,
          sessions,
          new Date(),
          app.config.SESSION_IDLE_MINUTES * 60_000,
        ),
      );
      for (const socket of bound) {
        const data = socket.data as SocketData;
        if (live.has(data.session!)) continue;
        for (const channel of data.privateChannels) {
          await socket.leave(channel);
          socket.emit(RealtimeServerEvent.unsubscribed, { channel, reason: 'session ended' });
        }
        data.privateChannels.clear();
        data.playerId = null;
        data.session = null;
      }
    };
    const localSockets = () => [...io.of('/').sockets.values()];
    const revokeQuietly = (sockets: Socket[]) =>
      revokeEnded(sockets).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not check the sessions of realtime subscriptions'),
      );
    const stopSessionsEnded = await app.pubsub.subscribe(SESSIONS_ENDED_TOPIC, (payload) => {
      const { playerId } = payload as SessionsEnded;
      void revokeQuietly(
        localSockets().filter((socket) => (socket.data as SocketData).playerId === playerId),
      );
    });
    // Sessions also end by expiring, which nobody announces: a periodic check catches those.
    const sessionCheck = setInterval(
      () => void revokeQuietly(localSockets()),
      app.config.REALTIME_SESSION_CHECK_SECONDS * 1000,
    );
    sessionCheck.unref();
    app.decorate('realtimeSessionCheck', () => revokeEnded(localSockets()));

    app.addHook('preClose', async () => {
      clearInterval(sessionCheck);
      await stopSessionsEnded();
      await unsubscribe();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await redis.quit();
    });
  },
  { name: 'realtime-gateway', dependencies: ['pubsub', 'realtime-publisher', 'database'] },
);
