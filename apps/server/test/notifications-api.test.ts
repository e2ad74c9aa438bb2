import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  RealtimeEventName,
  channels,
  errorEnvelopeSchema,
  notificationCountersSchema,
  notificationSchema,
  notificationsListSchema,
  websocketAuthorizeResponseSchema,
} from '@sportsbook/contract';
import { countUnreadNotifications, insertNotification } from '@sportsbook/db';
import type { NotificationRow } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { publishNotification } from '../src/services/notifications/publish-notification';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { client as connectClient, collect, listenOn, subscribe } from './realtime-client';

const API = '/sportsbook/api/v2';
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

describe.each(databaseTargets())('notifications on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  /** Alice's notifications, oldest first (created a minute apart). */
  const aliceRows: NotificationRow[] = [];
  let bobRow: NotificationRow;
  let url: string;
  let socket: Socket;
  let heard: ReturnType<typeof collect>;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,realtime' });
    alice = await newPlayer(testApp, 'alice@example.com');
    bob = await newPlayer(testApp, 'bob@example.com');
    const start = Date.parse('2026-05-01T12:00:00Z');
    for (let i = 0; i < 5; i += 1) {
      aliceRows.push(
        await insertNotification(db(), {
          playerId: alice.playerId,
          type: 'bet_won',
          objectType: 'bet',
          objectId: `bet-${i}`,
          title: `Bet won ${i}`,
          caption: 'Team A - Team B · 1',
          body: 'You won 10.00 EUR.',
          createdAt: new Date(start + i * 60_000),
        }),
      );
    }
    bobRow = await insertNotification(db(), {
      playerId: bob.playerId,
      type: 'bet_lost',
      objectType: 'bet',
      objectId: 'bob-bet',
      title: 'Bet lost',
      createdAt: new Date(start),
    });

    url = await listenOn(testApp.app);
    socket = await connectClient(url, alice.cookie);
    heard = collect(socket);
    const own = channels.user(alice.playerId);
    const authorized = websocketAuthorizeResponseSchema.parse(
      (await call('POST', '/websocket/authorize', alice, { channels: [own] })).json(),
    );
    expect(await subscribe(socket, own, authorized.channels[0]!.token)).toEqual({ ok: true });
  });
  afterAll(async () => {
    socket?.disconnect();
    await testApp.close();
  });

  const db = () => testApp.app.database.db;
  const call = (method: string, path: string, who: Client | null, payload?: object) =>
    testApp.app.inject({
      method: method as 'GET',
      url: `${API}${path}`,
      headers: as(who),
      ...(payload ? { payload } : {}),
    });
  const counters = async (who: Client) =>
    notificationCountersSchema.parse((await call('GET', '/notifications/counters', who)).json())
      .unread;

  it('lists only the player’s own notifications, newest first, page by page', async () => {
    const first = notificationsListSchema.parse(
      (await call('GET', '/notifications?page=1&limit=2', alice)).json(),
    );
    expect(first.pagination).toEqual({ total: 5, page: 1, limit: 2, last_page: 3 });
    expect(first.data.map((n) => n.title)).toEqual(['Bet won 4', 'Bet won 3']);
    expect(first.data[0]).toEqual({
      id: aliceRows[4]!.id,
      type: 'bet_won',
      object_type: 'bet',
      object_id: 'bet-4',
      title: 'Bet won 4',
      caption: 'Team A - Team B · 1',
      body: 'You won 10.00 EUR.',
      read: false,
      created_at: '2026-05-01T12:04:00.000Z',
    });
    const last = notificationsListSchema.parse(
      (await call('GET', '/notifications?page=3&limit=2', alice)).json(),
    );
    expect(last.data.map((n) => n.title)).toEqual(['Bet won 0']);

    const bobs = notificationsListSchema.parse((await call('GET', '/notifications', bob)).json());
    expect(bobs.data.map((n) => n.id)).toEqual([bobRow.id]);
    expect(bobs.pagination.limit).toBe(20);
  });

  it('needs a session and refuses bad paging and bad ids with a message', async () => {
    expect((await call('GET', '/notifications', null)).statusCode).toBe(401);
    expect((await call('GET', '/notifications/counters', null)).statusCode).toBe(401);
    expect((await call('POST', '/notifications/read-all', null, {})).statusCode).toBe(401);
    const badLimit = await call('GET', '/notifications?limit=0', alice);
    expect(badLimit.statusCode).toBe(400);
    expect(error(badLimit.json()).message).toContain('limit: must be an integer from 1 to 500');
    const badPage = await call('GET', '/notifications?page=abc', alice);
    expect(badPage.statusCode).toBe(400);
    const noIds = await call('POST', '/notifications/read', alice, { ids: [] });
    expect(noIds.statusCode).toBe(400);
    expect(error(noIds.json()).message).toContain('ids');
    const wrongType = await call('POST', '/notifications/read', alice, { ids: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    const noHeader = await testApp.app.inject({
      method: 'POST',
      url: `${API}/notifications/read-all`,
      headers: { cookie: alice.cookie },
      payload: {},
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it('marks named notifications read, ignores other players’ ids, and pushes the counter', async () => {
    expect(await counters(alice)).toBe(5);
    const response = await call('POST', '/notifications/read', alice, {
      ids: [aliceRows[0]!.id, aliceRows[1]!.id, bobRow.id],
    });
    expect(response.statusCode).toBe(200);
    expect(notificationCountersSchema.parse(response.json())).toEqual({ unread: 3 });
    expect(await counters(alice)).toBe(3);
    // Bob's notification stays unread: an id that is not yours changes nothing.
    expect(await counters(bob)).toBe(1);
    const pushed = await heard.next(
      (p) =>
        p.event_name === RealtimeEventName.unreadCountersChanged &&
        (p.message as { unread: number }).unread === 3,
    );
    expect(pushed.channel).toBe(channels.user(alice.playerId));

    const list = notificationsListSchema.parse((await call('GET', '/notifications', alice)).json());
    expect(list.data.filter((n) => n.read).map((n) => n.id)).toEqual([
      aliceRows[1]!.id,
      aliceRows[0]!.id,
    ]);
    // Reading them again changes nothing and keeps the counter.
    const again = await call('POST', '/notifications/read', alice, { ids: [aliceRows[0]!.id] });
    expect(again.json()).toEqual({ unread: 3 });
  });

  it('marks all read, for this player only', async () => {
    const response = await call('POST', '/notifications/read-all', alice, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
    expect(await counters(alice)).toBe(0);
    expect(await counters(bob)).toBe(1);
    await heard.next(
      (p) =>
        p.event_name === RealtimeEventName.unreadCountersChanged &&
        (p.message as { unread: number }).unread === 0,
    );
  });

  it('publishes a new notification, then the unread counter, on the player’s channel', async () => {
    const row = await insertNotification(db(), {
      playerId: alice.playerId,
      type: 'bet_cashed_out',
      objectType: 'bet',
      objectId: 'bet-9',
      title: 'Bet cashed out',
    });
    const before = heard.received.length;
    await publishNotification(
      testApp.app.realtime,
      row,
      await countUnreadNotifications(db(), alice.playerId),
    );
    await heard.next(
      (p) =>
        p.event_name === RealtimeEventName.unreadCountersChanged &&
        (p.message as { unread: number }).unread === 1,
    );
    const events = heard.received.slice(before);
    expect(events.map((p) => p.event_name)).toEqual([
      RealtimeEventName.notification,
      RealtimeEventName.unreadCountersChanged,
    ]);
    expect(notificationSchema.parse(events[0]!.message)).toMatchObject({
      id: row.id,
      type: 'bet_cashed_out',
      object_id: 'bet-9',
      read: false,
    });
  });
});
