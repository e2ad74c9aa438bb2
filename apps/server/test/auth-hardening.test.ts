import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { APP_HEADER, PASSWORD, as, newPlayer, outboxLink, signUp } from './platform-helpers';

/** Issue 14 findings 4 (forwarded headers, per-account limits), 5 (lockout) and 10 (passwords). */
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

/** The device cookie a sign-in set, as a Cookie header fragment. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sb_session_device');
  expect(cookie, 'a known-device cookie').toBeDefined();
  return `sb_session_device=${cookie!.value}`;
}

describe('forwarded headers and per-account limits (issue 14 #4)', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((testApp) => testApp.close())));
  const build = async (overrides: Record<string, string>) => {
    const testApp = await buildTestApp('pglite', {
      ROLE: 'api',
      AUTH_RATE_LIMIT_PER_IP: '3',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100',
      ...overrides,
    });
    apps.push(testApp);
    return testApp;
  };
  const signInFrom = (testApp: TestApp, email: string, options: Partial<InjectOptions>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/platform/api/users/sign_in',
      payload: { email, password: 'whatever1' },
      ...options,
      headers: { ...APP_HEADER, ...(options.headers as Record<string, string>) },
    });

  it('throttles a client that forges a new X-Forwarded-For on every request', async () => {
    const testApp = await build({});
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const response = await signInFrom(testApp, `forger${i}@example.com`, {
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("honours a configured proxy's X-Forwarded-For, and only that proxy's", async () => {
    const testApp = await build({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' });
    for (let i = 1; i <= 6; i += 1) {
      const response = await signInFrom(testApp, `proxied${i}@example.com`, {
        remoteAddress: i % 2 ? '10.1.2.3' : '192.0.2.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode, `client ${i} behind the proxy`).toBe(401);
    }
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const response = await signInFrom(testApp, `direct${i}@example.com`, {
        remoteAddress: '192.0.2.2',
        headers: { 'x-forwarded-for': `198.51.100.${i + 10}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits sign-up, forgot-password and both resends per account across addresses', async () => {
    const testApp = await build({
      TRUSTED_PROXIES: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_IP: '100',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '2',
    });
    const calls: { url: string; payload: object }[] = [
      {
        url: '/platform/api/users',
        payload: {
          email: 'target@example.com',
          password: PASSWORD,
          country: 'DE',
          currency: 'EUR',
          terms_accepted: true,
        },
      },
      {
        url: '/platform/api/users/sign_in',
        payload: { email: 'target@example.com', password: 'x' },
      },
      { url: '/platform/api/users/password', payload: { email: 'target@example.com' } },
      { url: '/platform/api/users/confirmation', payload: { email: 'target@example.com' } },
      { url: '/platform/api/users/unlock', payload: { email: 'target@example.com' } },
    ];
    for (const call of calls) {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: call.url,
          headers: { ...APP_HEADER, 'x-forwarded-for': `198.51.100.${i}` },
          payload: call.payload,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[2], call.url).toBe(429);
      expect(
        statuses.slice(0, 2).every((status) => status !== 429),
        call.url,
      ).toBe(true);
    }
  });
});

describe("the per-account limit and the owner's known device (issue 14 #4 #5)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', {
      ROLE: 'api',
      TRUSTED_PROXIES: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
    });
  });
  afterAll(() => testApp.close());

  it("strangers using up an email's sign-in quota do not keep its known device out", async () => {
    const email = 'quota@example.com';
    await newPlayer(testApp, email);
    const signInFrom = (password: string, address: string, cookie?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/platform/api/users/sign_in',
        headers: { ...APP_HEADER, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
        payload: { email, password },
      });
    // newPlayer signed in once: with these two, the email's quota of 3 is spent.
    const device = deviceCookie(await signInFrom(PASSWORD, '192.0.2.40'));
    expect((await signInFrom('guess one', '198.51.100.41')).statusCode).toBe(401);
    expect((await signInFrom('guess two', '198.51.100.42')).statusCode).toBe(429);
    expect((await signInFrom(PASSWORD, '198.51.100.43')).statusCode).toBe(429);
    expect((await signInFrom(PASSWORD, '198.51.100.43', device)).statusCode).toBe(200);
    // A forged or foreign device cookie is just no cookie.
    const forged = `sb_session_device=${device.split('=')[1]!.split('.')[0]}.AAAA`;
    expect((await signInFrom(PASSWORD, '198.51.100.44', forged)).statusCode).toBe(429);
  });
});

describe.each(databaseTargets())('sign-in lockout (issue 14 #5) on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api',
      TRUSTED_PROXIES: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      ACCOUNT_LOCK_AFTER_FAILURES: '8',
    });
  });
  afterAll(() => testApp.close());
  const signInFrom = (email: string, password: string, address: string, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/platform/api/users/sign_in',
      headers: { ...APP_HEADER, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });

  it('five wrong passwords from one address hold back that address only, not the owner elsewhere or on a known device', async () => {
    const email = 'victim@example.com';
    await newPlayer(testApp, email);
    const device = deviceCookie(await signInFrom(email, PASSWORD, '192.0.2.10'));

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signInFrom(email, `guess number ${attempt}`, '198.51.100.66');
      expect(wrong.statusCode).toBe(401);
      expect(error(wrong.json()).message).toBe('Invalid email or password.');
    }
    // The attacker's address now waits, even with the right password …
    const held = await signInFrom(email, PASSWORD, '198.51.100.66');
    expect(held.statusCode).toBe(429);
    expect(error(held.json()).message).toMatch(/Try again in 60 seconds/);
    // … the owner from another address and from a known device on that same address do not.
    expect((await signInFrom(email, PASSWORD, '192.0.2.20')).statusCode).toBe(200);
    expect((await signInFrom(email, PASSWORD, '198.51.100.66', device)).statusCode).toBe(200);
    // The owner hears of it: an unlock link that also lifts the wait of every address.
    await testApp.app.mailer.idle();
    const link = await outboxLink(testApp, email, 'unlock');
    const unlocked = await testApp.app.inject({
      method: 'GET',
      url: `/platform/api/users/unlock${link.search}`,
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await signInFrom(email, PASSWORD, '198.51.100.66')).statusCode).toBe(200);
  });

  it('answers an unknown email like a known one while holding an address back', async () => {
    const answers: { status: number; body: unknown }[][] = [];
    await newPlayer(testApp, 'known@example.com');
    for (const email of ['known@example.com', 'unknown@example.com']) {
      const row: { status: number; body: unknown }[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const response = await signInFrom(email, 'not it at all', '198.51.100.77');
        row.push({ status: response.statusCode, body: response.json() });
      }
      answers.push(row);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('locks after ACCOUNT_LOCK_AFTER_FAILURES failures from everywhere: sessions end, only a known device or the unlock link gets in', async () => {
    const email = 'spread@example.com';
    const owner = await newPlayer(testApp, email);
    const session = await signInFrom(email, PASSWORD, '192.0.2.30');
    const device = deviceCookie(session);
    const player = () =>
      testApp.app.inject({ method: 'GET', url: '/platform/api/player', headers: as(owner) });
    expect((await player()).statusCode).toBe(200);

    // Eight addresses, each below its own back-off threshold.
    for (let i = 1; i <= 8; i += 1) {
      expect((await signInFrom(email, 'wrong guess', `198.51.100.${100 + i}`)).statusCode).toBe(
        401,
      );
    }
    await testApp.app.mailer.idle();
    expect((await player()).statusCode).toBe(401);

    // The right password from a stranger's browser answers like a wrong one.
    const wrong = await signInFrom(email, 'wrong guess', '203.0.113.90');
    const right = await signInFrom(email, PASSWORD, '203.0.113.91');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    await testApp.app.mailer.idle();

    // The owner's own browser gets in, and that lifts the lock.
    expect((await signInFrom(email, PASSWORD, '203.0.113.92', device)).statusCode).toBe(200);
    expect((await signInFrom(email, PASSWORD, '203.0.113.93')).statusCode).toBe(200);
  });

  it('lets the emailed unlock link open a locked account', async () => {
    const email = 'mailbox@example.com';
    await newPlayer(testApp, email);
    for (let i = 1; i <= 8; i += 1) {
      await signInFrom(email, 'wrong guess', `198.51.100.${200 + i}`);
    }
    await testApp.app.mailer.idle();
    expect((await signInFrom(email, PASSWORD, '203.0.113.94')).statusCode).toBe(401);
    const link = await outboxLink(testApp, email, 'unlock');
    const unlocked = await testApp.app.inject({
      method: 'GET',
      url: `/platform/api/users/unlock${link.search}`,
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await signInFrom(email, PASSWORD, '203.0.113.94')).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('password rules (issue 14 #10) on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api' });
  });
  afterAll(() => testApp.close());
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const refused = (response: LightMyRequestResponse, field = 'password') => {
    expect(response.statusCode).toBe(422);
    const body = error(response.json());
    expect(body.code).toBe('weak_password');
    expect(body.details![0]!.field).toBe(field);
    return body.details![0]!.message;
  };

  it('refuses common, all-space and email-containing passwords at sign-up', async () => {
    const email = 'jane.doe@example.com';
    const cases: Record<string, RegExp> = {
      '12345678': /too common/,
      password: /too common/,
      Password1: /too common/,
      '        ': /only spaces/,
      'jane.doe@example.com': /email/,
      'JANE.DOE-forever': /email/,
    };
    for (const [password, message] of Object.entries(cases)) {
      const response = await signUp(testApp, email, { password });
      expect(refused(response), password).toMatch(message);
    }
    // A long passphrase without digits or capitals is fine: no composition rules.
    expect(
      (await signUp(testApp, email, { password: 'purple elephants dance slowly' })).statusCode,
    ).toBe(201);
  });

  it('refuses them when a signed-in player changes the password', async () => {
    const client = await newPlayer(testApp, 'changer@example.com');
    const change = (password: string) =>
      inject({
        method: 'PATCH',
        url: '/platform/api/player/password',
        headers: as(client),
        payload: {
          current_password: PASSWORD,
          password,
          password_confirmation: password,
        },
      });
    refused(await change('qwertyuiop'));
    refused(await change('changer-2026'));
    refused(await change('         '));
    expect((await change('violet kestrel on the roof')).statusCode).toBe(200);
  });

  it('refuses them at reset, and the link still works for a better one', async () => {
    await newPlayer(testApp, 'resetter@example.com');
    await inject({
      method: 'POST',
      url: '/platform/api/users/password',
      headers: APP_HEADER,
      payload: { email: 'resetter@example.com' },
    });
    const link = await outboxLink(testApp, 'resetter@example.com', 'reset_password');
    const put = (password: string) =>
      inject({
        method: 'PUT',
        url: '/platform/api/users/password',
        headers: APP_HEADER,
        payload: {
          reset_password_token: link.searchParams.get('reset_password_token'),
          password,
          password_confirmation: password,
        },
      });
    refused(await put('iloveyou'));
    refused(await put('my resetter password'));
    expect((await put('amber lanterns at dusk')).statusCode).toBe(200);
  });
});
