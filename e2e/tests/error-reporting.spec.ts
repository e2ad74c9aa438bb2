import { test as base, expect } from '@playwright/test';
import {
  startEnvelopeCollector,
  type EnvelopeCollector,
} from '../../apps/server/test/envelope-collector';
import { ERROR_COLLECTOR_PORT } from '../playwright.config';
import { waitingForHydration } from './fixtures';

/**
 * Error reporting end to end (issue 17 §4, decision 034): the e2e server runs with SENTRY_DSN
 * pointing at the envelope collector this spec starts. A page that fails to render on the server
 * reaches it through Next's onRequestError and the server's Node SDK; an error thrown in the
 * browser reaches it through the browser SDK, which loads after the page is idle. The page errors
 * are on purpose, so this spec does without the console-error fixture.
 */
const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});

let collector: EnvelopeCollector;

test.beforeAll(async () => {
  collector = await startEnvelopeCollector(ERROR_COLLECTOR_PORT);
});

test.afterAll(async () => {
  await collector?.close();
});

test('errors thrown in a page, on the server and in the browser, reach the collector', async ({
  page,
}) => {
  await page.goto('/sport/dev/render-error');
  await expect(page.getByTestId('error-page')).toBeVisible();

  const rendered = await collector.waitForEvent((event) =>
    JSON.stringify(event.exception).includes('This page fails on purpose'),
  );
  expect(rendered.environment).toBe('production');
  expect(rendered.extra).toMatchObject({
    request_method: 'GET',
    request_url: '/sport/dev/render-error',
    route: '/[locale]/sport/dev/render-error',
  });
  expect(JSON.stringify(rendered)).not.toMatch(/cookie|authorization/i);

  // The browser SDK: loaded on its own chunk once the page is idle, then it hears a throw.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Thrown in the browser on purpose');
    });
  });
  const thrown = await collector.waitForEvent((event) =>
    JSON.stringify(event.exception).includes('Thrown in the browser on purpose'),
  );
  expect((thrown.sdk as { name?: string }).name).toMatch(/javascript/);
  expect((thrown.request as { url?: string }).url).toContain('/sport/dev/render-error');
  expect(thrown.environment).toBe('production');
});

test('the SDK’s chunk that fails to load is tried again; an error thrown meanwhile still arrives', async ({
  page,
}) => {
  // Seen in CI: a visitor went offline just as the SDK's chunk was due, and the failed load was
  // an unhandled page error. Here the chunk's requests fail until the test lets them through.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let blocked = true;
  let refused = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocked && body.includes('__SENTRY__')) {
      refused += 1;
      await route.abort('internetdisconnected');
    } else await route.fulfill({ response, body });
  });
  await page.goto('/sport');
  // Twice: the bundler's runtime tries a failed chunk once more by itself before it gives up.
  await expect.poll(() => refused, { timeout: 15_000 }).toBe(2);
  // Queued while the SDK is not in, sent once it is.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Thrown before the SDK could load');
    });
  });
  blocked = false;
  const queued = await collector.waitForEvent(
    (event) => JSON.stringify(event.exception).includes('Thrown before the SDK could load'),
    20_000,
  );
  expect((queued.sdk as { name?: string }).name).toMatch(/javascript/);
  expect(pageErrors.filter((message) => /chunk/i.test(message))).toEqual([]);
});
