/**
 * Requests a home page load makes (issue 15: ~70 link prefetches aborted on navigation, 121
 * requests in all). Loads /sport on a running server (BASE_URL, e.g. http://localhost:3204) in
 * Chromium at 1280×800 and 390×844, waits for the network to settle, then clicks the first match
 * and counts what was cut short, RUNS times each. Prints the figures; asserts nothing. "Aborted"
 * includes Next's own cancellations: its segment prefetch of a dynamic route drops the streamed
 * answer once it has the part it needs.
 *
 *   BASE_URL=http://localhost:3204 node bench/src/home-requests.mjs
 */
import { chromium } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3_000);
const RUNS = Number(process.env.RUNS ?? 3);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** An RSC prefetch of a link (App Router): a fetch with the `next-router-prefetch` header. */
const isPrefetch = (request) => request.headers()['next-router-prefetch'] === '1';

async function measure(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const requests = [];
  const failed = [];
  page.on('request', (request) => requests.push(request));
  page.on('requestfailed', (request) => failed.push(request));
  await page.goto(`${BASE_URL}/sport`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Next schedules viewport prefetches at idle, after the load settled: give them a moment
  // (a bench may wait on time; a test may not).
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const onLoad = {
    all: requests.length,
    prefetches: requests.filter(isPrefetch).length,
    scripts: requests.filter((r) => r.resourceType() === 'script').length,
  };
  const before = requests.length;
  await page.getByTestId('match-link').first().click();
  await page.waitForURL((url) => url.pathname !== '/sport');
  await page.waitForLoadState('networkidle');
  const navigation = {
    requests: requests.length - before,
    aborted: failed.filter((r) => r.failure()?.errorText.includes('ABORTED')).length,
    abortedPrefetches: failed.filter(isPrefetch).length,
  };
  await context.close();
  return { viewport: `${viewport.width}×${viewport.height}`, ...onLoad, ...navigation };
}

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (let run = 0; run < RUNS; run++) {
      const figures = await measure(browser, viewport);
      console.log(
        `home ${figures.viewport}: ${figures.all} requests on load (${figures.prefetches} link ` +
          `prefetches, ${figures.scripts} scripts); opening a match: ${figures.requests} more, ` +
          `${figures.aborted} aborted (${figures.abortedPrefetches} prefetches)`,
      );
    }
  }
} finally {
  await browser.close();
}
