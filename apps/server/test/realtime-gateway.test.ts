import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH } from '@sportsbook/contract';
import type { Publication, SubscribeAck } from '@sportsbook/contract';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';

async function listen(
  overrides: Record<string, string | undefined> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(testEnv({ ROLE: 'api,realtime', ...overrides }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

function client(url: string): Promise<Socket> {
  const socket = connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const subscribe = (socket: Socket, channel: string) =>
  socket.timeout(5000).emitWithAck('subscribe', { channel }) as Promise<SubscribeAck>;

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

  it('refuses private channels without a token and malformed channel names', async () => {
    const privateAck = await subscribe(socket, '$user:1');
    expect(privateAck).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const badAck = await subscribe(socket, 'no spaces allowed');
    expect(badAck).toMatchObject({ ok: false, error: { code: 'bad_request' } });
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
});

describe.runIf(process.env.REDIS_URL)('realtime gateway across two servers over Redis', () => {
  let a: { app: FastifyInstance; url: string };
  let b: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    a = await listen({ REDIS_URL: process.env.REDIS_URL });
    b = await listen({ REDIS_URL: process.env.REDIS_URL });
  });
  afterAll(async () => {
    await Promise.all([a.app.close(), b.app.close()]);
  });

  it('a client of one server receives what the other server published, exactly once', async () => {
    const socket = await client(a.url);
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
