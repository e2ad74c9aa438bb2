import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sportsbook/contract';
import { loadEnv } from '../src/env';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

// Auth only, no database work: PGlite is enough (decision 043).
describe('operator API authentication', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', {
      ROLE: 'api',
      ...operatorKeysEnv(),
      AUTH_RATE_LIMIT_PER_IP: '5',
    });
  });
  afterAll(() => testApp.close());
  const me = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
    testApp.app.inject({ method: 'GET', url: '/operator/api/v1/me', headers, remoteAddress });

  it('answers each staff key with its name and role', async () => {
    for (const role of ['operator', 'content', 'support'] as const) {
      const response = await me(operatorHeaders(role));
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toEqual({ name: `test-${role}`, role });
      expect(response.headers['cache-control'], role).toBe('no-store');
    }
  });

  it('refuses a player session, a missing key and a wrong key with 401', async () => {
    const player = await newPlayer(testApp, 'staff-impostor@example.com');
    const withCookie = await me(as(player) as Record<string, string>, '10.0.0.2');
    expect(withCookie.statusCode).toBe(401);
    expect(error(withCookie.json()).message).toMatch(/operator API key/);
    expect(withCookie.headers['cache-control']).toBe('no-store');
    expect((await me({}, '10.0.0.2')).statusCode).toBe(401);
    expect(
      (await me({ authorization: 'Bearer not-a-key-0123456789' }, '10.0.0.2')).statusCode,
    ).toBe(401);
  });

  it('admits only the roles a route names (default: operator)', async () => {
    // Unknown operator paths answer 404 to any staff role, 401 to anyone else.
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/operator/api/v1/nothing-here',
      headers: operatorHeaders('support'),
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/operator/api/v1/nothing-here',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rate-limits failed keys per client address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await me(
        {
          authorization: 'Bearer wrong-key-0123456789abc',
          'x-forwarded-for': `203.0.113.${attempt}`,
        },
        '10.0.0.9',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Another address is not affected, and a right key still works from anywhere.
    expect((await me(operatorHeaders(), '10.0.0.10')).statusCode).toBe(200);
  });

  it('rejects malformed key configuration at start', () => {
    expect(() => loadEnv({ OPERATOR_API_KEYS: 'alice:admin:0123456789abcdef01234567' })).toThrow(
      /OPERATOR_API_KEYS/,
    );
    expect(() => loadEnv({ OPERATOR_API_KEYS: 'alice:operator:short' })).toThrow(
      /OPERATOR_API_KEYS/,
    );
  });
});
