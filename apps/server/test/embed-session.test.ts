import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_SESSION_PATH, errorEnvelopeSchema } from '@sportsbook/contract';
import type { EmbedTokenPayload } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { newHostTokenNonce, signHostToken } from '../src/services/embed/host-token';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { APP_HEADER, sessionCookie } from './platform-helpers';

const SECRET = 'operator-secret-that-is-long-enough-0123456789';
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const now = () => Math.floor(Date.now() / 1000);

function token(overrides: Partial<EmbedTokenPayload> = {}, secret = SECRET): string {
  return signHostToken(
    {
      host: 'operator',
      sub: 'player-1',
      iat: now(),
      exp: now() + 60,
      nonce: newHostTokenNonce(),
      currency: 'EUR',
      country: 'DE',
      ...overrides,
    },
    secret,
  );
}

describe.each(databaseTargets())('host token exchange (decision 039) on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api',
      EMBED_HOST_SECRETS: `operator=${SECRET}`,
      EMBED_TOKEN_MAX_AGE_SECONDS: '300',
      AUTH_RATE_LIMIT_PER_IP: '20',
    });
  });
  afterAll(() => testApp.close());
  const exchange = (body: unknown, headers: Record<string, string> = APP_HEADER) =>
    testApp.app.inject({
      method: 'POST',
      url: EMBED_SESSION_PATH,
      headers,
      payload: body as object,
    });

  it('turns a valid token into a session cookie that works in an iframe, once per host player', async () => {
    const first = await exchange({ token: token({ sub: 'alice' }) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ created: true, currency: 'EUR' });
    const cookie = sessionCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/' });
    const accounts = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/player/accounts',
      headers: { ...APP_HEADER, cookie: `sb_session=${cookie.value}` },
    });
    expect(accounts.statusCode).toBe(200);
    const again = await exchange({ token: token({ sub: 'alice' }) });
    expect(again.json()).toMatchObject({ created: false, player_id: first.json().player_id });
  });

  it('refuses a replayed token with 401 even within its lifetime', async () => {
    const once = token({ sub: 'bob' });
    expect((await exchange({ token: once })).statusCode).toBe(200);
    const replay = await exchange({ token: once });
    expect(replay.statusCode).toBe(401);
    expect(error(replay.json())).toMatchObject({
      code: 'embed_token_invalid',
      message: 'The host token was already used',
    });
    expect(sessionCookie(replay)).toBeUndefined();
  });

  it('refuses an expired token and one that would live too long', async () => {
    const expired = await exchange({ token: token({ iat: now() - 120, exp: now() - 1 }) });
    expect(expired.statusCode).toBe(401);
    expect(error(expired.json()).message).toBe('The host token has expired');
    const forever = await exchange({ token: token({ exp: now() + 3600 }) });
    expect(forever.statusCode).toBe(401);
    expect(error(forever.json()).message).toMatch(/at most 300 seconds/);
  });

  it('refuses a bad signature, an unknown host and a tampered payload', async () => {
    const forged = await exchange({
      token: token({}, 'another-secret-that-is-long-enough-012345'),
    });
    expect(forged.statusCode).toBe(401);
    expect(error(forged.json()).message).toMatch(/signature does not match/);
    const stranger = await exchange({ token: token({ host: 'stranger' }) });
    expect(stranger.statusCode).toBe(401);
    expect(error(stranger.json()).message).toMatch(/no configured host/);
    // Someone else's id in a payload signed for alice: the signature no longer matches.
    const [, signature] = token({ sub: 'alice' }).split('.');
    const body = Buffer.from(
      JSON.stringify({
        host: 'operator',
        sub: 'mallory',
        iat: now(),
        exp: now() + 60,
        nonce: newHostTokenNonce(),
      }),
    ).toString('base64url');
    const tampered = await exchange({ token: `${body}.${signature}` });
    expect(tampered.statusCode).toBe(401);
  });

  it('validates input with 400 and needs the CSRF header', async () => {
    expect((await exchange({})).statusCode).toBe(400);
    expect((await exchange({ token: 'no-dot-here' })).statusCode).toBe(400);
    expect((await exchange({ token: 'a\u0000b.c' })).statusCode).toBe(400);
    const noHeader = await exchange({ token: token() }, {});
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('host token exchange rate limit', () => {
  it('answers 429 past the per-address limit, before checking the token', async () => {
    const testApp = await buildTestApp('pglite', {
      ROLE: 'api',
      EMBED_HOST_SECRETS: `operator=${SECRET}`,
      AUTH_RATE_LIMIT_PER_IP: '2',
    });
    try {
      const send = () =>
        testApp.app.inject({
          method: 'POST',
          url: EMBED_SESSION_PATH,
          headers: APP_HEADER,
          payload: { token: 'unknown-payload.no-signature' },
        });
      expect((await send()).statusCode).toBe(401);
      expect((await send()).statusCode).toBe(401);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});
