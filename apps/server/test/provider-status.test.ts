import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  RealtimeEventName,
  marketsChangedMessageSchema,
  matchMarketsChangedMessageSchema,
  marketsListSchema,
  matchSchema,
  matchesListSchema,
  searchResultSchema,
  settingsSchema,
} from '@sportsbook/contract';
import type { MatchWire, Publication } from '@sportsbook/contract';
import { episodesBetween, isDownAt } from '@sportsbook/feed';
import { publishFeedChanges } from '../src/services/live/publish-feed-changes';
import { buildTestApp, sharedRedis } from './helpers';
import type { TestApp } from './helpers';

const V2 = '/sportsbook/api/v2';
const HOUR = 3_600_000;

describe.each(databaseTargets())('a provider that goes down (%s)', (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(target, { ROLE: 'api,feed' });
    await test.app.feed.advance(0);
  }, 120_000);
  afterAll(() => test.close());

  const get = (path: string) => test.app.inject({ method: 'GET', url: `${V2}${path}` });
  const json = async <T>(path: string, schema: { parse(value: unknown): T }) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    return schema.parse(response.json());
  };
  const statusesOf = async (matchId: number) =>
    (await json(`/matches/${matchId}/markets?limit=500`, marketsListSchema)).data.map(
      (market) => market.market_status,
    );
  const providerStatuses = async () =>
    Object.fromEntries(
      (await json('/settings', settingsSchema)).provider_statuses.map((s) => [
        s.provider,
        s.is_active,
      ]),
    );

  // Called directly: while a provider is down the engine holds its messages, so the feed only
  // publishes such lines when a batch written before the outage is published after it.
  it('publishes a down provider’s lines suspended on the match and public channels', async () => {
    const { data } = await json('/matches?type=match&match_status=0&limit=50', matchesListSchema);
    const match = data.find(
      (m) => m.provider === 'betradar' && m.main_market?.market_status === 1,
    ) as MatchWire;
    expect(match).toBeDefined();
    const { data: lines } = await json(`/matches/${match.id}/markets?limit=500`, marketsListSchema);
    const published: Publication[] = [];
    await publishFeedChanges({
      db: test.app.database.db,
      changes: {
        eventIds: [match.id],
        statusChanges: new Map(),
        markets: new Map([
          [
            match.id,
            lines.map((line) => ({
              eventId: match.id,
              marketId: line.market_id,
              specifier: line.specifier,
            })),
          ],
        ]),
        providers: [],
      },
      publish: async (publication) => {
        published.push(publication);
      },
      isProviderActive: (provider) => provider !== 'betradar',
    });
    const onMatch = published.find(
      (p) => p.channel === `match:${match.id}` && p.event_name === RealtimeEventName.marketsChanged,
    );
    const byLine = (
      markets: Array<{ market_id: number; specifier: string; market_status: number }>,
    ) => Object.fromEntries(markets.map((m) => [`${m.market_id}/${m.specifier}`, m.market_status]));
    const expected = byLine(
      lines.map((m) => ({ ...m, market_status: m.market_status === 1 ? -1 : m.market_status })),
    );
    expect(Object.values(expected)).toContain(-1);
    expect(byLine(matchMarketsChangedMessageSchema.parse(onMatch?.message).markets)).toEqual(
      expected,
    );
    const publicMatch = published.find(
      (p) => p.channel === 'public:en' && p.event_name === RealtimeEventName.matchChanged,
    );
    expect(matchSchema.parse(publicMatch?.message).main_market?.market_status).toBe(-1);
    const publicMain = published.find(
      (p) => p.channel === 'public:en' && p.event_name === RealtimeEventName.marketsChanged,
    );
    expect(marketsChangedMessageSchema.parse(publicMain?.message).markets[0]?.market_status).toBe(
      -1,
    );
  });

  it('serves its markets suspended while it is down, from every read, and open again after', async () => {
    const seed = test.app.config.FEED_SEED;
    const now = test.app.feed.providers[0]?.simulatedNow as number;
    // An outage of betradar while oddin is up, so the other provider shows what must not change.
    const episode = episodesBetween(seed, 'betradar', now, now + 24 * HOUR).find(
      (e) =>
        e.start > now + 2_000 &&
        !isDownAt(seed, 'oddin', e.start + 1_000) &&
        !isDownAt(seed, 'oddin', e.end + 1_000),
    );
    expect(episode).toBeDefined();
    const { start, end } = episode as { start: number; end: number };
    await test.app.feed.advance(start - now - 1_000);

    // Prematch matches well after the outage: no bet stop or kick-off moves their markets, and
    // the latest ones are the last the engine would bring forward.
    const { data } = await json(
      '/matches?type=match&match_status=0&sort_by=-start_time&limit=500',
      matchesListSchema,
    );
    const open = (provider: string) =>
      data.find(
        (m) =>
          m.provider === provider &&
          m.main_market?.market_status === 1 &&
          Date.parse(m.start_time) > end + HOUR,
      ) as MatchWire;
    const betradar = open('betradar');
    const oddin = open('oddin');
    expect(betradar).toBeDefined();
    expect(oddin).toBeDefined();
    const before = await statusesOf(betradar.id);
    expect(before).toContain(1);
    expect(await statusesOf(oddin.id)).toContain(1);
    // Cached now; nothing the feed sends during the outage names this match.
    expect((await get(`/matches/${betradar.id}/markets?limit=500`)).headers['x-cache']).toBe('hit');
    expect((await get(`/matches/${betradar.id}`)).headers['x-cache']).toBe('miss');
    expect((await get(`/matches/${betradar.id}`)).headers['x-cache']).toBe('hit');
    expect(await providerStatuses()).toMatchObject({ betradar: true, oddin: true });

    await test.app.feed.advance(2_000);
    expect(test.app.providerStatus.isActive('betradar')).toBe(false);

    const markets = await get(`/matches/${betradar.id}/markets?limit=500`);
    expect(markets.headers['x-cache']).toBe('miss');
    const during = marketsListSchema.parse(markets.json()).data.map((m) => m.market_status);
    // Every open line is suspended; lines in any other state keep it.
    expect(during).toEqual(before.map((status) => (status === 1 ? -1 : status)));
    const match = await get(`/matches/${betradar.id}`);
    expect(match.headers['x-cache']).toBe('miss');
    expect(matchSchema.parse(match.json()).main_market?.market_status).toBe(-1);
    const list = await json(
      `/matches?id=${betradar.id},${oddin.id}&type=match&limit=10`,
      matchesListSchema,
    );
    const mainStatus = (id: number) => list.data.find((m) => m.id === id)?.main_market;
    expect(mainStatus(betradar.id)?.market_status).toBe(-1);
    expect(mainStatus(oddin.id)?.market_status).toBe(1);
    const name = betradar.home?.name as string;
    const found = await json(
      `/search?q=${encodeURIComponent(name.slice(0, 12))}`,
      searchResultSchema,
    );
    const inSearch = found.data.matches.find((m) => m.id === betradar.id);
    expect(inSearch?.main_market?.market_status).toBe(-1);
    // The other provider's markets are untouched.
    expect(await statusesOf(oddin.id)).toContain(1);
    expect(await providerStatuses()).toMatchObject({ betradar: false, oddin: true });

    // Cached while down, then dropped on recovery: nothing else would drop it.
    expect((await get(`/matches/${betradar.id}/markets?limit=500`)).headers['x-cache']).toBe('hit');
    const simulated = test.app.feed.providers[0]?.simulatedNow as number;
    await test.app.feed.advance(end - simulated + 1_000);
    expect(test.app.providerStatus.isActive('betradar')).toBe(true);

    const recovered = await get(`/matches/${betradar.id}/markets?limit=500`);
    expect(recovered.headers['x-cache']).toBe('miss');
    expect(marketsListSchema.parse(recovered.json()).data.map((m) => m.market_status)).toEqual(
      before,
    );
    expect(
      matchSchema.parse((await get(`/matches/${betradar.id}`)).json()).main_market?.market_status,
    ).toBe(1);
    expect(await providerStatuses()).toMatchObject({ betradar: true, oddin: true });
  }, 120_000);
});

describe.runIf(process.env.REDIS_URL)('provider status across processes', () => {
  const redis = sharedRedis();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // The first process only announces: it needs no catalogue of its own.
    first = await buildTestApp('pglite', { ...redis, ROLE: 'api' });
    second = await buildTestApp('pglite', { ...redis, ROLE: 'api,feed' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('suspends in every process what one process announces, and drops their cached answers', async () => {
    const list = await second.app.inject({ url: `${V2}/matches?type=match&match_status=0` });
    const match = matchesListSchema
      .parse(list.json())
      .data.find((m) => m.provider === 'betradar' && m.main_market?.market_status === 1);
    expect(match).toBeDefined();
    const url = `${V2}/matches/${match?.id}`;
    await second.app.inject({ url });
    expect((await second.app.inject({ url })).headers['x-cache']).toBe('hit');
    const mainStatus = async () => {
      const response = await second.app.inject({ url });
      return matchSchema.parse(response.json()).main_market?.market_status;
    };

    await first.app.providerStatus.changed([
      { provider: 'betradar', up: false, changedAt: new Date() },
    ]);
    await expect.poll(mainStatus, { timeout: 2_000 }).toBe(-1);
    const settings = await second.app.inject({ url: `${V2}/settings` });
    expect(settingsSchema.parse(settings.json()).provider_statuses).toContainEqual(
      expect.objectContaining({ provider: 'betradar', is_active: false }),
    );

    await first.app.providerStatus.changed([
      { provider: 'betradar', up: true, changedAt: new Date() },
    ]);
    await expect.poll(mainStatus, { timeout: 2_000 }).toBe(1);
  });
});
