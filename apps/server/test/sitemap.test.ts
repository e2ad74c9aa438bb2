import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@sportsbook/contract';
import { listSitemapPages } from '@sportsbook/db';
import { buildSitemap } from '../src/services/seo/sitemap';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';

const ORIGIN = 'https://bet.example.com';
/** PGlite answers `{ rows }`, node-postgres too; drizzle's type does not say which. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('GET /sitemap.xml and /robots.txt (account-platform §2.4)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite', { PUBLIC_URL: 'https://bet.example.com' });
  });
  afterAll(() => testApp.close());

  it('lists every sport, league and open match page in every locale with hreflang alternates', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

    const result = await testApp.app.database.db.execute(
      sql`select 'sport' as kind, '/sport/' || key as path from sports
       union all
       select 'league', '/sport/' || s.key || '/' || t.slug
         from tournaments t join sports s on s.id = t.sport_id
       union all
       select 'match', '/sport/' || s.key || '/' || e.slug
         from events e join sports s on s.id = e.sport_id where e.status in (0, 1)`,
    );
    const catalogue = rowsOf<{ kind: string; path: string }>(result);
    expect(catalogue.filter((row) => row.kind === 'match').length).toBeGreaterThan(0);
    for (const { path } of catalogue) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/de${path}`);
      expect(locs).toContain(`${ORIGIN}/br${path}`);
    }
    expect(locs).toContain(`${ORIGIN}/sport`);
    expect(locs).toContain(`${ORIGIN}/ar/sport/live`);
    expect(locs.length).toBe((catalogue.length + 4) * LOCALES.length);

    const [, german] =
      /<url><loc>https:\/\/bet\.example\.com\/de\/sport\/live<\/loc>(.*?)<\/url>/.exec(xml)!;
    expect(german).toContain(
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${ORIGIN}/br/sport/live"/>`,
    );
    expect(german).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/sport/live"/>`,
    );
  });

  it('serves the same document from its cache', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    await testApp.app.database.db.execute(sql`update events set status = 4 where status in (0, 1)`);
    const second = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(second.body).toBe(first.body);
  });

  it('robots.txt points at the sitemap and closes private pages and the APIs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /platform/api/');
    expect(response.body).toContain('Disallow: /*/sport/users/');
  });

  it('is bounded by the protocol’s 50,000 URLs and escapes what it prints', async () => {
    const pages = Array.from({ length: 20_000 }, (_, i) => ({ sportKey: 'x&y', slug: `m-${i}` }));
    const xml = buildSitemap({ origin: ORIGIN, localeInUrl: true, pages });
    const urls = xml.match(/<url>/g)!.length;
    expect(urls).toBeLessThanOrEqual(50_000);
    expect(urls).toBe(Math.floor(50_000 / LOCALES.length) * LOCALES.length);
    expect(xml).toContain(`<loc>${ORIGIN}/en/sport/x%26y/m-0</loc>`);
    const limited = await listSitemapPages(testApp.app.database.db, 3);
    expect(limited).toHaveLength(3);
  });
});

describe('the demo analytics tag (decision 032)', () => {
  let demo: TestApp;
  let deployed: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp('pglite', { ROLE: 'api', DEMO_MODE: 'true' });
    deployed = await buildTestApp('pglite', { ROLE: 'api', DEMO_MODE: 'false' });
  });
  afterAll(() => Promise.all([demo.close(), deployed.close()]));

  it('is served in demo mode only', async () => {
    const served = await demo.app.inject({ method: 'GET', url: '/fe-api/demo-analytics.js' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/javascript/);
    expect(served.body).toContain('data-demo-analytics');
    const absent = await deployed.app.inject({ method: 'GET', url: '/fe-api/demo-analytics.js' });
    expect(absent.statusCode).toBe(404);
  });
});
