import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesListSchema,
  categorySchema,
  countersSchema,
  errorEnvelopeSchema,
  marketsListSchema,
  matchSchema,
  matchesListSchema,
  searchResultSchema,
  sportsListSchema,
  tournamentsListSchema,
} from '@sportsbook/contract';
import type { MatchWire } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';

const API = '/sportsbook/api/v2';

describe.each(databaseTargets())('catalogue read API on %s', (target) => {
  let testApp: TestApp;
  let sample: MatchWire;

  beforeAll(async () => {
    testApp = await buildTestApp(target);
    const first = matchesListSchema.parse(
      (await get('/matches?type=match&match_status=0&sport_key=football&limit=1')).json(),
    );
    sample = first.data[0]!;
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const post = (url: string, payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object });

  async function expect400(url: string, field: string) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.details?.[0]?.field, url).toBe(field);
    expect(body.error.message, url).toMatch(/^Invalid (query|path) parameter: /);
  }

  describe('categories and tournaments', () => {
    it('lists a sport’s categories by priority, with country codes', async () => {
      const body = categoriesListSchema.parse((await get('/categories?sport_key=football')).json());
      expect(body.data.length).toBeGreaterThan(10);
      expect(body.data.every((c) => c.sport.key === 'football')).toBe(true);
      const priorities = body.data.map((c) => c.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
      expect(body.data.some((c) => c.country_code === 'GB')).toBe(true);
    });

    it('finds a category by slug and by id, and 404s an unknown id', async () => {
      const bySlug = categoriesListSchema.parse(
        (await get('/categories?sport_key=football&slug=england')).json(),
      );
      expect(bySlug.data.map((c) => c.slug)).toEqual(['england']);
      const one = categorySchema.parse((await get(`/categories/${bySlug.data[0]!.id}`)).json());
      expect(one.name).toBe('England');
      expect((await get('/categories/999999')).statusCode).toBe(404);
    });

    it('lists the tournaments of a category, sport and category attached', async () => {
      const body = tournamentsListSchema.parse(
        (await get(`/tournaments?category_id=${sample.category.id}`)).json(),
      );
      expect(body.data.length).toBeGreaterThan(0);
      expect(
        body.data.every((t) => t.category.id === sample.category.id && t.sport.key === 'football'),
      ).toBe(true);
      expect((await get(`/tournaments/${sample.tournament.id}`)).json()).toMatchObject({
        id: sample.tournament.id,
        slug: sample.tournament.slug,
      });
      expect((await get('/tournaments/1')).statusCode).toBe(404);
    });

    it.each([
      ['/categories?sport_id=abc', 'sport_id'],
      ['/categories?sport_type=golf', 'sport_type'],
      ['/tournaments?category_id=1,x', 'category_id'],
      ['/categories/abc', 'id'],
    ])('refuses %s', async (url, field) => {
      await expect400(url, field);
    });
  });

  describe('matches', () => {
    it('pages prematch matches with their main market', async () => {
      const body = matchesListSchema.parse(
        (await get('/matches?match_status=0&type=match&limit=20&page=2')).json(),
      );
      expect(body.data).toHaveLength(20);
      expect(body.pagination).toMatchObject({ page: 2, limit: 20 });
      expect(body.pagination.total).toBeGreaterThan(100);
      for (const match of body.data) {
        expect(match.status).toBe(0);
        expect(match.home && match.away && match.home.id !== match.away.id).toBe(true);
        expect(match.main_market?.outcomes.length).toBeGreaterThanOrEqual(2);
        expect(match.available_markets_count).toBeGreaterThan(0);
      }
    });

    it('sorts by start time both ways and by tournament priority', async () => {
      const ascending = matchesListSchema.parse(
        (await get('/matches?type=match&sort_by=start_time&limit=50')).json(),
      );
      const times = ascending.data.map((m) => m.start_time);
      expect(times).toEqual([...times].sort());
      const descending = matchesListSchema.parse(
        (await get('/matches?type=match&sort_by=-start_time&limit=50')).json(),
      );
      const times2 = descending.data.map((m) => m.start_time);
      expect(times2).toEqual([...times2].sort().reverse());
      const byPriority = matchesListSchema.parse(
        (await get('/matches?type=match&sort_by=tournament_priority:desc&limit=100')).json(),
      );
      const priorities = byPriority.data.map((m) => m.tournament.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    });

    it('filters by sport, tournament, time window, video and type', async () => {
      const tennis = matchesListSchema.parse(
        (await get('/matches?sport_key=tennis&limit=30')).json(),
      );
      expect(tennis.data.length).toBeGreaterThan(0);
      expect(tennis.data.every((m) => m.sport.key === 'tennis')).toBe(true);

      const league = matchesListSchema.parse(
        (await get(`/matches?tournament_id=${sample.tournament.id}`)).json(),
      );
      expect(league.data.every((m) => m.tournament.id === sample.tournament.id)).toBe(true);

      const from = new Date(sample.start_time);
      const to = new Date(from.getTime() + 60 * 60 * 1000);
      const window = matchesListSchema.parse(
        (
          await get(
            `/matches?type=match&start_from=${from.toISOString()}&start_to=${to.toISOString()}&limit=500`,
          )
        ).json(),
      );
      expect(window.data.map((m) => m.id)).toContain(sample.id);
      expect(
        window.data.every(
          (m) => m.start_time >= from.toISOString() && m.start_time < to.toISOString(),
        ),
      ).toBe(true);

      const video = matchesListSchema.parse((await get('/matches?has_video=true&limit=50')).json());
      expect(video.data.length).toBeGreaterThan(0);
      expect(video.data.every((m) => m.has_video)).toBe(true);

      const outrights = matchesListSchema.parse(
        (await get('/matches?type=season,stage&limit=10')).json(),
      );
      expect(outrights.data.length).toBeGreaterThan(0);
      expect(
        outrights.data.every((m) => m.type !== 'match' && m.name && m.competitors.length > 1),
      ).toBe(true);
    });

    it('keeps at most max_per_sport matches of each sport', async () => {
      const body = matchesListSchema.parse(
        (await get('/matches?type=match&max_per_sport=2&limit=500')).json(),
      );
      const perSport = new Map<string, number>();
      for (const match of body.data)
        perSport.set(match.sport.key, (perSport.get(match.sport.key) ?? 0) + 1);
      expect(Math.max(...perSport.values())).toBe(2);
      expect(perSport.size).toBeGreaterThan(5);
      expect(body.pagination.total).toBe(body.data.length);
    });

    it('knows bettable from status, and an anonymous visitor has no favourites', async () => {
      const notBettable = matchesListSchema.parse((await get('/matches?bettable=false')).json());
      expect(notBettable.data).toEqual([]);
      const favourites = matchesListSchema.parse((await get('/matches?favourite=true')).json());
      expect(favourites.pagination.total).toBe(0);
    });

    it('answers one match by id, and 404 for an unknown one', async () => {
      const match = matchSchema.parse((await get(`/matches/${sample.id}`)).json());
      expect(match).toMatchObject({
        id: sample.id,
        slug: sample.slug,
        is_live: false,
        is_finished: false,
      });
      expect((await get('/matches/123')).statusCode).toBe(404);
    });

    it.each([
      ['/matches?sort_by=popularity', 'sort_by'],
      ['/matches?match_status=9', 'match_status'],
      ['/matches?start_from=yesterday', 'start_from'],
      ['/matches?bettable=maybe', 'bettable'],
      ['/matches?id=1,two', 'id'],
      ['/matches?type=friendly', 'type'],
      ['/matches?limit=501', 'limit'],
      ['/matches?max_per_sport=0', 'max_per_sport'],
      ['/matches/12x', 'id'],
    ])('refuses %s', async (url, field) => {
      await expect400(url, field);
    });
  });

  describe('markets', () => {
    it('lists a match’s markets, none with status 0, in the language asked for', async () => {
      const body = marketsListSchema.parse(
        (await get(`/matches/${sample.id}/markets`, { 'accept-language': 'de' })).json(),
      );
      expect(body.pagination.limit).toBe(500);
      // The count is of markets as the match page shows them: lines of one market id fold.
      expect(new Set(body.data.map((m) => m.market_id)).size).toBe(sample.available_markets_count);
      expect(
        body.data.every((m) => m.market_status !== 0 && m.match_urn_id === sample.urn_id),
      ).toBe(true);
      expect(body.data.find((m) => m.market_id === 1)?.market_name).toBe('1x2');
      expect(body.data.find((m) => m.market_id === 18)?.market_name).toBe('Gesamt');
      const totals = body.data.filter((m) => m.market_id === 18);
      expect(totals.filter((m) => m.most_balanced)).toHaveLength(1);
    });

    it('counts on every listed row the markets its match page shows', async () => {
      for (const sport of ['football', 'tennis', 'basketball']) {
        const list = matchesListSchema.parse(
          (await get(`/matches?type=match&match_status=0&sport_key=${sport}&limit=3`)).json(),
        );
        for (const match of list.data) {
          const markets = marketsListSchema.parse(
            (await get(`/matches/${match.id}/markets`)).json(),
          );
          expect(match.available_markets_count, `${sport} ${match.id}`).toBe(
            new Set(markets.data.map((m) => m.market_id)).size,
          );
        }
      }
    });

    it('filters by group_key and market_id', async () => {
      const totals = marketsListSchema.parse(
        (await get(`/matches/${sample.id}/markets?group_key=totals`)).json(),
      );
      expect(totals.data.length).toBeGreaterThan(3);
      expect(totals.data.every((m) => m.market_groups.includes('totals'))).toBe(true);
      const oneXTwo = marketsListSchema.parse(
        (await get(`/matches/${sample.id}/markets?market_id=1`)).json(),
      );
      expect(oneXTwo.data).toHaveLength(1);
      expect(oneXTwo.data[0]!.outcomes.map((o) => o.outcome_id)).toEqual(['1', 'X', '2']);
      const implied = oneXTwo.data[0]!.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0);
      expect(implied).toBeGreaterThan(1.02);
      expect(implied).toBeLessThan(1.1);
    });

    it('404s the markets of an unknown match and refuses a bad market_id', async () => {
      expect((await get('/matches/77/markets')).statusCode).toBe(404);
      await expect400(`/matches/${sample.id}/markets?market_id=abc`, 'market_id');
    });
  });

  describe('counters', () => {
    it('counts games and outrights per sport, category and tournament', async () => {
      const response = await post('/counters', {});
      expect(response.statusCode).toBe(200);
      const body = countersSchema.parse(response.json());
      const all = matchesListSchema.parse((await get('/matches?type=match&limit=1')).json())
        .pagination.total;
      expect(body.sports.reduce((sum, s) => sum + s.games_count, 0)).toBe(all);
      expect(body.sports.some((s) => s.outrights_count > 0)).toBe(true);
      expect(body.live).toBe(0);
      const football = countersSchema.parse((await post('/counters', { sport_id: 1 })).json());
      expect(football.sports.map((s) => s.id)).toEqual([1]);
      expect(football.tournaments.length).toBeGreaterThan(5);
    });

    it('refuses a malformed body with the field named', async () => {
      for (const payload of [
        { sport_id: 'x' },
        { match_status: 7 },
        { colour: 'red' },
        { start_from: 'soon' },
      ]) {
        const response = await post('/counters', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorEnvelopeSchema.parse(response.json()).error.message).toMatch(
          /^Invalid request body: /,
        );
      }
    });
  });

  describe('competitor crests', () => {
    it('draws an SVG crest for every competitor a match links to', async () => {
      const response = await testApp.app.inject({ url: sample.home!.logo });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(response.body).toContain(`>${sample.home!.abbreviation}</text>`);
    });

    it("names each team's crest colours in the match, the ones its SVG is drawn in", async () => {
      // The web draws crests from these colours by CSS (decision 075), so the two must agree.
      const colors = sample.home!.colors!;
      expect(colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(colors.text).toMatch(/^#(111111|ffffff)$/);
      const svg = (await testApp.app.inject({ url: sample.home!.logo })).body;
      expect(svg).toContain(`fill="${colors.primary}"`);
      expect(svg).toContain(`fill="${colors.secondary}"`);
      expect(svg).toContain(`fill="${colors.text}">${sample.home!.abbreviation}</text>`);
    });

    it('404s an unknown competitor and 400s a bad id', async () => {
      expect((await get('/competitors/999999999/logo.svg')).statusCode).toBe(404);
      await expect400('/competitors/x/logo.svg', 'id');
    });
  });

  describe('icon sprite', () => {
    it('has a symbol for every sport of the catalogue and a set of general icons', async () => {
      const response = await get('/fe-api/icons.svg?version=1.2.3');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toContain('immutable');
      const sports = sportsListSchema.parse((await get('/sports')).json());
      for (const sport of sports.data) expect(response.body).toContain(`id="sport-${sport.key}"`);
      expect(response.body).toContain('id="general-icons"');
      await expect400('/fe-api/icons.svg?version=<script>', 'version');
    });
  });

  describe('search', () => {
    it('finds a match by a team name and its league by name', async () => {
      const team = sample.home!.name;
      const body = searchResultSchema.parse(
        (await get(`/search?q=${encodeURIComponent(team.slice(0, 12))}`)).json(),
      );
      expect(body.data.matches.map((m) => m.id)).toContain(sample.id);
      const league = searchResultSchema.parse(
        (await get(`/search?q=${encodeURIComponent(sample.tournament.name)}`)).json(),
      );
      expect(league.data.tournaments.map((t) => t.id)).toContain(sample.tournament.id);
      const onlyEvents = searchResultSchema.parse(
        (
          await get(`/search?q=${encodeURIComponent(sample.tournament.name)}&only_events_name=true`)
        ).json(),
      );
      expect(onlyEvents.data.tournaments).toEqual([]);
    });

    it('treats % and _ literally', async () => {
      const body = searchResultSchema.parse((await get('/search?q=%25%25%25')).json());
      expect(body.data).toEqual({ matches: [], tournaments: [] });
    });

    it.each(['/search?q=ab', '/search?q=' + 'x'.repeat(51), '/search'])(
      'refuses %s',
      async (url) => {
        await expect400(url, 'q');
      },
    );
  });
});
