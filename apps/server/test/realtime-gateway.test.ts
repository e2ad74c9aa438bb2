import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PROTOCOL_VERSION, RealtimeErrorCode, channels } from '@sportsbook/contract';
import { deleteSession } from '@sportsbook/db';
import { createTestDatabase } from '@sportsbook/db/testing';
import type { TestDatabase } from '@sportsbook/db/testing';
import type { Publication } from '@sportsbook/contract';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { signRealtimeToken } from '../src/services/realtime/tokens';
import { sha256 } from '../src/services/accounts/secrets';
import { client, connectWith, connectionToken, listenOn, subscribe } from './realtime-client';
import { sharedRedis } from './helpers';
import type { TestApp } from './helpers';
import { PASSWORD, as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

const SECRET = 'realtime-test-secret-that-is-long-enough-0123456789';

async function listen(
  overrides: Record<string, string | undefined> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(
    testEnv({ ROLE: 'api,realtime', REALTIME_TOKEN_SECRET: SECRET, ...overrides }),
  );
  return { app, url: await listenOn(app) };
}

const nextPublication = (socket: Socket) =>
  new Promise<Publication>((resolve) => socket.once('publication', resolve));

describe('realtime gateway (embedded pub/sub)', () => {
  let server: { app: FastifyInstance; url: string };
  let socket: Socket;
  beforeAll(async () => {
    server = await listen();
    socket = await client(server.url);
  });
  afterAll(async () => {
    socket.disconnect();
    await server.app.close();
  });

  it('delivers a publication to a subscribed socket, on the same origin at /realtime', async () => {
    expect(await subscribe(socket, 'match:42')).toEqual({ ok: true });
    const received = nextPublication(socket);
    await server.app.realtime.publish({
      channel: 'match:42',
      event_name: 'markets changed',
      message: { id: 1 },
    });
    expect(await received).toEqual({
      version: REALTIME_PROTOCOL_VERSION,
      channel: 'match:42',
      event_name: 'markets changed',
      message: { id: 1 },
    });
  });

  it('does not deliver publications of channels the socket did not subscribe to', async () => {
    const received: Publication[] = [];
    socket.on('publication', (p: Publication) => received.push(p));
    await server.app.realtime.publish({ channel: 'match:7', event_name: 'x', message: null });
    await server.app.realtime.publish({ channel: 'match:42', event_name: 'y', message: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.off('publication');
    expect(received.map((p) => p.event_name)).toEqual(['y']);
  });

  it('refuses malformed channel names (107)', async () => {
    const badAck = await subscribe(socket, 'no spaces allowed');
    expect(badAck).toMatchObject({ ok: false, error: { code: RealtimeErrorCode.badRequest } });
  });

  it('stops delivering after unsubscribe', async () => {
    await socket.timeout(5000).emitWithAck('unsubscribe', { channel: 'match:42' });
    const received: Publication[] = [];
    socket.on('publication', (p: Publication) => received.push(p));
    await server.app.realtime.publish({ channel: 'match:42', event_name: 'late', message: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.off('publication');
    expect(received).toEqual([]);
  });

  it('POST /websocket/token answers a signed anonymous connection token', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v2/websocket/token',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe('realtime connection and channel tokens', () => {
  let server: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    server = await listen();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('refuses a connection without a token (101) or with a forged one (101)', async () => {
    await expect(connectWith(server.url, undefined)).rejects.toMatchObject({
      message: expect.stringContaining('connection token'),
      data: { code: RealtimeErrorCode.unauthorized },
    });
    const forged = signRealtimeToken({
      secret: 'another-secret-another-secret-another-secret',
      claims: { kind: 'connection', playerId: null, session: null },
      ttlSeconds: 60,
    });
    await expect(connectWith(server.url, forged)).rejects.toMatchObject({
      data: { code: RealtimeErrorCode.unauthorized },
    });
  });

  it('refuses a client of another protocol version (107) and serves its own', async () => {
    const token = await connectionToken(server.url);
    await expect(
      connectWith(server.url, token, REALTIME_PROTOCOL_VERSION + 1),
    ).rejects.toMatchObject({ data: { code: RealtimeErrorCode.badRequest } });
    const socket = await connectWith(server.url, token, REALTIME_PROTOCOL_VERSION);
    socket.disconnect();
  });

  it('refuses an expired connection token with 109, so the client fetches a new one', async () => {
    const expired = signRealtimeToken({
      secret: SECRET,
      claims: { kind: 'connection', playerId: null, session: null },
      ttlSeconds: 300,
      now: Date.now() - 301_000,
    });
    await expect(connectWith(server.url, expired)).rejects.toMatchObject({
      message: 'token expired',
      data: { code: RealtimeErrorCode.tokenExpired },
    });
  });

  it('refuses a channel token as a connection token', async () => {
    const channelToken = signRealtimeToken({
      secret: SECRET,
      claims: { kind: 'channel', channel: '$user:1', playerId: 1, session: 's1' },
      ttlSeconds: 60,
    });
    await expect(connectWith(server.url, channelToken)).rejects.toMatchObject({
      data: { code: RealtimeErrorCode.permissionDenied },
    });
  });

  it('refuses a private channel without a token, with another player’s token, accepts the right one', async () => {
    // Player 1's socket in session s1 (a signed-in connection token).
    const socket = await connectWith(
      server.url,
      signRealtimeToken({
        secret: SECRET,
        claims: { kind: 'connection', playerId: 1, session: 's1' },
        ttlSeconds: 60,
      }),
    );
    const channelToken = (channel: string, playerId: number) =>
      signRealtimeToken({
        secret: SECRET,
        claims: { kind: 'channel', channel, playerId, session: `s${playerId}` },
        ttlSeconds: 60,
      });
    expect(await subscribe(socket, '$user:1')).toMatchObject({
      ok: false,
      error: { code: RealtimeErrorCode.unauthorized },
    });
    expect(await subscribe(socket, '$user:1', channelToken('$user:2', 2))).toMatchObject({
      ok: false,
      error: { code: RealtimeErrorCode.permissionDenied },
    });
    expect(await subscribe(socket, '$user:1', 'not-a-token')).toMatchObject({
      ok: false,
      error: { code: RealtimeErrorCode.unauthorized },
    });
    expect(await subscribe(socket, '$user:1', channelToken('$user:1', 1))).toEqual({ ok: true });
    const received = nextPublication(socket);
    await server.app.realtime.publish({
      channel: '$user:1',
      event_name: 'balance changed',
      message: { currency: 'EUR' },
    });
    expect(await received).toMatchObject({ channel: '$user:1', event_name: 'balance changed' });
    socket.disconnect();
  });
});

/** A signed-in player's realtime credentials, fetched as the web app does. */
async function playerRealtime(app: FastifyInstance, player: Client) {
  const headers = as(player);
  const connection = await app.inject({
    method: 'POST',
    url: '/sportsbook/api/v2/websocket/token',
    headers,
  });
  const channel = channels.user(player.playerId);
  const authorized = await app.inject({
    method: 'POST',
    url: '/sportsbook/api/v2/websocket/authorize',
    headers,
    payload: { channels: [channel] },
  });
  expect(authorized.statusCode).toBe(200);
  return {
    channel,
    connectionToken: connection.json<{ token: string }>().token,
    channelToken: authorized.json<{ channels: { token: string }[] }>().channels[0]!.token,
  };
}

/**
 * Publishes on the player's private channel and then on a public one the socket also follows;
 * pub/sub keeps their order, so once the public one has arrived the private one would have too.
 * Answers whether the private one arrived.
 */
async function privateStillDelivered(
  app: FastifyInstance,
  socket: Socket,
  channel: string,
  marker: string,
): Promise<boolean> {
  const received: Publication[] = [];
  const collect = (publication: Publication) => received.push(publication);
  socket.on('publication', collect);
  const publicArrived = new Promise<void>((resolve) => {
    const seen = (publication: Publication) => {
      if (publication.channel === 'match:1' && publication.event_name === marker) {
        socket.off('publication', seen);
        resolve();
      }
    };
    socket.on('publication', seen);
  });
  await app.realtime.publish({ channel, event_name: marker, message: null });
  await app.realtime.publish({ channel: 'match:1', event_name: marker, message: null });
  await publicArrived;
  socket.off('publication', collect);
  return received.some((publication) => publication.channel === channel);
}

const sessionEnded = (socket: Socket) =>
  new Promise<{ channel: string; reason: string }>((resolve) =>
    socket.once('unsubscribed', resolve),
  );

/** Issue 14, finding 9: private subscriptions belong to a session and end with it. */
describe('private channels are bound to the session', () => {
  let testApp: TestApp;
  let url: string;
  let playerCount = 0;
  beforeAll(async () => {
    const app = await buildApp(
      testEnv({
        ROLE: 'api,realtime',
        REALTIME_TOKEN_SECRET: SECRET,
        REALTIME_MAX_CHANNELS_PER_SOCKET: '3',
        ARGON2_MEMORY_KIB: '1024',
      }),
    );
    testApp = { app, close: () => app.close() };
    url = await listenOn(app);
  });
  afterAll(() => testApp.close());

  /** A signed-in player with a socket subscribed to their private channel and to match:1. */
  async function subscribedPlayer() {
    playerCount += 1;
    const player = await newPlayer(testApp, `realtime-${playerCount}@example.com`);
    const realtime = await playerRealtime(testApp.app, player);
    const socket = await connectWith(url, realtime.connectionToken);
    expect(await subscribe(socket, 'match:1')).toEqual({ ok: true });
    expect(await subscribe(socket, realtime.channel, realtime.channelToken)).toEqual({ ok: true });
    expect(await privateStillDelivered(testApp.app, socket, realtime.channel, 'before')).toBe(true);
    return { player, realtime, socket };
  }

  it('stops private messages after sign-out, and the old channel token no longer subscribes', async () => {
    const { player, realtime, socket } = await subscribedPlayer();
    const ended = sessionEnded(socket);
    const signOut = await testApp.app.inject({
      method: 'DELETE',
      url: '/platform/api/users/sign_out',
      headers: as(player),
    });
    expect(signOut.statusCode).toBe(204);
    expect(await ended).toEqual({ channel: realtime.channel, reason: 'session ended' });
    expect(await privateStillDelivered(testApp.app, socket, realtime.channel, 'after')).toBe(false);
    expect(await subscribe(socket, realtime.channel, realtime.channelToken)).toMatchObject({
      ok: false,
      error: { code: RealtimeErrorCode.permissionDenied },
    });
    socket.disconnect();
  });

  it('stops private messages after a password change', async () => {
    const { player, realtime, socket } = await subscribedPlayer();
    const ended = sessionEnded(socket);
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/platform/api/player/password',
      headers: as(player),
      payload: {
        current_password: PASSWORD,
        password: 'another horse battery',
        password_confirmation: 'another horse battery',
      },
    });
    expect(changed.statusCode).toBe(200);
    await ended;
    expect(await privateStillDelivered(testApp.app, socket, realtime.channel, 'after')).toBe(false);
    socket.disconnect();
  });

  it('stops private messages once the session has expired, at the periodic check', async () => {
    const { player, realtime, socket } = await subscribedPlayer();
    const ended = sessionEnded(socket);
    // An expiry nobody announces: the row is gone as the idle timeout would remove it.
    const cookie = player.cookie.slice('sb_session='.length);
    await deleteSession(testApp.app.database.db, sha256(cookie));
    await testApp.app.realtimeSessionCheck();
    await ended;
    expect(await privateStillDelivered(testApp.app, socket, realtime.channel, 'after')).toBe(false);
    socket.disconnect();
  });

  it('refuses a channel token on an anonymous socket', async () => {
    playerCount += 1;
    const player = await newPlayer(testApp, `realtime-${playerCount}@example.com`);
    const realtime = await playerRealtime(testApp.app, player);
    const anonymous = await client(url);
    expect(await subscribe(anonymous, realtime.channel, realtime.channelToken)).toMatchObject({
      ok: false,
      error: { code: RealtimeErrorCode.permissionDenied },
    });
    anonymous.disconnect();
  });

  it("refuses player A's channel token on player B's socket", async () => {
    const a = await subscribedPlayer();
    const b = await subscribedPlayer();
    expect(await subscribe(b.socket, a.realtime.channel, a.realtime.channelToken)).toMatchObject({
      ok: false,
      error: { code: RealtimeErrorCode.permissionDenied },
    });
    a.socket.disconnect();
    b.socket.disconnect();
  });

  it('caps the channels of one socket with a clear error (106)', async () => {
    const socket = await client(url);
    for (const channel of ['match:1', 'match:2', 'match:3']) {
      expect(await subscribe(socket, channel)).toEqual({ ok: true });
    }
    expect(await subscribe(socket, 'match:4')).toEqual({
      ok: false,
      error: {
        code: RealtimeErrorCode.limitExceeded,
        message: 'at most 3 channels per connection: unsubscribe from one first',
      },
    });
    // Subscribing again to one it has is no new channel; leaving one makes room.
    expect(await subscribe(socket, 'match:2')).toEqual({ ok: true });
    await socket.timeout(5000).emitWithAck('unsubscribe', { channel: 'match:2' });
    expect(await subscribe(socket, 'match:4')).toEqual({ ok: true });
    socket.disconnect();
  });
});

describe.runIf(process.env.REDIS_URL)('realtime gateway across two servers over Redis', () => {
  const redis = sharedRedis();
  let a: { app: FastifyInstance; url: string };
  let b: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    a = await listen(redis);
    b = await listen(redis);
  });
  afterAll(async () => {
    await Promise.all([a.app.close(), b.app.close()]);
  });

  it('a client of one server receives what the other server published, exactly once', async () => {
    // The token comes from the other node: nodes of one deployment share REALTIME_TOKEN_SECRET.
    const socket = await connectWith(a.url, await connectionToken(b.url));
    expect(await subscribe(socket, 'public:en')).toEqual({ ok: true });
    const received: Publication[] = [];
    socket.on('publication', (p: Publication) => received.push(p));
    await b.app.realtime.publish({
      channel: 'public:en',
      event_name: 'match changed',
      message: { n: 1 },
    });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([
      {
        version: REALTIME_PROTOCOL_VERSION,
        channel: 'public:en',
        event_name: 'match changed',
        message: { n: 1 },
      },
    ]);
    expect(a.app.pubsub.kind).toBe('redis');
    socket.disconnect();
  });
});

describe.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)(
  'private channels end with the session across two servers (Redis, PostgreSQL)',
  () => {
    const redis = sharedRedis();
    let database: TestDatabase;
    let a: { app: FastifyInstance; url: string };
    let b: { app: FastifyInstance; url: string };
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await database.close();
      const shared = {
        ...redis,
        DATABASE_URL: database.url,
        ARGON2_MEMORY_KIB: '1024',
      };
      a = await listen(shared);
      b = await listen(shared);
    });
    afterAll(async () => {
      await Promise.all([a.app.close(), b.app.close()]);
      await database.destroy().catch(() => undefined);
    });

    it('a sign-out on one server ends the private subscription held on the other', async () => {
      const player = await newPlayer({ app: b.app, close: async () => undefined }, 'x@example.com');
      const realtime = await playerRealtime(b.app, player);
      const socket = await connectWith(a.url, realtime.connectionToken);
      expect(await subscribe(socket, 'match:1')).toEqual({ ok: true });
      expect(await subscribe(socket, realtime.channel, realtime.channelToken)).toEqual({
        ok: true,
      });
      expect(await privateStillDelivered(b.app, socket, realtime.channel, 'before')).toBe(true);
      const ended = sessionEnded(socket);
      const signOut = await b.app.inject({
        method: 'DELETE',
        url: '/platform/api/users/sign_out',
        headers: as(player),
      });
      expect(signOut.statusCode).toBe(204);
      await ended;
      expect(await privateStillDelivered(b.app, socket, realtime.channel, 'after')).toBe(false);
      socket.disconnect();
    });
  },
);
