import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  RealtimeEventName,
  matchMarketsChangedMessageSchema,
  matchSchema,
  matchStatusChangedMessageSchema,
  providerStatusChangedMessageSchema,
} from '@sportsbook/contract';
import type { MarketOddsWire, MarketWire, MatchWire } from '@sportsbook/contract';
import { episodesBetween } from '@sportsbook/feed';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { client, collect, listenOn, subscribe } from './realtime-client';

const V2 = '/sportsbook/api/v2';

describe.each(databaseTargets())('live feed persisted and published (%s)', (target) => {
  let test: TestApp;
  let url: string;
  let socket: Socket;
  beforeAll(async () => {
    test = await buildTestApp(target, { ROLE: 'api,realtime,feed' });
    url = await listenOn(test.app);
    socket = await client(url);
    // Boot: matches that started earlier are fast-forwarded, and enough are brought forward.
    await test.app.feed.advance(0);
  }, 120_000);
  afterAll(async () => {
    socket.disconnect();
    await test.close();
  });

  const get = async <T>(path: string) => {
    const response = await test.app.inject({ method: 'GET', url: `${V2}${path}` });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('lists at least 20 live matches across sports with clock, scores and periods', async () => {
    const { data } = await get<{ data: MatchWire[] }>('/matches?match_status=1&limit=500');
    expect(data.length).toBeGreaterThanOrEqual(20);
    expect(new Set(data.map((m) => m.sport.key)).size).toBeGreaterThanOrEqual(5);
    for (const match of data) {
      expect(matchSchema.parse(match)).toBeTruthy();
      expect(match.is_live).toBe(true);
      expect(match.total_score).not.toBeNull();
    }
    const football = data.find((m) => m.sport.key === 'football');
    expect(football?.clock?.match_time).toMatch(/^\d\d:\d\d$/);
    expect(football?.period_scores.length).toBeGreaterThan(0);
    const tennis = data.find((m) => m.sport.key === 'tennis');
    if (tennis) expect(tennis.current_server).toMatch(/home|away/);
    const one = await get<MatchWire>(`/matches/${data[0]?.id}`);
    expect(Array.isArray(one.timeline)).toBe(true);
  });

  it('an odds change from the engine arrives on match:<id> and the markets call agrees', async () => {
    const { data } = await get<{ data: MatchWire[] }>('/matches?match_status=1&sport_key=football');
    const match = data[0] as MatchWire;
    expect(await subscribe(socket, `match:${match.id}`)).toEqual({ ok: true });
    const inbox = collect(socket);
    let landed = false;
    const arrived = inbox
      .next(
        (p) =>
          p.channel === `match:${match.id}` && p.event_name === RealtimeEventName.marketsChanged,
      )
      .then((publication) => {
        landed = true;
        return publication;
      });
    // Simulated time moves on in steps until the match's prices move (half-time lasts 15 min).
    for (let i = 0; i < 40 && !landed; i++) {
      await test.app.feed.advance(30_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const publication = await arrived;
    const message = matchMarketsChangedMessageSchema.parse(publication.message);
    expect(message.match_id).toBe(match.id);
    expect(message.markets.length).toBeGreaterThan(0);
    // Lean lines (decision 015): prices and states only, no names to send to every viewer.
    const raw = publication.message as { markets: Array<Record<string, unknown>> };
    expect(Object.keys(raw.markets[0]!).sort()).toEqual([
      'market_id',
      'market_status',
      'outcomes',
      'specifier',
    ]);
    // Later publications may have moved the same lines on: compare with the latest of each line.
    const latest = new Map<string, MarketOddsWire>();
    for (const p of inbox.received)
      if (p.channel === `match:${match.id}` && p.event_name === RealtimeEventName.marketsChanged)
        for (const market of matchMarketsChangedMessageSchema.parse(p.message).markets)
          latest.set(`${market.market_id}/${market.specifier}`, market);
    const rest = await test.app.inject({
      method: 'GET',
      url: `${V2}/matches/${match.id}/markets?limit=500`,
      headers: { 'cache-control': 'no-cache' },
    });
    const listed = new Map(
      rest.json<{ data: MarketWire[] }>().data.map((m) => [`${m.market_id}/${m.specifier}`, m]),
    );
    for (const [key, market] of latest) {
      if (market.market_status === 0) expect(listed.has(key)).toBe(false);
      else {
        const line = listed.get(key)!;
        expect({
          market_id: line.market_id,
          specifier: line.specifier,
          market_status: line.market_status,
          outcomes: line.outcomes.map(({ outcome_id, odds, active }) => ({
            outcome_id,
            odds,
            active,
          })),
        }).toEqual(market);
      }
    }
    // The cached answer was invalidated too.
    const cached = await get<{ data: MarketWire[] }>(`/matches/${match.id}/markets?limit=500`);
    expect(cached.data).toEqual(rest.json<{ data: MarketWire[] }>().data);
  });

  it('publishes match changed and market summaries on public:<locale>', async () => {
    expect(await subscribe(socket, 'public:en')).toEqual({ ok: true });
    const inbox = collect(socket);
    const isMatchChanged = (p: { channel: string; event_name: string }) =>
      p.channel === 'public:en' && p.event_name === RealtimeEventName.matchChanged;
    const changed = inbox.next(isMatchChanged);
    // The socket also hears the match channel of the test before: wait for this one's event.
    for (let i = 0; i < 12 && !inbox.received.some(isMatchChanged); i++) {
      await test.app.feed.advance(10_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const first = matchSchema.parse((await changed).message);
    expect(first.timeline).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const match = inbox.received
      .filter((p) => p.channel === 'public:en' && p.event_name === RealtimeEventName.matchChanged)
      .map((p) => matchSchema.parse(p.message))
      .filter((m) => m.id === first.id)
      .at(-1) as MatchWire;
    const rest = await test.app.inject({
      method: 'GET',
      url: `${V2}/matches/${match.id}`,
      headers: { 'cache-control': 'no-cache' },
    });
    const { timeline, ...fromRest } = rest.json<MatchWire>();
    expect(timeline).toBeDefined();
    // The clock was read at a different moment: compare the rest.
    expect({ ...fromRest, clock: null }).toEqual({ ...match, clock: null });
  }, 60_000);

  it('publishes match status changed when a match goes live or ends', async () => {
    const inbox = collect(socket);
    const status = inbox.next(
      (p) => p.channel === 'public:en' && p.event_name === RealtimeEventName.matchStatusChanged,
    );
    for (let i = 0; i < 12; i++) {
      await test.app.feed.advance(5 * 60_000);
      if (inbox.received.some((p) => p.event_name === RealtimeEventName.matchStatusChanged)) break;
    }
    const first = matchStatusChangedMessageSchema.parse((await status).message);
    // Let in-flight publications land, then compare REST with the latest status of that match.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const latest = inbox.received
      .filter((p) => p.event_name === RealtimeEventName.matchStatusChanged)
      .map((p) => matchStatusChangedMessageSchema.parse(p.message))
      .filter((m) => m.id === first.id)
      .at(-1);
    const rest = await get<MatchWire>(`/matches/${first.id}`);
    expect(rest.status).toBe(latest?.status);
  }, 60_000);

  it('publishes provider status changed when a producer goes down and recovers', async () => {
    const betradar = test.app.feed.providers.find((p) => p.name === 'betradar');
    const now = betradar?.simulatedNow as number;
    const [episode] = episodesBetween(
      test.app.config.FEED_SEED,
      'betradar',
      now,
      now + 48 * 3_600_000,
    );
    expect(episode).toBeDefined();
    const inbox = collect(socket);
    // Jump to just before the outage, then through it.
    await test.app.feed.advance((episode?.start as number) - now - 1_000);
    await test.app.feed.advance(2_000);
    const down = await inbox.next(
      (p) =>
        p.event_name === RealtimeEventName.providerStatusChanged &&
        (p.message as { provider: string }).provider === 'betradar',
    );
    expect(providerStatusChangedMessageSchema.parse(down.message)).toMatchObject({
      provider: 'betradar',
      is_active: false,
    });
    await test.app.feed.advance(130_000);
    const up = await inbox.next(
      (p) =>
        p.event_name === RealtimeEventName.providerStatusChanged &&
        (p.message as { provider: string; is_active: boolean }).provider === 'betradar' &&
        (p.message as { is_active: boolean }).is_active,
    );
    expect(up.message).toMatchObject({ provider: 'betradar', is_active: true });
  }, 120_000);
});
