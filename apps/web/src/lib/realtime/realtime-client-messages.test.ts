import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  RealtimeEventName,
  RealtimeServerEvent,
} from '@sportsbook/contract/browser';
import { RealtimeClient, type RealtimePublication } from './realtime-client';

/**
 * The client checks what the server sends before any handler sees it (issue 17 §1): over a real
 * Socket.IO connection, a malformed publication, one of another protocol version and a message of
 * the wrong shape are dropped and reported; a good one arrives.
 */
describe('RealtimeClient drops and reports malformed messages', () => {
  const http = createServer();
  const io = new Server(http, { path: REALTIME_PATH });
  const handshakes: unknown[] = [];
  let url = '';

  beforeAll(async () => {
    io.on('connection', (socket) => {
      handshakes.push(socket.handshake.auth);
      socket.on('subscribe', (_request: unknown, ack?: (answer: unknown) => void) => {
        void socket.join('match:7');
        ack?.({ ok: true });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await io.close();
  });

  it('hands on only the well-formed publication', async () => {
    const malformed: string[] = [];
    const client = new RealtimeClient({
      url,
      fetchConnectionToken: async () => 'token',
      fetchChannelToken: async () => 'channel-token',
      onMalformed: (reason) => malformed.push(reason),
    });
    const received: RealtimePublication[] = [];
    client.subscribe('match:7', (publication) => received.push(publication));
    const subscribed = new Promise<void>((resolve) =>
      client.onSubscriptionChange((_channel, state) => state === 'subscribed' && resolve()),
    );
    client.connect();
    await subscribed;

    const good = { match_id: 7, markets: [{ market_id: 1, specifier: '', outcomes: [] }] };
    const room = io.to('match:7');
    room.emit(RealtimeServerEvent.publication, 'not an object');
    room.emit(RealtimeServerEvent.publication, {
      version: REALTIME_PROTOCOL_VERSION + 1,
      channel: 'match:7',
      event_name: RealtimeEventName.marketsChanged,
      message: good,
    });
    room.emit(RealtimeServerEvent.publication, {
      version: REALTIME_PROTOCOL_VERSION,
      channel: 'match:7',
      event_name: RealtimeEventName.marketsChanged,
      message: { match_id: '7', markets: 'all of them' },
    });
    room.emit(RealtimeServerEvent.publication, {
      version: REALTIME_PROTOCOL_VERSION,
      channel: 'match:7',
      event_name: RealtimeEventName.marketsChanged,
      message: good,
    });

    // Socket.IO keeps the order of one socket's events: once the good one is in, so are the rest.
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({
      channel: 'match:7',
      event_name: RealtimeEventName.marketsChanged,
      message: good,
    });
    expect(malformed).toEqual([
      'not an object',
      `protocol version ${REALTIME_PROTOCOL_VERSION + 1}, expected ${REALTIME_PROTOCOL_VERSION}`,
      'malformed "markets changed" message on match:7',
    ]);
    // The client said which protocol it speaks.
    expect(handshakes[0]).toEqual({ token: 'token', protocol: REALTIME_PROTOCOL_VERSION });
    client.disconnect();
  });
});
