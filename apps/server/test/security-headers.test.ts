import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY } from '../src/plugins/infrastructure/security-headers';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Decision 033: every API answer (success, 4xx, unknown path) carries the security headers, and
 * HSTS only when the site is served over HTTPS. The pages' headers and nonces are checked against
 * the real Next.js build in e2e/tests/security-headers.spec.ts.
 */
describe('security headers on API answers (decision 033)', () => {
  // Apps are built in the hooks, whose time limit allows for a busy machine.
  let plain: TestApp;
  let publicHttps: TestApp;
  beforeAll(async () => {
    [plain, publicHttps] = await Promise.all([
      buildTestApp('pglite', { ROLE: 'api', TRUSTED_PROXIES: 'loopback' }),
      buildTestApp('pglite', { ROLE: 'api', PUBLIC_URL: 'https://bet.example' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), publicHttps?.close()]);
  });

  it('are on answers of every kind, with a policy that loads nothing', async () => {
    const { app } = plain;
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/sportsbook/api/v2/sports' }),
      app.inject({ method: 'GET', url: '/platform/api/player' }),
      app.inject({ method: 'GET', url: '/sportsbook/api/v2/no-such-thing' }),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': PERMISSIONS_POLICY,
        'x-frame-options': 'DENY',
      });
      // Plain HTTP, no https public address: no HSTS.
      expect(answer.headers).not.toHaveProperty('strict-transport-security');
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);

    // Behind a trusted proxy (loopback here) that says https: HSTS. Anyone else saying so: none.
    const viaProxy = { 'x-forwarded-proto': 'https' };
    const proxied = await app.inject({ method: 'GET', url: '/healthz', headers: viaProxy });
    expect(proxied.headers['strict-transport-security']).toBe(HSTS);
    const forged = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: viaProxy,
      remoteAddress: '203.0.113.9',
    });
    expect(forged.headers).not.toHaveProperty('strict-transport-security');
  });

  it('say HSTS when the public address is https', async () => {
    const { app } = publicHttps;
    const answer = await app.inject({ method: 'GET', url: '/sportsbook/api/v2/sports' });
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
  });
});
