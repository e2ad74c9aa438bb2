import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Issue 14 #11: every answer that depends on the session says `Cache-Control: no-store`. The
 * GET routes are read from Fastify's route table, so a private route added later is walked too:
 * one that refuses an anonymous caller with 401 must answer a signed-in one with no-store.
 */
describe.each(databaseTargets())(
  'private answers are not stored (issue 14 #11) on %s',
  (target) => {
    let testApp: TestApp;
    let client: Client;
    const routes: { method: string; url: string }[] = [];
    beforeAll(async () => {
      testApp = await buildTestApp(
        target,
        { ROLE: 'api' },
        {
          onRoute: (route: RouteOptions) => {
            for (const method of [route.method].flat()) routes.push({ method, url: route.url });
          },
        },
      );
      client = await newPlayer(testApp, 'private@example.com');
    });
    afterAll(() => testApp.close());
    const inject = (method: string, url: string, signedIn: boolean, payload?: object) =>
      testApp.app.inject({
        method: method as 'GET',
        url,
        headers: as(signedIn ? client : null),
        ...(payload ? { payload } : {}),
      });

    it('walks every GET route of the route table: the private ones answer no-store', async () => {
      const gets = routes
        .filter((route) => route.method === 'GET' && !route.url.includes('*'))
        .map((route) => route.url.replace(/:[^/]+/g, '1'));
      expect(gets.length).toBeGreaterThan(20);
      const privateRoutes: string[] = [];
      for (const url of gets) {
        const anonymous = await inject('GET', url, false);
        if (anonymous.statusCode !== 401) continue;
        privateRoutes.push(url);
        const signedIn = await inject('GET', url, true);
        expect(signedIn.statusCode, url).toBeLessThan(500);
        expect(signedIn.headers['cache-control'], url).toBe('no-store');
      }
      // The walk found the player's calls, bets, notifications and history.
      expect(privateRoutes).toEqual(
        expect.arrayContaining([
          '/platform/api/player',
          '/platform/api/player/accounts',
          '/sportsbook/api/v2/notifications/counters',
          '/sportsbook/api/v3/bets',
        ]),
      );
    });

    it('covers the private POSTs (websocket authorize, settings, notifications) and sign-in', async () => {
      const calls: [string, string, object][] = [
        ['POST', '/sportsbook/api/v2/websocket/authorize', { channels: ['$player:1'] }],
        ['POST', '/sportsbook/api/v2/websocket/token', {}],
        ['POST', '/sportsbook/api/v2/settings', { odds_type: 'decimal' }],
        ['POST', '/sportsbook/api/v2/notifications/read-all', {}],
        ['GET', '/sportsbook/api/v2/settings', {}],
      ];
      for (const [method, url, payload] of calls) {
        const response = await inject(method, url, true, method === 'GET' ? undefined : payload);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/platform/api/users/sign_in',
        headers: as(null),
        payload: { email: 'private@example.com', password: 'correct horse battery' },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.headers['cache-control']).toBe('no-store');
    });

    it('leaves public catalogue answers cacheable, even for a signed-in caller', async () => {
      const response = await inject('GET', '/sportsbook/api/v2/sports', true);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    });
  },
);
