import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsListSchema,
  compPointsSchema,
  errorEnvelopeSchema,
  phoneSchema,
  playerSchema,
  sportsbookSessionSchema,
  statusGroupsSchema,
  userLimitsSchema,
} from '@sportsbook/contract';
import { insertPlayerLimit, playerLimitCounters, updatePlayer } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { PASSWORD, as, newPlayer, outboxMessages, sessionCookie, signIn } from './platform-helpers';
import type { Client } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const API = '/platform/api';

describe.each(databaseTargets())('platform player API on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api' });
    alice = await newPlayer(testApp, 'alice@example.com');
    bob = await newPlayer(testApp, 'bob@example.com', { currency: 'GBP' });
  });
  afterAll(() => testApp.close());
  const call = (method: string, url: string, client: Client | null, payload?: object) =>
    testApp.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: as(client),
      ...(payload ? { payload } : {}),
    });

  it('answers 401 on every player call without a session', async () => {
    const calls: [string, string][] = [
      ['GET', '/player'],
      ['PATCH', '/player'],
      ['GET', '/player/accounts?compatibility=false'],
      ['POST', '/player/accounts'],
      ['PATCH', '/player/accounts/active'],
      ['PATCH', '/player/update_locale'],
      ['GET', '/player/phone'],
      ['POST', '/player/phone'],
      ['POST', '/player/phone/verify'],
      ['GET', '/player/comp_points'],
      ['GET', '/player/status_groups'],
      ['GET', '/user_limits'],
      ['POST', '/sportsbook_sessions'],
      ['POST', '/sportsbook_sessions/continue'],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url, null, method === 'GET' ? undefined : {});
      // Body validation may answer first for calls with a body; neither leaks data.
      expect([400, 401], `${method} ${url}`).toContain(response.statusCode);
      if (method === 'GET') expect(error(response.json()).code).toBe('unauthorized');
    }
    const bogus = await testApp.app.inject({
      method: 'GET',
      url: `${API}/player`,
      headers: { cookie: 'sb_session=forged' },
    });
    expect(bogus.statusCode).toBe(401);
  });

  it('returns the signed-in player only: each session sees its own profile', async () => {
    const a = playerSchema.parse((await call('GET', '/player', alice)).json());
    const b = playerSchema.parse((await call('GET', '/player', bob)).json());
    expect(a).toMatchObject({
      email: 'alice@example.com',
      currency: 'EUR',
      country_name: 'Germany',
    });
    expect(a.auth_fields_missed).toEqual(['first_name', 'last_name']);
    expect(b).toMatchObject({ email: 'bob@example.com', currency: 'GBP' });
  });

  it('fills the missed fields with PATCH /player, refusing bad input', async () => {
    expect((await call('PATCH', '/player', alice, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/player', alice, { first_name: '' })).statusCode).toBe(400);
    const response = await call('PATCH', '/player', alice, {
      first_name: 'Alice',
      last_name: 'Liddell',
    });
    expect(response.statusCode).toBe(200);
    expect(playerSchema.parse(response.json()).auth_fields_missed).toEqual([]);
  });

  it('lists accounts, opens another currency and switches the active one', async () => {
    const before = accountsListSchema.parse(
      (await call('GET', '/player/accounts?compatibility=false', alice)).json(),
    );
    expect(before.data).toEqual([
      { currency: 'EUR', balance: '0', available_to_bet: '0', active: true },
    ]);
    const created = await call('POST', '/player/accounts', alice, { currency: 'BTC' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'BTC', active: false });
    const duplicate = await call('POST', '/player/accounts', alice, { currency: 'BTC' });
    expect(duplicate.statusCode).toBe(422);
    expect(error(duplicate.json()).details![0]!.field).toBe('currency');
    expect((await call('POST', '/player/accounts', alice, { currency: 'DOGE' })).statusCode).toBe(
      400,
    );

    const switched = await call('PATCH', '/player/accounts/active', alice, { currency: 'BTC' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ currency: 'BTC', active: true });
    const after = accountsListSchema.parse((await call('GET', '/player/accounts', alice)).json());
    expect(after.data.map((a) => [a.currency, a.active])).toEqual([
      ['BTC', true],
      ['EUR', false],
    ]);
    expect(playerSchema.parse((await call('GET', '/player', alice)).json()).currency).toBe('BTC');
    const none = await call('PATCH', '/player/accounts/active', alice, { currency: 'ETH' });
    expect(none.statusCode).toBe(422);
    // Opening and activating in one call.
    const eth = await call('POST', '/player/accounts', alice, { currency: 'ETH', active: true });
    expect(eth.json()).toMatchObject({ currency: 'ETH', active: true });
    await call('PATCH', '/player/accounts/active', alice, { currency: 'EUR' });
    // Bob's accounts are untouched by Alice's.
    const bobs = accountsListSchema.parse((await call('GET', '/player/accounts', bob)).json());
    expect(bobs.data.map((a) => a.currency)).toEqual(['GBP']);
  });

  it('updates the locale', async () => {
    const response = await call('PATCH', '/player/update_locale', bob, { locale: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'de' });
    expect((await call('PATCH', '/player/update_locale', bob, { locale: 'xx' })).statusCode).toBe(
      400,
    );
  });

  it('verifies a phone by SMS code with a resend timeout', async () => {
    const initial = phoneSchema.parse((await call('GET', '/player/phone', bob)).json());
    expect(initial).toEqual({
      number: null,
      country: null,
      is_verified: false,
      resend_timeout_until: null,
      sms_limit_reached: false,
    });
    expect(
      (await call('POST', '/player/phone', bob, { number: 'abc', country: 'GB' })).statusCode,
    ).toBe(400);
    const sent = await call('POST', '/player/phone', bob, {
      number: '+44 7700 900123',
      country: 'GB',
    });
    expect(sent.statusCode).toBe(200);
    expect(phoneSchema.parse(sent.json())).toMatchObject({
      number: '+447700900123',
      is_verified: false,
    });
    expect(sent.json().resend_timeout_until).not.toBeNull();
    const again = await call('POST', '/player/phone', bob, {
      number: '+447700900123',
      country: 'GB',
    });
    expect(again.statusCode).toBe(422);
    expect(error(again.json()).code).toBe('resend_timeout');

    const sms = (await outboxMessages(testApp, '+447700900123'))[0]!;
    expect(sms.channel).toBe('sms');
    const code = /\d{6}/.exec(sms.body)![0];
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/player/phone/verify', bob, { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    // Alice cannot use Bob's code.
    expect((await call('POST', '/player/phone/verify', alice, { code })).statusCode).toBe(422);
    const ok = await call('POST', '/player/phone/verify', bob, { code });
    expect(ok.statusCode).toBe(200);
    expect(phoneSchema.parse(ok.json()).is_verified).toBe(true);
    expect(playerSchema.parse((await call('GET', '/player', bob)).json()).auth_phone_number).toBe(
      '+447700900123',
    );
  });

  it('reports comp points, status groups and limits', async () => {
    // Points are lifetime counters the settlement plans add to (decision 045).
    await testApp.app.database.db.insert(playerLimitCounters).values(
      ['comp_points', 'comp_points_persistent'].map((metric) => ({
        playerId: alice.playerId,
        metric,
        period: 'lifetime',
        periodStart: new Date(0),
        used: 1200n,
      })),
    );
    const points = compPointsSchema.parse((await call('GET', '/player/comp_points', alice)).json());
    expect(points.points).toBe(1200);
    const groups = statusGroupsSchema.parse(
      (await call('GET', '/player/status_groups', alice)).json(),
    );
    expect(groups.data.find((g) => g.current)?.id).toBe('silver');
    await insertPlayerLimit(testApp.app.database.db, {
      playerId: alice.playerId,
      type: 'deposit',
      status: 'active',
      amount: 10_000n,
      currency: 'EUR',
      periodSeconds: 86_400,
    });
    const limits = userLimitsSchema.parse((await call('GET', '/user_limits', alice)).json());
    expect(limits.data).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '10000', period: 86_400 }),
    ]);
    expect(userLimitsSchema.parse((await call('GET', '/user_limits', bob)).json()).data).toEqual(
      [],
    );
  });

  it('starts and continues sportsbook sessions; 403 when the sportsbook is not allowed', async () => {
    expect((await call('POST', '/sportsbook_sessions/continue', alice)).statusCode).toBe(404);
    const started = await call('POST', '/sportsbook_sessions', alice);
    expect(started.statusCode).toBe(201);
    const session = sportsbookSessionSchema.parse(started.json());
    const continued = await call('POST', '/sportsbook_sessions/continue', alice);
    expect(continued.statusCode).toBe(200);
    expect(continued.json().id).toBe(session.id);

    await updatePlayer(testApp.app.database.db, bob.playerId, { sportsbookAllowed: false });
    const refused = await call('POST', '/sportsbook_sessions', bob);
    expect(refused.statusCode).toBe(403);
    expect(error(refused.json()).code).toBe('sportsbook_forbidden');
  });

  it('changes the password with the current one, ending other sessions', async () => {
    const carol = await newPlayer(testApp, 'carol@example.com');
    const second = await signIn(testApp, 'carol@example.com');
    const other = {
      cookie: `sb_session=${sessionCookie(second)!.value}`,
      playerId: carol.playerId,
    };
    const change = (payload: object) => call('PATCH', '/player/password', carol, payload);
    const wrong = await change({
      current_password: 'not it',
      password: 'brand new password',
      password_confirmation: 'brand new password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(error(wrong.json()).details![0]!.field).toBe('current_password');
    expect((await change({ current_password: PASSWORD, password: 'short' })).statusCode).toBe(400);
    const ok = await change({
      current_password: PASSWORD,
      password: 'brand new password',
      password_confirmation: 'brand new password',
    });
    expect(ok.statusCode).toBe(200);
    const fresh = `sb_session=${sessionCookie(ok)!.value}`;
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${API}/player`,
          headers: { cookie: fresh },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/player', other)).statusCode).toBe(401);
    expect((await signIn(testApp, 'carol@example.com')).statusCode).toBe(401);
    expect((await signIn(testApp, 'carol@example.com', 'brand new password')).statusCode).toBe(200);
  });
});
