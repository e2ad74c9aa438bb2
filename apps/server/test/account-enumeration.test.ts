import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutboxMessages } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import * as secrets from '../src/services/accounts/secrets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { APP_HEADER, PASSWORD, newPlayer, signIn, signUp } from './platform-helpers';

/**
 * Issue 14 #8: a registered and an unknown email get the same answer after the same work. No
 * stopwatch (it would be flaky): the argon2 calls are counted, and the work that differs by
 * email is caught as it is handed to `mailer.later`, i.e. shown to run after the answer.
 */
vi.mock('../src/services/accounts/secrets', async (importOriginal) => {
  const actual = await importOriginal<typeof secrets>();
  return {
    ...actual,
    hashPassword: vi.fn(actual.hashPassword),
    verifyPassword: vi.fn(actual.verifyPassword),
  };
});

interface Observed {
  status: number;
  body: unknown;
  hashes: number;
  verifies: number;
  /** Tasks handed to `mailer.later` while the request ran. */
  deferred: number;
}

describe.each(databaseTargets())('no user enumeration (issue 14 #8) on %s', (target) => {
  let testApp: TestApp;
  let held: (() => Promise<void>)[] = [];
  let runLater: (task: () => Promise<void>) => void;
  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    });
    runLater = testApp.app.mailer.later.bind(testApp.app.mailer);
  });
  afterAll(() => testApp.close());

  /** Runs `call` with deferred work held back, counting what happened before its answer. */
  async function observe(call: () => Promise<LightMyRequestResponse>): Promise<Observed> {
    vi.mocked(secrets.hashPassword).mockClear();
    vi.mocked(secrets.verifyPassword).mockClear();
    held = [];
    testApp.app.mailer.later = (task) => held.push(task);
    let response: LightMyRequestResponse;
    try {
      response = await call();
    } finally {
      testApp.app.mailer.later = runLater;
    }
    const observed = {
      status: response.statusCode,
      body: response.json(),
      hashes: vi.mocked(secrets.hashPassword).mock.calls.length,
      verifies: vi.mocked(secrets.verifyPassword).mock.calls.length,
      deferred: held.length,
    };
    for (const task of held) await task();
    return observed;
  }
  const outbox = async (recipient: string) =>
    (await listOutboxMessages(testApp.app.database.db, { recipient, limit: 10 })).rows.map(
      (row) => row.kind,
    );
  const post = (url: string, email: string) =>
    testApp.app.inject({ method: 'POST', url, headers: APP_HEADER, payload: { email } });

  it('sign-up of a registered email answers as for a new one, hashes alike, and mails the owner', async () => {
    await newPlayer(testApp, 'owner@example.com');
    const known = await observe(() => signUp(testApp, 'owner@example.com'));
    const fresh = await observe(() => signUp(testApp, 'newcomer@example.com'));
    expect(known.status).toBe(201);
    expect({ ...known, body: undefined }).toEqual({ ...fresh, body: undefined });
    expect(known.body).toEqual({ ...(fresh.body as object), email: 'owner@example.com' });
    expect(known).toMatchObject({ hashes: 1, deferred: 1 });
    expect(await outbox('owner@example.com')).toContain('account_exists');
    expect(await outbox('newcomer@example.com')).toEqual(['confirmation']);
  });

  it('sign-in verifies an argon2 hash for an unknown email too, and answers alike', async () => {
    await newPlayer(testApp, 'signer@example.com');
    const wrong = await observe(() => signIn(testApp, 'signer@example.com', 'not the password'));
    const unknown = await observe(() => signIn(testApp, 'ghost@example.com', 'not the password'));
    expect(wrong).toMatchObject({ status: 401, verifies: 1, hashes: 0 });
    expect(unknown).toMatchObject({ status: 401, verifies: 1, hashes: 0 });
    expect(unknown.body).toEqual(wrong.body);
    expect(JSON.stringify(wrong.body)).not.toMatch(/attempt|lock/i);
    // The known account's failure count is written after the answer, not before it.
    expect(wrong.deferred).toBe(1);
    expect(unknown.deferred).toBe(0);
    expect((await signIn(testApp, 'signer@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['forgot-password', '/platform/api/users/password', 'reset_password'],
    ['resend confirmation', '/platform/api/users/confirmation', 'confirmation'],
    ['resend unlock', '/platform/api/users/unlock', 'unlock'],
  ])('%s does its lookup and mail after the answer for both', async (_, url, kind) => {
    const email = `unconfirmed-${kind}@example.com`;
    expect((await signUp(testApp, email)).statusCode).toBe(201);
    const before = (await outbox(email)).filter((k) => k === kind).length;
    const known = await observe(() => post(url, email));
    const unknown = await observe(() => post(url, `nobody-${kind}@example.com`));
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 200, hashes: 0, verifies: 0, deferred: 1 });
    expect((await outbox(email)).filter((k) => k === kind).length).toBe(before + 1);
    expect(await outbox(`nobody-${kind}@example.com`)).toEqual([]);
  });
});
