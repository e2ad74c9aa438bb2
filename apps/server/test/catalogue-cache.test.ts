import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchesListSchema } from '@sportsbook/contract';
import { events } from '@sportsbook/db';
import { buildTestApp, sharedRedis } from './helpers';
import type { TestApp } from './helpers';

const API = '/sportsbook/api/v2';
const LIST = '/matches?type=match&match_status=0&sport_key=football&limit=5';

describe('catalogue response cache', () => {
  let testApp: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `${API}${url}`, headers });

  beforeAll(async () => {
    testApp = await buildTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('answers a repeated read from the cache, per language', async () => {
    expect((await get(LIST)).headers['x-cache']).toBe('miss');
    const again = await get(LIST);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.headers.vary).toBe('accept-language');
    expect((await get(LIST, { 'accept-language': 'de' })).headers['x-cache']).toBe('miss');
    expect((await get(LIST, { 'cache-control': 'no-cache' })).headers['x-cache']).toBe('miss');
  });

  it('drops a list and the match when one of its events changes, and shows the change', async () => {
    const list = matchesListSchema.parse((await get(LIST)).json());
    const changed = list.data[1]!;
    const other = list.data[0]!;
    await get(`/matches/${changed.id}/markets`);
    await get(`/matches/${other.id}/markets`);

    const db = testApp.app.database.db;
    await db.update(events).set({ status: 1 }).where(eq(events.id, changed.id));
    // Until the change is announced the cached answer stands (the time to live bounds it).
    expect((await get(LIST)).headers['x-cache']).toBe('hit');
    await testApp.app.catalogueCache.changed({ eventIds: [changed.id], lists: true });

    const fresh = await get(LIST);
    expect(fresh.headers['x-cache']).toBe('miss');
    const ids = matchesListSchema.parse(fresh.json()).data.map((match) => match.id);
    expect(ids).not.toContain(changed.id);
    expect((await get(`/matches/${changed.id}/markets`)).headers['x-cache']).toBe('miss');
    expect((await get(`/matches/${other.id}/markets`)).headers['x-cache']).toBe('hit');
  });

  it('never caches errors or a player’s favourites', async () => {
    await get('/matches?limit=abc');
    expect((await get('/matches?limit=abc')).statusCode).toBe(400);
    expect((await get('/matches?limit=abc')).headers['x-cache']).toBeUndefined();
    await get('/matches?favourite=true');
    expect((await get('/matches?favourite=true')).headers['x-cache']).toBeUndefined();
  });
});

describe.runIf(process.env.REDIS_URL)('catalogue response cache across processes', () => {
  const redis = sharedRedis();
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // The first process only announces a change: it needs no catalogue of its own.
    first = await buildTestApp('pglite', { ...redis, ROLE: 'api' });
    second = await buildTestApp('pglite', redis);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('drops in every process what a change in one process affects', async () => {
    const url = `${API}${LIST}`;
    const list = matchesListSchema.parse((await second.app.inject({ url })).json());
    expect((await second.app.inject({ url })).headers['x-cache']).toBe('hit');
    await first.app.catalogueCache.changed({ eventIds: [list.data[0]!.id] });
    await expect
      .poll(async () => (await second.app.inject({ url })).headers['x-cache'], { timeout: 2_000 })
      .toBe('miss');
  });
});
