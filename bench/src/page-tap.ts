/// <reference lib="dom" />
// The functions handed to page.evaluate run in the browser.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lighthousePages, type PageFigures } from './page-lighthouse';
import {
  chromiumPath,
  medianOf,
  seconds,
  startPageServer,
  type BenchPage,
  type PageServer,
} from './page-server';

/**
 * Page bench, the player's side (issue 17 §3): how soon a tap on a price works. A phone-sized
 * Chromium under DevTools' "Slow 4G" (562.5 ms latency, 1.44 Mbps down) and 4× CPU throttling
 * opens each page with an empty cache and taps one price every 100 ms from navigation start until
 * the price shows as picked; the bench then waits for the slip to show the selection. The
 * figure is the time of the tap that worked (its event time, from navigation start), the goal
 * ≤ 3.5 s. The anchor is the scriptless document (page-server.ts) under the same throttles: its
 * first paint is the earliest a player could see anything to tap.
 *
 * Each run also loads the page and the anchor once more without input under the same throttles
 * and reads the browser's own largest contentful paint (a tap ends LCP, so not in the tap runs):
 * LCP as a visitor's browser measures it, beside Lighthouse's simulated figure (decision 074).
 *
 * Then Lighthouse (page-lighthouse.ts: mobile preset, LCP and initial JavaScript) on the same
 * server, and a summary table of the medians.
 *
 *   BENCH_PORT=3390 BENCH_TAP_RUNS=5 BENCH_LIGHTHOUSE_RUNS=9 npm run bench -- page-tap
 *
 * BENCH_PAGES=home,match picks pages; BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse, BENCH_LIVE_RUNS=0
 * the responsiveness check on /sport/live (Event Timing while odds stream, 4× CPU).
 */
const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Runs of the /sport/live responsiveness check (0 skips it), and taps in each. */
const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 1);
const LIVE_TAPS = 12;
const TAP_EVERY_MS = 100;
/** A run whose tap has not worked by then is reported as failed, not waited for. */
const GIVE_UP_MS = 45_000;
/** DevTools' "Slow 4G" preset (the figures its network panel uses). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface TapFigures {
  /** Event time of the tap that picked the price, from navigation start. */
  tapMs: number;
  /** When the slip's ticket showed the selection. */
  slipMs: number;
  hydratedMs: number;
  fcpMs: number;
  /** When the last of the scripts the document names arrived: network versus CPU. */
  scriptsMs: number;
  /** Images requested before the tap worked (crests): they share the connections. */
  images: number;
  taps: number;
}

interface TapTarget {
  key: string;
  x: number;
  y: number;
}

/**
 * Recorded in the page from the document's start, so nothing depends on when the bench gets to
 * ask (the main thread may be busy for seconds): every click's event time and target, when a
 * price first shows as picked and when the slip first lists a selection.
 */
const RECORDER = `(() => {
  if (window.top !== window) return;
  const bench = { clicks: [], pressedAt: undefined, slipAt: undefined, scripts: [] };
  window.__tapBench = bench;
  // The page's own scripts: the ones its document names (not chunks loaded on use).
  addEventListener('DOMContentLoaded', () => {
    bench.scripts = Array.from(document.scripts, (script) => script.src).filter(Boolean);
  });
  addEventListener('click', (event) => {
    const button = event.target && event.target.closest && event.target.closest('[data-testid="odds-button"]');
    bench.clicks.push({ at: event.timeStamp, key: button ? button.dataset.selection : null });
  }, true);
  const check = () => {
    if (bench.pressedAt === undefined && document.querySelector('[data-testid="odds-button"][aria-pressed="true"]')) bench.pressedAt = performance.now();
    if (bench.slipAt === undefined && document.querySelector('[data-testid="slip-selection"]')) bench.slipAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed'] });
})();`;

interface Recorded {
  clicks: Array<{ at: number; key: string | null }>;
  pressedAt?: number;
  slipAt?: number;
  scripts: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * The price to tap: the first one on screen that can be pressed, preferring a prematch row (a
 * live price may be suspended mid-run). Found once per page on an unthrottled load in its own
 * context, so the measured runs start with an empty cache; the layout is the same.
 */
async function findTarget(browser: Browser, url: string): Promise<TapTarget> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('sportsbook:hydrated').length);
    const target = await page.evaluate((height) => {
      const buttons = Array.from(
        document.querySelectorAll<HTMLButtonElement>('[data-testid="odds-button"]:not([disabled])'),
      ).filter((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= height && box.width > 0;
      });
      const prematch =
        buttons.find((button) => !button.closest('[data-testid="live-now"]')) ?? buttons[0];
      if (!prematch) return null;
      const box = prematch.getBoundingClientRect();
      return {
        key: prematch.dataset.selection ?? '',
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
      };
    }, PHONE.viewport.height);
    if (!target) throw new Error(`no price on the first screen of ${url}`);
    return target;
  } finally {
    await context.close();
  }
}

async function firstPaint(page: Page): Promise<number> {
  // The load event can come before the first paint of a document whose stylesheets are late.
  await page
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: GIVE_UP_MS },
    )
    .catch(() => undefined);
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
}

/** One cold, throttled load: taps every 100 ms until the price shows as picked. */
async function tapRun(browser: Browser, url: string, target: TapTarget): Promise<TapFigures> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(RECORDER);
    const page = await throttled(context);
    const started = Date.now();
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    navigation.catch(() => undefined);
    let taps = 0;
    let recorded: Recorded | undefined;
    while (Date.now() - started < GIVE_UP_MS) {
      const tapStarted = Date.now();
      await page.touchscreen.tap(target.x, target.y).catch(() => undefined);
      taps += 1;
      recorded = await page
        .evaluate(() => (window as unknown as { __tapBench?: Recorded }).__tapBench)
        .catch(() => undefined);
      if (recorded?.pressedAt !== undefined) break;
      await sleep(Math.max(0, TAP_EVERY_MS - (Date.now() - tapStarted)));
    }
    await navigation;
    if (recorded?.pressedAt === undefined) throw new Error(`no tap worked on ${url}`);
    await page.waitForFunction(
      () => (window as unknown as { __tapBench: Recorded }).__tapBench.slipAt !== undefined,
      undefined,
      { timeout: GIVE_UP_MS },
    );
    const final = await page.evaluate(() => {
      const bench = (window as unknown as { __tapBench: Recorded }).__tapBench;
      const hydrated = performance.getEntriesByName('sportsbook:hydrated')[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const before = resources.filter((entry) => entry.startTime <= (bench.pressedAt ?? Infinity));
      const scripts = resources.filter((entry) => bench.scripts.includes(entry.name));
      return {
        bench,
        hydrated,
        scriptsAt: Math.max(...scripts.map((entry) => entry.responseEnd)),
        images: before.filter((entry) => entry.initiatorType === 'img').length,
      };
    });
    const pressedAt = final.bench.pressedAt ?? NaN;
    // The tap that worked: the last one on the price before it showed as picked.
    const working = final.bench.clicks
      .filter((click) => click.key === target.key && click.at <= pressedAt)
      .at(-1);
    return {
      tapMs: working?.at ?? NaN,
      slipMs: final.bench.slipAt ?? NaN,
      hydratedMs: final.hydrated,
      fcpMs: await firstPaint(page),
      scriptsMs: final.scriptsAt,
      images: final.images,
      taps,
    };
  } finally {
    await context.close();
  }
}

/**
 * The page's largest contentful paint so far, as the browser itself reports it (the last
 * `largest-contentful-paint` entry). Read on a load without input: the first tap ends LCP.
 */
async function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().at(-1)?.startTime ?? NaN),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(NaN), 2_000);
      }),
  );
}

export interface PaintFigures {
  fcpMs: number;
  lcpMs: number;
}

/**
 * One cold load under the same throttles and no input: the first and the largest contentful
 * paint as a visitor's browser reports them (no model), read once the page has hydrated (or, for
 * the scriptless anchor, after its load event).
 */
async function paintRun(browser: Browser, url: string, hydrates: boolean): Promise<PaintFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await throttled(context);
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    if (hydrates) {
      await page
        .waitForFunction(
          () => performance.getEntriesByName('sportsbook:hydrated').length > 0,
          undefined,
          {
            timeout: GIVE_UP_MS,
          },
        )
        .catch(() => undefined);
    }
    return { fcpMs: await firstPaint(page), lcpMs: await largestPaint(page) };
  } finally {
    await context.close();
  }
}

/**
 * Interactions recorded by Event Timing from the document's start: the longest entry of each
 * interaction (a tap is pointerdown, pointerup and click), as INP counts them.
 */
const INTERACTION_RECORDER = `(() => {
  if (window.top !== window) return;
  const longest = new Map();
  window.__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) || 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

export interface LiveResponsiveness {
  durations: number[];
  first: number;
}

/**
 * Responsiveness while odds stream (issue 17 §3): /sport/live under 4× CPU, hydrated, then a
 * player's pace of taps on the prices (one every 600 ms, after 2 s of reading), each interaction's
 * duration by Event Timing (16 ms granularity: shorter ones count as 16 ms).
 */
async function liveResponsiveness(
  browser: Browser,
  url: string,
  taps: number,
): Promise<LiveResponsiveness> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(INTERACTION_RECORDER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { timeout: GIVE_UP_MS });
    await page.waitForFunction(() => performance.getEntriesByName('sportsbook:hydrated').length, {
      timeout: GIVE_UP_MS,
    });
    await sleep(2_000);
    const buttons = page.locator('[data-testid="odds-button"]:not([disabled])');
    for (let tap = 0; tap < taps; tap += 1) {
      const count = await buttons.count();
      if (count === 0) break;
      const box = await buttons.nth(tap % Math.min(count, 6)).boundingBox();
      if (box && box.y > 0 && box.y + box.height < PHONE.viewport.height) {
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      }
      await sleep(600);
    }
    await sleep(1_000);
    const durations = await page.evaluate(() =>
      Array.from((window as unknown as { __interactions: Map<number, number> }).__interactions)
        .sort(([a], [b]) => a - b)
        .map(([, duration]) => duration),
    );
    return { durations, first: durations[0] ?? NaN };
  } finally {
    await context.close();
  }
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export async function liveResponsivenessOf(server: PageServer, runs: number): Promise<string> {
  const browser = await launch();
  try {
    const all: number[] = [];
    const firsts: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await liveResponsiveness(browser, `${server.base}/sport/live`, LIVE_TAPS);
      all.push(...result.durations);
      firsts.push(result.first);
    }
    return `/sport/live, ${all.length} taps in ${runs} runs: p50 ${percentile(all, 0.5).toFixed(0)} ms, p98 ${percentile(all, 0.98).toFixed(0)} ms, worst ${Math.max(...all).toFixed(0)} ms, first tap (median) ${medianOf(firsts).toFixed(0)} ms (goal p98 ≤ 200 ms)`;
  } finally {
    await browser.close();
  }
}

export interface TapResult {
  page: BenchPage;
  runs: TapFigures[];
  /** Loads without input: the page's paints, and the scriptless anchor's. */
  paints: PaintFigures[];
  anchorPaints: PaintFigures[];
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function tapPages(server: PageServer, runs = TAP_RUNS): Promise<TapResult[]> {
  const browser = await launch();
  const results: TapResult[] = [];
  try {
    for (const page of runs > 0 ? server.pages : []) {
      const url = `${server.base}${page.path}`;
      const target = await findTarget(browser, url);
      const result: TapResult = { page, runs: [], paints: [], anchorPaints: [] };
      for (let run = 0; run < runs; run += 1) {
        const figures = await tapRun(browser, url, target).catch((error: Error) => {
          console.log(`  ${page.name} run ${run + 1}: ${error.message}`);
          return undefined;
        });
        if (figures) result.runs.push(figures);
        result.paints.push(await paintRun(browser, url, true));
        result.anchorPaints.push(
          await paintRun(browser, `${server.anchorBase}/${page.name}`, false),
        );
      }
      const median = (pick: (figures: TapFigures) => number) =>
        seconds(medianOf(result.runs.map(pick)));
      console.log(
        [
          `${page.name} ${page.path} (tap ${target.key}; median of ${result.runs.length} runs)`,
          `  first working tap ${median((f) => f.tapMs)} (runs ${result.runs.map((f) => seconds(f.tapMs)).join(', ')})`,
          `  slip shows it     ${median((f) => f.slipMs)}  hydrated ${median((f) => f.hydratedMs)}  first paint ${median((f) => f.fcpMs)}`,
          `  scripts arrived   ${median((f) => f.scriptsMs)}  images before the tap ${medianOf(result.runs.map((f) => f.images))}  taps ${medianOf(result.runs.map((f) => f.taps))}`,
          `  paints, no input  LCP ${seconds(medianOf(result.paints.map((f) => f.lcpMs)))} (runs ${result.paints.map((f) => seconds(f.lcpMs)).join(', ')})  first paint ${seconds(medianOf(result.paints.map((f) => f.fcpMs)))}`,
          `  anchor            LCP ${seconds(medianOf(result.anchorPaints.map((f) => f.lcpMs)))}  first paint ${seconds(medianOf(result.anchorPaints.map((f) => f.fcpMs)))} (scriptless document, same throttles)`,
        ].join('\n'),
      );
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

function summary(
  taps: TapResult[],
  lighthouse: Map<string, { page: PageFigures; anchor: PageFigures }>,
): string {
  const rows = [
    [
      'page',
      'first tap',
      'slip shows',
      'hydrated',
      'scripts in',
      'LCP (browser)',
      'anchor LCP',
      'LH LCP',
      'LH anchor LCP',
      'JS initial',
      'goals (tap ≤ 3.5 s, LCP ≤ 2.0 s in the browser and in Lighthouse, JS ≤ 170 KB)',
    ],
  ];
  for (const tap of taps) {
    const lh = lighthouse.get(tap.page.name);
    const tapMs = medianOf(tap.runs.map((f) => f.tapMs));
    const browserLcp = medianOf(tap.paints.map((f) => f.lcpMs));
    const goals = [
      tapMs <= 3500 ? 'tap met' : 'tap NOT met',
      browserLcp <= 2000 ? 'browser LCP met' : 'browser LCP NOT met',
      lh ? (lh.page.lcpMs <= 2000 ? 'LH LCP met' : 'LH LCP NOT met') : '',
      lh ? (lh.page.scriptKb <= 170 ? 'JS met' : 'JS NOT met') : '',
    ].filter(Boolean);
    rows.push([
      tap.page.name,
      seconds(tapMs),
      seconds(medianOf(tap.runs.map((f) => f.slipMs))),
      seconds(medianOf(tap.runs.map((f) => f.hydratedMs))),
      seconds(medianOf(tap.runs.map((f) => f.scriptsMs))),
      seconds(medianOf(tap.paints.map((f) => f.lcpMs))),
      seconds(medianOf(tap.anchorPaints.map((f) => f.lcpMs))),
      lh ? seconds(lh.page.lcpMs) : '—',
      lh ? seconds(lh.anchor.lcpMs) : '—',
      lh ? `${lh.page.scriptKb.toFixed(1)} KB` : '—',
      goals.join(', '),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`)
    .join('\n');
}

export async function benchPageTap(): Promise<void> {
  const server = await startPageServer();
  try {
    const taps = await tapPages(server);
    const live = LIVE_RUNS > 0 ? await liveResponsivenessOf(server, LIVE_RUNS) : undefined;
    if (live) console.log(live);
    const lighthouse =
      LIGHTHOUSE_RUNS > 0 ? await lighthousePages(server, LIGHTHOUSE_RUNS) : new Map();
    console.log(
      `\nSummary (medians; ${TAP_RUNS} tap runs, ${LIGHTHOUSE_RUNS} Lighthouse runs)\n` +
        summary(taps, lighthouse) +
        (live ? `\n${live}` : ''),
    );
  } finally {
    await server.close();
  }
}
