import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_PAGE_PATH,
  SEED_CONTENT_PAGES,
  errorEnvelopeSchema,
  operatorContentPageSchema,
  publishedContentPageSchema,
} from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';

const OPERATOR = '/operator/api/v1/pages';
const PUBLIC = '/sportsbook/api/v2/pages';
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

const zones = (main: unknown[]) => ({
  header: [],
  left_sidebar: [],
  mobile_side_menu: [],
  mobile_tab_bar: [],
  right_sidebar: [],
  main,
});
const document = (heading: string) => ({
  title: heading,
  zones: zones([{ id: 'heading', type: 'text', props: { text: heading, variant: 'heading' } }]),
});

describe.each(databaseTargets())('content pages on %s (decision 050)', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api',
      ...operatorKeysEnv(),
      CONTENT_PAGE_PATHS: 'matchday,world-cup',
    });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const read = (path: string, locale = 'en') =>
    inject({ method: 'GET', url: `${PUBLIC}?path=${path}&locale=${locale}` });
  const headline = (body: unknown) => {
    const page = publishedContentPageSchema.parse(body);
    const block = page.content.zones.main[0]!;
    return block.type === 'text' ? block.props.text : block.type;
  };

  it('serves the seeded pages, published, to anyone', async () => {
    for (const seed of SEED_CONTENT_PAGES) {
      const response = await read(seed.path);
      expect(response.statusCode, seed.path).toBe(200);
      const page = publishedContentPageSchema.parse(response.json());
      expect(page.content.title).toBe(seed.content.title);
      expect(page.version).toBe(1);
    }
    const promotions = publishedContentPageSchema.parse((await read('promotions')).json());
    // The offers themselves are the campaigns shown in promotion (decision 067), one bonuses block.
    expect(promotions.content.zones.main.filter((b) => b.type === 'banner')).toHaveLength(1);
    expect(promotions.content.zones.main.filter((b) => b.type === 'bonuses')).toHaveLength(1);
    // Another locale reads the English page until its own is published.
    expect(publishedContentPageSchema.parse((await read('promotions', 'de')).json()).locale).toBe(
      'en',
    );
  });

  it('serves the seeded home page (decision 070): the home sections in order, wordless, for every locale', async () => {
    // `home` is configured although CONTENT_PAGE_PATHS does not name it, like promotions.
    const home = publishedContentPageSchema.parse((await read(HOME_PAGE_PATH)).json());
    expect(home.path).toBe('home');
    expect(home.content.zones.main.map((block) => block.type)).toEqual([
      'banner',
      'jackpot_banner',
      'live_events',
      'top_events',
      'prematch_events',
      'sport_list',
    ]);
    const hero = home.content.zones.main[0]!;
    expect(hero.type === 'banner' && hero.props.preset).toBe('welcome');
    // No operator words: the sections keep the reader's language, so no locale needs its own page.
    for (const block of home.content.zones.main) expect(block.props).not.toHaveProperty('title');
    expect(publishedContentPageSchema.parse((await read(HOME_PAGE_PATH, 'de')).json()).locale).toBe(
      'en',
    );

    // The operator reorders it and adds a text for one locale; the others keep the seeded page.
    const created = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders('content'),
      payload: {
        path: HOME_PAGE_PATH,
        locale: 'es',
        content: {
          title: 'Inicio',
          zones: zones([
            { id: 'note', type: 'text', props: { text: 'Hola' } },
            { id: 'top', type: 'top_events', props: { limit: 3 } },
            { id: 'hero', type: 'banner', props: { preset: 'welcome' } },
          ]),
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = operatorContentPageSchema.parse(created.json());
    await inject({
      method: 'POST',
      url: `${OPERATOR}/${id}/publish`,
      headers: operatorHeaders('content'),
    });
    const spanish = publishedContentPageSchema.parse((await read(HOME_PAGE_PATH, 'es')).json());
    expect(spanish.content.zones.main.map((block) => block.id)).toEqual(['note', 'top', 'hero']);
    expect(publishedContentPageSchema.parse((await read(HOME_PAGE_PATH, 'it')).json()).locale).toBe(
      'en',
    );

    // A banner needs its title unless it is the welcome preset.
    const untitled = await inject({
      method: 'PUT',
      url: `${OPERATOR}/${id}/draft`,
      headers: operatorHeaders('content'),
      payload: { content: { title: 'x', zones: zones([{ id: 'b', type: 'banner', props: {} }]) } },
    });
    expect(untitled.statusCode).toBe(400);
    expect(error(untitled.json()).message).toContain('content.zones.main.0.props.title');
  });

  it('creates a draft, never serves it, publishes it, and keeps later edits back until published', async () => {
    expect((await read('world-cup')).statusCode).toBe(404);
    const created = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders('content'),
      payload: { path: 'world-cup', locale: 'en', content: document('First draft') },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const page = operatorContentPageSchema.parse(created.json());
    expect(page.published).toBeNull();
    expect(page.has_unpublished_changes).toBe(true);
    expect((await read('world-cup')).statusCode).toBe(404);

    const preview = await inject({
      method: 'GET',
      url: `${OPERATOR}/${page.id}/preview`,
      headers: operatorHeaders('content'),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().content.title).toBe('First draft');

    const published = await inject({
      method: 'POST',
      url: `${OPERATOR}/${page.id}/publish`,
      headers: operatorHeaders('operator'),
    });
    expect(published.statusCode).toBe(200);
    expect(operatorContentPageSchema.parse(published.json()).published_version).toBe(1);
    expect(headline((await read('world-cup')).json())).toBe('First draft');

    const edited = await inject({
      method: 'PUT',
      url: `${OPERATOR}/${page.id}/draft`,
      headers: operatorHeaders('content'),
      payload: { content: document('Second draft') },
    });
    expect(edited.statusCode).toBe(200);
    expect(operatorContentPageSchema.parse(edited.json()).has_unpublished_changes).toBe(true);
    expect(headline((await read('world-cup')).json())).toBe('First draft');

    await inject({
      method: 'POST',
      url: `${OPERATOR}/${page.id}/publish`,
      headers: operatorHeaders('content'),
    });
    const after = await read('world-cup');
    expect(headline(after.json())).toBe('Second draft');
    expect(publishedContentPageSchema.parse(after.json()).version).toBe(2);

    const again = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders('content'),
      payload: { path: 'world-cup', locale: 'en', content: document('Twice') },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an invalid page with the schema’s error, and leaves the stored one alone', async () => {
    const bad = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders('content'),
      payload: {
        path: 'world-cup',
        locale: 'de',
        content: {
          title: 'Bad',
          zones: zones([{ id: 'b', type: 'banner', props: { text: 'a banner without a title' } }]),
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(error(bad.json()).message).toMatch(/content\.zones\.main\.0\.props\.title/);

    const unknownType = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders('content'),
      payload: {
        path: 'world-cup',
        locale: 'de',
        content: { title: 'Bad', zones: zones([{ id: 'x', type: 'marquee' }]) },
      },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(error(unknownType.json()).message).toMatch(/content\.zones\.main\.0\.type/);

    const scriptLink = await inject({
      method: 'PUT',
      url: `${OPERATOR}/1/draft`,
      headers: operatorHeaders('content'),
      payload: {
        content: {
          title: 'Bad',
          zones: zones([
            { id: 'l', type: 'link_item', props: { text: 'x', href: 'javascript:alert(1)' } },
          ]),
        },
      },
    });
    expect(scriptLink.statusCode).toBe(400);
    expect(headline((await read('promotions')).json())).toBe('Promotions');

    const unconfigured = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: operatorHeaders('content'),
      payload: { path: 'casino', locale: 'en', content: document('Casino') },
    });
    expect(unconfigured.statusCode).toBe(422);
    expect(error(unconfigured.json()).message).toMatch(/CONTENT_PAGE_PATHS/);
    expect((await read('casino')).statusCode).toBe(404);
    expect((await read('Promotions')).statusCode).toBe(400);
  });

  it('admits only content and operator staff; a player or the support role cannot write', async () => {
    const player = await newPlayer(testApp, 'content-player@example.com');
    const asPlayer = await inject({
      method: 'POST',
      url: OPERATOR,
      headers: as(player) as Record<string, string>,
      payload: { path: 'world-cup', locale: 'fi', content: document('x') },
    });
    expect(asPlayer.statusCode).toBe(401);
    const support = await inject({
      method: 'GET',
      url: OPERATOR,
      headers: operatorHeaders('support'),
    });
    expect(support.statusCode).toBe(403);
    const list = await inject({
      method: 'GET',
      url: OPERATOR,
      headers: operatorHeaders('content'),
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { path: string }[] }).data.map((p) => p.path)).toContain(
      'matchday',
    );
    const missing = await inject({
      method: 'POST',
      url: `${OPERATOR}/999999/publish`,
      headers: operatorHeaders('content'),
    });
    expect(missing.statusCode).toBe(404);
  });
});
