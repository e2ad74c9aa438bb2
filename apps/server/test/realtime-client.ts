import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH } from '@sportsbook/contract';
import type { Publication, SubscribeAck } from '@sportsbook/contract';

/** Helpers for tests that talk to the realtime gateway with the real socket.io-client. */

export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A connection token; with a session cookie, one of that session (private channels need it). */
export async function connectionToken(url: string, cookie?: string): Promise<string> {
  const response = await fetch(`${url}/sportsbook/api/v2/websocket/token`, {
    method: 'POST',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (response.status !== 200) throw new Error(`token: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Connects with `auth.token`; rejects with the connect error (message and data). */
export function connectWith(
  url: string,
  token: string | undefined,
  protocol?: number,
): Promise<Socket> {
  const socket = connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...(token === undefined ? {} : { auth: { token, protocol } }),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

export async function client(url: string, cookie?: string): Promise<Socket> {
  return connectWith(url, await connectionToken(url, cookie));
}

export const subscribe = (socket: Socket, channel: string, token?: string) =>
  socket
    .timeout(5000)
    .emitWithAck('subscribe', { channel, ...(token ? { token } : {}) }) as Promise<SubscribeAck>;

/** Collects publications; `next` resolves with the first one matching. */
export function collect(socket: Socket) {
  const received: Publication[] = [];
  const waiters: Array<{ test: (p: Publication) => boolean; resolve: (p: Publication) => void }> =
    [];
  socket.on('publication', (publication: Publication) => {
    received.push(publication);
    for (const waiter of [...waiters]) {
      if (waiter.test(publication)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(publication);
      }
    }
  });
  return {
    received,
    next: (test: (p: Publication) => boolean) =>
      new Promise<Publication>((resolve) => {
        const found = received.find(test);
        if (found) resolve(found);
        else waiters.push({ test, resolve });
      }),
  };
}
