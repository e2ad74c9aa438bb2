import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sportsbook/db/testing';
import {
  predictionResponseSchema,
  streamsResponseSchema,
  videoResponseSchema,
  widgetStatisticsResponseSchema,
} from '@sportsbook/contract';
import type {
  FormWire,
  HeadToHeadWire,
  LiveStatisticsWire,
  MatchWire,
  PredictionWire,
} from '@sportsbook/contract';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

const V2 = '/sportsbook/api/v2';

describe.each(databaseTargets())('match centre (%s)', (target) => {
  let test: TestApp;
  let live: MatchWire[];
  beforeAll(async () => {
    test = await buildTestApp(target, { ROLE: 'api,feed', FEED_CONTROL: 'true' });
    await test.app.feed.advance(0);
    live = (await get<{ data: MatchWire[] }>('/matches?match_status=1&limit=500')).data;
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });

  const call = (
    method: 'GET' | 'POST',
    path: string,
    client: Client | null,
    payload?: Record<string, unknown>,
  ) => test.app.inject({ method, url: `${V2}${path}`, headers: as(client), payload });
  async function get<T>(path: string): Promise<T> {
    const response = await test.app.inject({ method: 'GET', url: `${V2}${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const statistics = async (id: number) =>
    widgetStatisticsResponseSchema.parse(await get(`/matches/${id}/statistics`))
      .data as LiveStatisticsWire;
  const row = (stats: LiveStatisticsWire, key: string) => {
    const found = stats.rows.find((r) => r.key === key);
    expect(found, key).toBeDefined();
    return found!;
  };
  const minuteOf = (match: MatchWire) => parseInt(match.clock?.match_time ?? '0', 10);
  const liveOf = (sport: string) => live.find((match) => match.sport.key === sport);
  /** Matches in play now: simulated time moves on between tests. */
  const refresh = async () => {
    live = (await get<{ data: MatchWire[] }>('/matches?match_status=1&limit=500')).data;
  };

  it('football statistics come from the live engine and grow as play goes on', async () => {
    // The match with the most play ahead: which matches are live depends on the time of day.
    const match = live
      .filter((m) => m.sport.key === 'football' && m.clock)
      .sort((a, b) => minuteOf(a) - minuteOf(b))[0]!;
    const before = await statistics(match.id);
    expect(before).toMatchObject({ type: 'statistics', match_id: match.id, kind: 'football' });
    expect(before.live).toBe(true);
    expect(row(before, 'possession').home + row(before, 'possession').away).toBe(100);
    const one = await get<MatchWire>(`/matches/${match.id}`);
    for (const side of ['home', 'away'] as const) {
      // Goals are shots on target; the score and the statistics come from the same state.
      expect(row(before, 'shots_on_target')[side]).toBeGreaterThanOrEqual(
        one.total_score?.[side] ?? 0,
      );
      expect(row(before, 'shots')[side]).toBeGreaterThanOrEqual(
        row(before, 'shots_on_target')[side],
      );
    }
    await test.app.feed.advance(20 * 60_000);
    const after = await statistics(match.id);
    for (const key of ['shots', 'corners', 'yellow_cards', 'dangerous_attacks'])
      for (const side of ['home', 'away'] as const)
        expect(row(after, key)[side]).toBeGreaterThanOrEqual(row(before, key)[side]);
    const total = (stats: LiveStatisticsWire) =>
      ['shots', 'corners', 'dangerous_attacks'].reduce(
        (sum, key) => sum + row(stats, key).home + row(stats, key).away,
        0,
      );
    expect(total(after)).toBeGreaterThan(total(before));
    // Each period's score, as the match call has it.
    const now = await get<MatchWire>(`/matches/${match.id}`);
    expect(after.periods.map((p) => [p.period_key, p.home, p.away])).toEqual(
      now.period_scores.map((p) => [p.period_key, p.home, p.away]),
    );
  });

  it('the dev route plays the feed on at once (FEED_CONTROL), and refuses bad input', async () => {
    await refresh();
    // A football match whose clock runs, with the most play ahead: a match in its half-time
    // break or about to end would not change its statistics in ten minutes of play.
    const match = live
      .filter((m) => m.sport.key === 'football' && m.clock && !m.clock.stopped)
      .sort((a, b) => minuteOf(a) - minuteOf(b))[0]!;
    expect(match, 'a football match in play').toBeDefined();
    const before = await statistics(match.id);
    const jump = (payload: unknown) =>
      test.app.inject({
        method: 'POST',
        url: `${V2}/dev/feed/advance`,
        headers: as(null),
        payload: payload as Record<string, unknown>,
      });
    expect((await jump({ seconds: 10 * 60 })).statusCode).toBe(204);
    expect(JSON.stringify((await statistics(match.id)).rows)).not.toBe(JSON.stringify(before.rows));
    for (const seconds of [0, 3_601, 1.5, '60', null]) {
      const bad = await jump({ seconds });
      expect(bad.statusCode, String(seconds)).toBe(400);
      expect(bad.json().error.message).toBeTruthy();
    }
    await refresh();
  });

  it('each sport has its own statistics: tennis, basketball quarters, esports maps and rounds', async () => {
    await refresh();
    const tennis = liveOf('tennis');
    expect(tennis).toBeDefined();
    const t = await statistics(tennis!.id);
    expect(t.kind).toBe('tennis');
    expect(t.rows.map((r) => r.key)).toEqual(
      expect.arrayContaining(['aces', 'break_points', 'breaks']),
    );
    const basketball = liveOf('basketball');
    expect(basketball).toBeDefined();
    const b = await statistics(basketball!.id);
    expect(b.kind).toBe('points');
    const match = await get<MatchWire>(`/matches/${basketball!.id}`);
    expect(b.periods.reduce((sum, p) => sum + p.home, 0)).toBe(match.total_score?.home);
    const esports = live.find((m) =>
      ['cs2', 'valorant', 'dota-2', 'league-of-legends'].includes(m.sport.key),
    );
    expect(esports).toBeDefined();
    const e = await statistics(esports!.id);
    expect(e.kind).toBe('maps');
    // Provider stats availability is betradar's alone (betting-core §3).
    expect(esports!.provider).toBe('oddin');
    expect(esports!.provider_stats_available).toBeNull();
    expect(basketball!.provider_stats_available).toBe(true);
    const prematch = await get<{ data: MatchWire[] }>(
      '/matches?match_status=0&sport_key=football&limit=1',
    );
    expect(prematch.data[0]?.provider_stats_available).toBe(false);
    expect(row(e, 'maps_won')).toMatchObject({
      home: (await get<MatchWire>(`/matches/${esports!.id}`)).total_score?.home,
    });
  });

  it('head-to-head and form are seeded and stable; unknown types and matches are 404', async () => {
    const match = live[0]!;
    const h2h = widgetStatisticsResponseSchema.parse(await get(`/matches/${match.id}/head_to_head`))
      .data as HeadToHeadWire;
    expect(h2h.meetings).toHaveLength(5);
    expect(h2h.summary.home + h2h.summary.draws + h2h.summary.away).toBe(5);
    expect(await get(`/matches/${match.id}/head_to_head`)).toEqual({ data: h2h });
    const form = widgetStatisticsResponseSchema.parse(await get(`/matches/${match.id}/form`))
      .data as FormWire;
    expect(form.home).toHaveLength(5);
    expect(form.away.every((entry) => ['W', 'D', 'L'].includes(entry.result))).toBe(true);

    const unknown = await call('GET', `/matches/${match.id}/heatmap`, null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('statistics, head_to_head, form');
    expect((await call('GET', '/matches/2000000000/statistics', null)).statusCode).toBe(404);
    expect((await call('GET', '/matches/abc/statistics', null)).statusCode).toBe(400);
    expect((await call('GET', '/matches/99999999999/form', null)).statusCode).toBe(400);
  });

  it('video and streams: the 2D visualisation of a match with video, 404 without', async () => {
    await refresh();
    const withVideo = live.find((m) => m.has_video);
    const without = live.find((m) => !m.has_video);
    expect(withVideo && without).toBeTruthy();
    const video = videoResponseSchema.parse(await get(`/matches/${withVideo!.id}/video`)).data;
    expect(video).toMatchObject({
      match_id: withVideo!.id,
      type: 'visualisation',
      live: true,
      channel: `match:${withVideo!.id}`,
    });
    const streams = streamsResponseSchema.parse(await get(`/matches/${withVideo!.id}/streams`));
    expect(streams.data).toEqual([video]);
    const none = await call('GET', `/matches/${without!.id}/video`, null);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toContain('has no video');
    expect((await call('GET', `/matches/${without!.id}/streams`, null)).statusCode).toBe(404);
    const settings = await get<{ video_enabled: boolean }>('/settings');
    expect(settings.video_enabled).toBe(true);
  });

  it('the poll: one vote per player, the crowd’s split, clear refusals', async () => {
    await refresh();
    const match = liveOf('football')!;
    const poll = async (client: Client | null) => {
      const response = await call('GET', `/vote?prediction_id=${match.id}`, client);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return predictionResponseSchema.parse(response.json()).data as PredictionWire;
    };
    const vote = (client: Client | null, choice: string, id = match.id) =>
      call('POST', '/vote', client, { prediction_id: id, data: { choice } });

    const empty = await poll(null);
    expect(empty).toMatchObject({ id: match.id, total: 0, vote: null, open: true });
    expect(empty.choices).toEqual(['home', 'draw', 'away']);
    expect((await vote(null, 'home')).statusCode).toBe(401);

    const ann = await newPlayer(test, `ann-${target}@example.com`);
    const bob = await newPlayer(test, `bob-${target}@example.com`);
    const cid = await newPlayer(test, `cid-${target}@example.com`);
    const first = await vote(ann, 'home');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      votes: { home: 1, draw: 0, away: 0 },
      percentages: { home: 100, draw: 0, away: 0 },
      vote: { data: { choice: 'home' } },
    });
    const again = await vote(ann, 'away');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already voted on this match');

    // Two votes of one player at once: the database keeps exactly one.
    const racing = await Promise.all([vote(bob, 'away'), vote(bob, 'draw')]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await vote(cid, 'away')).statusCode).toBe(200);
    const split = await poll(ann);
    expect(split.total).toBe(3);
    expect(split.votes.home).toBe(1);
    expect(split.votes.away + split.votes.draw).toBe(2);
    expect(split.percentages.home + split.percentages.draw + split.percentages.away).toBe(100);
    expect(split.vote?.data.choice).toBe('home');

    const bad = await vote(ann, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('must be one of home, draw, away');
    const nul = await call('POST', '/vote', ann, { prediction_id: 0, data: { choice: 'home' } });
    expect(nul.statusCode).toBe(400);
    expect((await vote(ann, 'home', 2_000_000_000)).statusCode).toBe(404);
    const tennis = liveOf('tennis')!;
    const draw = await vote(ann, 'draw', tennis.id);
    expect(draw.statusCode).toBe(400);
    expect(draw.json().error.message).toBe('This match cannot end in a draw');

    // Finished: the poll closes.
    const finish = await test.app.inject({
      method: 'POST',
      url: `${V2}/dev/matches/${tennis.id}/finish`,
      headers: as(null),
    });
    expect(finish.statusCode).toBe(204);
    const late = await vote(bob, 'home', tennis.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('The poll closed when the match ended');
    expect((await poll(null)).total).toBe(3);
  });
});

/** The spec's videoEnabled setting (VIDEO_ENABLED=false): no stream is offered, on any match. */
describe.each(databaseTargets())('match centre with video off (%s)', (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(target, { ROLE: 'api', VIDEO_ENABLED: 'false' });
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });

  it('answers video_enabled false and 404 on /video and /streams, with the reason', async () => {
    const settings = await test.app.inject({ method: 'GET', url: `${V2}/settings` });
    expect(settings.json()).toMatchObject({ video_enabled: false });
    for (const path of ['video', 'streams']) {
      const response = await test.app.inject({ method: 'GET', url: `${V2}/matches/1/${path}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Video is not offered on this site');
    }
  });
});
