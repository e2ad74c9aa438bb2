import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { touchSession } from '@sportsbook/db';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { sha256 } from '../src/services/accounts/secrets';
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
} from './platform-helpers';

describe('sessions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', { ROLE: 'api', SESSION_IDLE_MINUTES: '30' });
  });
  afterAll(() => testApp.close());
  const player = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/platform/api/player', headers: { cookie } });

  it('stores only a hash of the session id', async () => {
    const client = await newPlayer(testApp, 'hashed@example.com');
    const id = client.cookie.split('=')[1]!;
    const rows = await testApp.app.database.db.execute(sql`select id_hash from sessions`);
    const hashes = JSON.stringify(rows);
    expect(hashes).not.toContain(id);
    expect(hashes).toContain(sha256(id));
  });

  it('ends a session after the idle timeout and after its absolute lifetime', async () => {
    const idle = await newPlayer(testApp, 'idle@example.com');
    expect((await player(idle.cookie)).statusCode).toBe(200);
    const idleHash = sha256(idle.cookie.split('=')[1]!);
    await touchSession(testApp.app.database.db, idleHash, new Date(Date.now() - 31 * 60_000));
    const expired = await player(idle.cookie);
    expect(expired.statusCode).toBe(401);
    // The stale cookie is cleared so the browser stops sending it.
    expect(sessionCookie(expired)?.value).toBe('');

    const old = await newPlayer(testApp, 'old@example.com');
    const oldHash = sha256(old.cookie.split('=')[1]!);
    await testApp.app.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id_hash = ${oldHash}`,
    );
    expect((await player(old.cookie)).statusCode).toBe(401);
  });
});

describe('iframe mode', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', { ROLE: 'api', IFRAME_MODE: 'true' });
  });
  afterAll(() => testApp.close());

  it('sets SameSite=None and Secure on the session cookie', async () => {
    await newPlayer(testApp, 'iframe@example.com');
    const response = await signIn(testApp, 'iframe@example.com');
    expect(sessionCookie(response)).toMatchObject({
      sameSite: 'None',
      secure: true,
      httpOnly: true,
    });
  });
});

describe('logs of the auth flows', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(testEnv({ ROLE: 'api', LOG_LEVEL: 'trace' }), {
      logStream: stream,
    });
    await app.ready();
    testApp = { app, close: () => app.close() };
  });
  afterAll(() => testApp.close());

  it('carry no password, token, code or session id', async () => {
    const secrets: string[] = [PASSWORD];
    const client = await newPlayer(testApp, 'logs@example.com');
    secrets.push(client.cookie.split('=')[1]!);
    secrets.push(
      (await outboxLink(testApp, 'logs@example.com', 'confirmation')).searchParams.get(
        'confirmation_token',
      )!,
    );
    await testApp.app.inject({
      method: 'POST',
      url: '/platform/api/users/password',
      headers: APP_HEADER,
      payload: { email: 'logs@example.com' },
    });
    const reset = (
      await outboxLink(testApp, 'logs@example.com', 'reset_password')
    ).searchParams.get('reset_password_token')!;
    secrets.push(reset, 'another password 1');
    await testApp.app.inject({
      method: 'PUT',
      url: '/platform/api/users/password',
      headers: as(client),
      payload: {
        reset_password_token: reset,
        password: 'another password 1',
        password_confirmation: 'another password 1',
      },
    });
    // A failing request logs too: the secrets must not ride along in an error.
    await testApp.app.inject({
      method: 'GET',
      url: `/platform/api/users/confirmation?confirmation_token=${reset}`,
    });
    const output = lines.join('');
    expect(output).toContain('incoming request');
    expect(output).toContain('confirmation_token=[redacted]');
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/\$argon2id/);
  });
});
