import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * Consent (account-platform §9, decision 032): an analytics tag loads only after the visitor
 * grants analytics. The suite's server has no tag configured (so no banner covers other
 * journeys); this one starts its own, like `npm start` but with ANALYTICS_TAG_URL pointing at the
 * demo's stand-in tag, which marks <html data-demo-analytics="loaded"> when it runs.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const BASE = `http://localhost:${PORT}`;
const TAG = '/fe-api/demo-analytics.js';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: 'memory://',
      FEED_DAYS: '1',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ANALYTICS_TAG_URL: TAG,
    },
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/readyz`).catch(() => undefined))?.status, {
      timeout: 170_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
});

test('reject loads no analytics; granting it in the settings loads the tag', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TAG)) tagRequests.push(request.url());
  });

  await page.goto(`${BASE}/sport`);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await page.getByTestId('consent-reject').click();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies(BASE)).find((c) => c.name === 'sb_consent');
  expect(consent?.value).toBe('v1.a0.m0');
  const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The choice holds on the next page: no banner, and once hydrated, still no tag.
  await page.goto(`${BASE}/sport/live`);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(tagRequests).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-demo-analytics');

  // "Cookie settings" (#cookieSettings) reopens the choice; analytics granted, the tag runs.
  await page.evaluate(() => {
    window.location.hash = 'cookieSettings';
  });
  const settings = page.getByTestId('cookie-settings');
  await expect(settings).toBeVisible();
  await expect(settings.getByTestId('consent-category-necessary')).toBeDisabled();
  await settings.getByTestId('consent-category-analytics').check();
  await settings.getByTestId('consent-save').click();
  await expect(page.locator('html')).toHaveAttribute('data-demo-analytics', 'loaded');
  expect(tagRequests).toHaveLength(1);
  expect(page.url()).not.toContain('#cookieSettings');
});

test('accept all from the banner loads the tag', async ({ page }) => {
  await page.goto(`${BASE}/de/sport`);
  await page.getByTestId('consent-accept').click();
  await expect(page.locator('html')).toHaveAttribute('data-demo-analytics', 'loaded');
  await page.reload();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-demo-analytics', 'loaded');
});

test('body attributes, the icon sprite, and the blocked page naming the demo country', async ({
  page,
}) => {
  // Demo mode: ?demo_country=US pretends the visitor is in the United States (decision 032).
  await page.goto(`${BASE}/de/sport/live?demo_country=us`);
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-locale', 'de');
  await expect(body).toHaveAttribute('data-page', 'live');
  await expect(body).toHaveAttribute('data-iframe', 'false');
  await expect(body).toHaveAttribute('data-scroll', 'top');
  // The sprite is inlined once; sport icons are <use> references to it.
  await expect(page.locator('symbol#sport-football')).toHaveCount(1);
  await expect(page.locator('use[href="#sport-football"]').first()).toBeAttached();

  await page.goto(`${BASE}/de/sport/blocked`);
  await expect(body).toHaveAttribute('data-user-country', 'US');
  await expect(body).toHaveAttribute('data-page', 'blocked');
  await expect(page.getByTestId('blocked-page')).toContainText('Vereinigte Staaten');
});
