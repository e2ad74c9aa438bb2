import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, playerSchema } from '@sportsbook/contract';
import { getPlayerByEmail } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import {
  APP_HEADER,
  PASSWORD,
  as,
  newPlayer,
  outboxLink,
  sessionCookie,
  signIn,
  signUp,
} from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

describe.each(databaseTargets())('platform auth API on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api', BLOCKED_SIGN_IN_COUNTRIES: 'CA' });
  });
  afterAll(() => testApp.close());
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  describe('sign up', () => {
    it('refuses bad input with 400 and field details', async () => {
      const response = await inject({
        method: 'POST',
        url: '/platform/api/users',
        headers: APP_HEADER,
        payload: { email: 'not-an-email', password: 'short', country: 'DEU', currency: 'XYZ' },
      });
      expect(response.statusCode).toBe(400);
      const fields = error(response.json()).details!.map((d) => d.field);
      expect(fields).toEqual(
        expect.arrayContaining(['email', 'password', 'country', 'currency', 'terms_accepted']),
      );
    });

    it('refuses a blocked sign-up country with 403 naming it', async () => {
      const response = await signUp(testApp, 'us@example.com', { country: 'us' });
      expect(response.statusCode).toBe(403);
      expect(error(response.json())).toMatchObject({ code: 'blocked_country' });
      expect(error(response.json()).details![0]!.field).toBe('country');
    });

    it('answers a taken email as a new one (issue 14 #8); refuses a wrong confirmation with 422', async () => {
      const first = await signUp(testApp, 'Taken@Example.com');
      expect(first.statusCode).toBe(201);
      const taken = await signUp(testApp, 'taken@example.com');
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).toEqual(first.json());
      const mismatch = await signUp(testApp, 'mismatch@example.com', {
        password_confirmation: 'something else',
      });
      expect(mismatch.statusCode).toBe(422);
      expect(error(mismatch.json()).details![0]!.field).toBe('password_confirmation');
    });

    it('stores the password as argon2id (19 MiB, 2 iterations, parallelism 1), never in clear', async () => {
      expect((await signUp(testApp, 'hash@example.com')).statusCode).toBe(201);
      const row = await getPlayerByEmail(testApp.app.database.db, 'hash@example.com');
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);
    });
  });

  describe('confirmation and sign in', () => {
    it('requires the emailed confirmation before sign-in, then signs in with a session cookie', async () => {
      expect((await signUp(testApp, 'flow@example.com', { locale: 'de' })).statusCode).toBe(201);
      const early = await signIn(testApp, 'flow@example.com');
      expect(early.statusCode).toBe(403);
      expect(error(early.json()).code).toBe('unconfirmed');

      const link = await outboxLink(testApp, 'flow@example.com', 'confirmation');
      expect(link.pathname).toBe('/de/sport/users/confirmation');
      const bad = await inject({
        method: 'GET',
        url: '/platform/api/users/confirmation?confirmation_token=nope',
      });
      expect(bad.statusCode).toBe(422);
      expect(error(bad.json()).details![0]!.field).toBe('confirmation_token');
      // A sentence a person can act on, and a code the web app translates (issue 15 §2).
      expect(error(bad.json())).toMatchObject({
        code: 'token_invalid',
        message: 'This link has expired or was already used. Ask for a new one.',
      });
      const confirmed = await inject({
        method: 'GET',
        url: `/platform/api/users/confirmation${link.search}`,
      });
      expect(confirmed.statusCode).toBe(200);
      const again = await inject({
        method: 'GET',
        url: `/platform/api/users/confirmation${link.search}`,
      });
      expect(again.statusCode).toBe(422);

      const response = await signIn(testApp, 'FLOW@example.com');
      expect(response.statusCode).toBe(200);
      const player = playerSchema.parse(response.json());
      expect(player).toMatchObject({ email: 'flow@example.com', currency: 'EUR', language: 'de' });
      const cookie = sessionCookie(response)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(cookie.maxAge).toBe(24 * 3600);
    });

    it('sets Secure for a client that is not this machine, whatever its headers say (issue 14 #4)', async () => {
      await newPlayer(testApp, 'secure@example.com');
      const fromAfar = (headers: Record<string, string>) =>
        inject({
          method: 'POST',
          url: '/platform/api/users/sign_in',
          remoteAddress: '203.0.113.7',
          headers: { ...APP_HEADER, ...headers },
          payload: { email: 'secure@example.com', password: PASSWORD },
        });
      const plain = await fromAfar({ host: 'sportsbook.example' });
      expect(sessionCookie(plain)).toMatchObject({ secure: true, httpOnly: true });
      // Forged forwarding headers from a client that is no configured proxy change nothing.
      const forged = await fromAfar({
        host: 'localhost',
        'x-forwarded-host': 'localhost',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': '127.0.0.1',
      });
      expect(forged.statusCode).toBe(200);
      expect(sessionCookie(forged)).toMatchObject({ secure: true, httpOnly: true });
    });

    it('issues a new session id at every sign-in and ends the old one', async () => {
      const first = await newPlayer(testApp, 'rotate@example.com');
      const second = await inject({
        method: 'POST',
        url: '/platform/api/users/sign_in',
        headers: as(first),
        payload: { email: 'rotate@example.com', password: PASSWORD },
      });
      const rotated = sessionCookie(second)!;
      expect(`sb_session=${rotated.value}`).not.toBe(first.cookie);
      const old = await inject({ method: 'GET', url: '/platform/api/player', headers: as(first) });
      expect(old.statusCode).toBe(401);
      const fresh = await inject({
        method: 'GET',
        url: '/platform/api/player',
        headers: { cookie: `sb_session=${rotated.value}` },
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('answers 401 for a wrong password or unknown email, alike', async () => {
      await newPlayer(testApp, 'wrong@example.com');
      const wrong = await signIn(testApp, 'wrong@example.com', 'not the password');
      const unknown = await signIn(testApp, 'nobody@example.com', 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(error(wrong.json()).code).toBe('invalid_credentials');
      expect(error(unknown.json()).message).toBe(error(wrong.json()).message);
    });

    it('refuses sign-in for a blocked sign-in country', async () => {
      expect((await signUp(testApp, 'ca@example.com', { country: 'CA' })).statusCode).toBe(201);
      const link = await outboxLink(testApp, 'ca@example.com', 'confirmation');
      await inject({ method: 'GET', url: `/platform/api/users/confirmation${link.search}` });
      const response = await signIn(testApp, 'ca@example.com');
      expect(response.statusCode).toBe(403);
      expect(error(response.json()).code).toBe('blocked_country');
    });

    it('signs out: 204, cookie cleared, session gone', async () => {
      const client = await newPlayer(testApp, 'out@example.com');
      const response = await inject({
        method: 'DELETE',
        url: '/platform/api/users/sign_out',
        headers: as(client),
      });
      expect(response.statusCode).toBe(204);
      expect(sessionCookie(response)!.value).toBe('');
      const after = await inject({
        method: 'GET',
        url: '/platform/api/player',
        headers: as(client),
      });
      expect(after.statusCode).toBe(401);
    });

    it('resends confirmation instructions without telling whether the email exists', async () => {
      expect((await signUp(testApp, 'resend@example.com')).statusCode).toBe(201);
      const first = await outboxLink(testApp, 'resend@example.com', 'confirmation');
      for (const email of ['resend@example.com', 'ghost@example.com']) {
        const response = await inject({
          method: 'POST',
          url: '/platform/api/users/confirmation',
          headers: APP_HEADER,
          payload: { email },
        });
        expect(response.statusCode).toBe(200);
      }
      const second = await outboxLink(testApp, 'resend@example.com', 'confirmation');
      expect(second.href).not.toBe(first.href);
      // The older link stopped working when the new one was sent.
      const old = await inject({
        method: 'GET',
        url: `/platform/api/users/confirmation${first.search}`,
      });
      expect(old.statusCode).toBe(422);
    });
  });

  describe('CSRF', () => {
    it('refuses state-changing calls without x-platform-app', async () => {
      const client = await newPlayer(testApp, 'csrf@example.com');
      const calls = [
        { method: 'POST', url: '/platform/api/users/sign_in' },
        { method: 'DELETE', url: '/platform/api/users/sign_out' },
        { method: 'POST', url: '/platform/api/player/accounts' },
        { method: 'POST', url: '/sportsbook/api/v2/settings' },
        { method: 'POST', url: '/sportsbook/api/v2/favourites/match/1' },
        { method: 'POST', url: '/sportsbook/api/v2/websocket/authorize' },
        { method: 'POST', url: '/payments/api/deposits' },
      ] as const;
      for (const call of calls) {
        const response = await inject({
          ...call,
          headers: { cookie: client.cookie },
          payload: {},
        });
        expect(response.statusCode, call.url).toBe(403);
        expect(error(response.json()).code, call.url).toBe('csrf_header_missing');
      }
      const wrongValue = await inject({
        method: 'DELETE',
        url: '/platform/api/users/sign_out',
        headers: { cookie: client.cookie, 'x-platform-app': 'evil' },
      });
      expect(wrongValue.statusCode).toBe(403);
    });
  });

  describe('unlock', () => {
    it('resends unlock instructions to a registered player; a bad token is a 422', async () => {
      await newPlayer(testApp, 'relock@example.com');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await signIn(testApp, 'relock@example.com', 'wrong password');
      }
      await testApp.app.mailer.idle();
      const first = await outboxLink(testApp, 'relock@example.com', 'unlock');
      const resend = await inject({
        method: 'POST',
        url: '/platform/api/users/unlock',
        headers: APP_HEADER,
        payload: { email: 'relock@example.com' },
      });
      expect(resend.statusCode).toBe(200);
      const second = await outboxLink(testApp, 'relock@example.com', 'unlock');
      expect(second.href).not.toBe(first.href);
      expect(second.hash).toBe('#unlock');
      const bad = await inject({ method: 'GET', url: '/platform/api/users/unlock?unlock_token=x' });
      expect(bad.statusCode).toBe(422);
      expect(error(bad.json()).code).toBe('token_invalid');
      const missing = await inject({ method: 'GET', url: '/platform/api/users/unlock' });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('forgot and edit password', () => {
    it('emails a reset link; the token sets a new password and ends old sessions', async () => {
      const client = await newPlayer(testApp, 'reset@example.com');
      const forgot = await inject({
        method: 'POST',
        url: '/platform/api/users/password',
        headers: APP_HEADER,
        payload: { email: 'reset@example.com' },
      });
      expect(forgot.statusCode).toBe(200);
      const link = await outboxLink(testApp, 'reset@example.com', 'reset_password');
      expect(link.pathname).toBe('/sport/users/password/edit');
      const token = link.searchParams.get('reset_password_token')!;
      const put = (payload: object) =>
        inject({
          method: 'PUT',
          url: '/platform/api/users/password',
          headers: APP_HEADER,
          payload,
        });

      const mismatch = await put({
        reset_password_token: token,
        password: 'a new password',
        password_confirmation: 'another',
      });
      expect(mismatch.statusCode).toBe(422);
      const badToken = await put({
        reset_password_token: 'forged',
        password: 'a new password',
        password_confirmation: 'a new password',
      });
      expect(badToken.statusCode).toBe(422);
      expect(error(badToken.json()).details![0]!.field).toBe('reset_password_token');
      expect(error(badToken.json()).code).toBe('token_invalid');
      const ok = await put({
        reset_password_token: token,
        password: 'a new password',
        password_confirmation: 'a new password',
      });
      expect(ok.statusCode).toBe(200);

      expect(
        (await inject({ method: 'GET', url: '/platform/api/player', headers: as(client) }))
          .statusCode,
      ).toBe(401);
      expect((await signIn(testApp, 'reset@example.com')).statusCode).toBe(401);
      expect((await signIn(testApp, 'reset@example.com', 'a new password')).statusCode).toBe(200);
    });
  });
});

describe('auth rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', {
      ROLE: 'api',
      AUTH_RATE_LIMIT_PER_IP: '3',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '2',
      // inject's client is 127.0.0.1: as a configured proxy its X-Forwarded-For is believed.
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterAll(() => testApp.close());

  it('answers 429 with a clear message per account and per client address', async () => {
    const attempt = (email: string, ip: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/platform/api/users/sign_in',
        headers: { ...APP_HEADER, 'x-forwarded-for': ip },
        payload: { email, password: 'whatever1' },
      });
    expect((await attempt('a@example.com', '10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('a@example.com', '10.0.0.2')).statusCode).toBe(401);
    const perAccount = await attempt('a@example.com', '10.0.0.3');
    expect(perAccount.statusCode).toBe(429);
    expect(error(perAccount.json())).toMatchObject({ code: 'too_many_requests' });
    expect(error(perAccount.json()).message).toMatch(
      /Too many attempts\. Try again in \d+ seconds/,
    );

    expect((await attempt('b@example.com', '10.0.0.9')).statusCode).toBe(401);
    expect((await attempt('c@example.com', '10.0.0.9')).statusCode).toBe(401);
    expect((await attempt('d@example.com', '10.0.0.9')).statusCode).toBe(401);
    expect((await attempt('e@example.com', '10.0.0.9')).statusCode).toBe(429);
  });
});
