import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { RealtimeErrorCode } from '@sportsbook/contract';
import type { Publication } from '@sportsbook/contract';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { signRealtimeToken } from '../src/services/realtime/tokens';
import { client, connectWith, connectionToken, listenOn, subscribe } from './realtime-client';
import { sharedRedis } from './helpers';

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
      claims: { kind: 'connection', playerId: null },
      ttlSeconds: 60,
    });
    await expect(connectWith(server.url, forged)).rejects.toMatchObject({
      data: { code: RealtimeErrorCode.unauthorized },
    });
  });

  it('refuses an expired connection token with 109, so the client fetches a new one', async () => {
    const expired = signRealtimeToken({
      secret: SECRET,
      claims: { kind: 'connection', playerId: null },
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
      claims: { kind: 'channel', channel: '$user:1', playerId: 1 },
      ttlSeconds: 60,
    });
    await expect(connectWith(server.url, channelToken)).rejects.toMatchObject({
      data: { code: RealtimeErrorCode.permissionDenied },
    });
  });

  it('refuses a private channel without a token, with another player’s token, accepts the right one', async () => {
    const socket = await client(server.url);
    const channelToken = (channel: string, playerId: number) =>
      signRealtimeToken({
        secret: SECRET,
        claims: { kind: 'channel', channel, playerId },
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
      { channel: 'public:en', event_name: 'match changed', message: { n: 1 } },
    ]);
    expect(a.app.pubsub.kind).toBe('redis');
    socket.disconnect();
  });
});
