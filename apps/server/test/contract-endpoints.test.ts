import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEndpoints, apiSchemas, type ApiEndpointName } from '@sportsbook/contract';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';

/**
 * The web builds every URL of our API from the contract's endpoint table (issue 17 §1): each row
 * must be a route this server registers, with that method, and a route that validates its body
 * or query must do it with the contract's own schema for the call, so the web's types (taken from
 * the same schemas) and the server's checks cannot part.
 */
interface SeenRoute {
  schema: { body?: unknown; querystring?: unknown };
}

describe('the contract’s endpoint table against the server’s routes', () => {
  let testApp: TestApp;
  const routes = new Map<string, SeenRoute>();
  beforeAll(async () => {
    testApp = await buildTestApp(
      'pglite',
      { ROLE: 'api,realtime' },
      {
        onRoute(route: RouteOptions) {
          for (const method of [route.method].flat()) {
            routes.set(`${method} ${route.url}`, {
              schema: (route.schema ?? {}) as SeenRoute['schema'],
            });
          }
        },
      },
    );
  });
  afterAll(() => testApp.close());

  const names = Object.keys(apiEndpoints) as ApiEndpointName[];

  it.each(names)('%s is a registered route validated with the contract’s schemas', (name) => {
    const endpoint = apiEndpoints[name];
    const route = routes.get(`${endpoint.method} ${endpoint.path}`);
    expect(route, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    const schemas = apiSchemas[name] as { body?: unknown; query?: unknown };
    if (route!.schema.body !== undefined && schemas.body !== undefined) {
      expect(route!.schema.body).toBe(schemas.body);
    }
    if (route!.schema.querystring !== undefined && schemas.query !== undefined) {
      expect(route!.schema.querystring).toBe(schemas.query);
    }
  });

  it('fails on a path the server does not serve (the check can fire)', () => {
    expect(routes.get('GET /sportsbook/api/v2/no-such-call')).toBeUndefined();
    expect(routes.get(`POST ${apiEndpoints.player.path}`)).toBeUndefined();
  });
});
