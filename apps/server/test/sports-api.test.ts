import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, sportsListSchema } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';

describe.each(databaseTargets())('GET /sportsbook/api/v2/sports on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target);
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers {data, pagination} in snake_case with the seeded sports', async () => {
    const response = await get('/sportsbook/api/v2/sports');
    expect(response.statusCode).toBe(200);
    const body = sportsListSchema.parse(response.json());
    expect(body.data.length).toBe(14);
    expect(body.pagination).toEqual({ total: 14, page: 1, limit: 500, last_page: 1 });
    expect(body.data[0]).toMatchObject({
      key: 'football',
      urn_id: 'sr:sport:1',
      type: 'regular',
      provider: 'betradar',
    });
    expect(Object.keys(body.data[0]!)).toEqual([
      'id',
      'urn_id',
      'key',
      'name',
      'priority',
      'type',
      'provider',
    ]);
  });

  it('pages: limit=5&page=3 gives the last four sports', async () => {
    const body = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?limit=5&page=3')).json(),
    );
    expect(body.data.length).toBe(4);
    expect(body.pagination).toEqual({ total: 14, page: 3, limit: 5, last_page: 3 });
  });

  it('names sports in the language of Accept-Language, br meaning pt-BR', async () => {
    const de = sportsListSchema.parse(
      (
        await get('/sportsbook/api/v2/sports?sport_key=football', {
          'accept-language': 'de-DE,de;q=0.9',
        })
      ).json(),
    );
    expect(de.data[0]?.name).toBe('Fußball');
    const br = sportsListSchema.parse(
      (
        await get('/sportsbook/api/v2/sports?sport_key=football', { 'accept-language': 'br' })
      ).json(),
    );
    expect(br.data[0]?.name).toBe('Futebol');
    const unknown = sportsListSchema.parse(
      (
        await get('/sportsbook/api/v2/sports?sport_key=football', { 'accept-language': 'xx' })
      ).json(),
    );
    expect(unknown.data[0]?.name).toBe('Football');
  });

  it('filters by sport_key (comma-separated) and sport_type', async () => {
    const keys = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?sport_key=tennis,cs2')).json(),
    );
    expect(keys.data.map((s) => s.key).sort()).toEqual(['cs2', 'tennis']);
    const cyber = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?sport_type=cyber')).json(),
    );
    expect(cyber.data.map((s) => s.provider)).toEqual(['oddin', 'oddin', 'oddin', 'oddin']);
  });

  it('lists only sports that have events of the asked status, type or video', async () => {
    const prematch = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?match_status=0')).json(),
    );
    expect(prematch.data.length).toBe(14);
    const live = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?match_status=1')).json(),
    );
    expect(live.data).toEqual([]);
    const seasons = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?match_type=season')).json(),
    );
    expect(seasons.data.length).toBeGreaterThan(0);
    expect(seasons.data.length).toBeLessThan(14);
    const notBettable = sportsListSchema.parse(
      (await get('/sportsbook/api/v2/sports?bettable=false')).json(),
    );
    expect(notBettable.pagination.total).toBe(0);
  });

  it.each([
    [
      'match_status=7',
      'match_status: must be event statuses from 0 to 5 (comma-separated), got "7"',
    ],
    [
      'match_type=friendly',
      'match_type: must be one of match, stage, season, simple_tournament, got "friendly"',
    ],
    ['has_video=yes', 'has_video: must be true, false, 1 or 0, got "yes"'],
    ['limit=abc', 'limit: must be an integer from 1 to 500, got "abc"'],
    ['limit=5000', 'limit: must be an integer from 1 to 500, got 5000'],
    ['limit=0', 'limit: must be an integer from 1 to 500, got 0'],
    ['page=-1', 'page: must be an integer from 1 to 1000000, got -1'],
    ['page=1.5', 'page: must be an integer from 1 to 1000000, got "1.5"'],
    ['sport_type=golf', 'sport_type: must be one of regular, cyber, premium_cricket, got "golf"'],
  ])('refuses %s with a 400 and a clear message', async (query, message) => {
    const response = await get(`/sportsbook/api/v2/sports?${query}`);
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toBe(`Invalid query parameter: ${message}`);
    expect(body.error.details?.[0]?.field).toBe(query.split('=')[0]);
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    for (const url of [
      '/sportsbook/api/v2/nope',
      '/sportsbook/api/v9/sports',
      '/platform/api/nothing',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });

  it('reports liveness and readiness', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', pubsub: 'ok' });
  });
});
