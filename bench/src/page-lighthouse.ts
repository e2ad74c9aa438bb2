import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath, type PageServer, startPageServer } from './page-server';

/**
 * Page benchmark (issue: Catalogue): Lighthouse, mobile preset (emulated phone, simulated slow 4G
 * and 4× CPU), on the home page and two match pages (one prematch, one in play) of the real server
 * with the production build.
 * Goal: performance ≥ 90, LCP ≤ 2.0 s, initial JavaScript ≤ 170 KB gzipped. Initial JavaScript
 * is what the page requests until its shell has hydrated (the `sportsbook:hydrated` mark; the
 * load event where there is none): what it needs to render and become interactive; hydration
 * can end after the load event, and what the page asks for until then is part of its start.
 * Chunks loaded later, on first use or at idle (the socket client, the bet slip's ticket), are
 * printed beside it as "all".
 *
 * The anchor, measured in the same run, is the same server-rendered document with its scripts
 * removed, served compressed as the real server serves it (Brotli) by a bare Fastify: what the page would
 * score if it shipped no JavaScript and cost no server time. The ratio is anchor LCP / page LCP
 * (1.0 = as fast as the bare document).
 *
 * Lighthouse comes from npm on first use (`npx lighthouse@12.8.2`, the last release for Node 20)
 * so that `npm ci` stays lean; it drives /usr/bin/chromium (CHROMIUM_PATH to override). Run it on
 * a quiet machine: simulated timings scale with the CPU time the trace observes.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
/** Set by apps/web's HydrationMark once the shell has hydrated. */
const HYDRATED_MARK = 'sportsbook:hydrated';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Scripts requested before the shell hydrated: what the page needs to start. */
  scriptKb: number;
  /** Every script fetched while Lighthouse watched, incl. chunks loaded after the load event. */
  allScriptKb: number;
  documentKb: number;
  /** When the shell hydrated (the mark), if the page set it. */
  hydratedMs: number | undefined;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }
  >;
}

const execFileAsync = promisify(execFile);

/**
 * Lighthouse 12 with Chromium 156 now and then fails a run while recording the trace
 * ("Runtime error encountered … NO_NAVSTART"): a tool fault, not a page's figure. Such a run is
 * repeated (at most twice, and said so); any other failure stops the bench.
 */
async function lighthouse(url: string, outDir: string, name: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, outDir, name);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt > 2 || !stderr.includes('Runtime error encountered')) throw error;
      console.log(`  (${name}: Lighthouse failed to record the run, repeated: ${stderr.trim()})`);
    }
  }
}

async function lighthouseOnce(url: string, outDir: string, name: string): Promise<PageFigures> {
  const output = join(outDir, `${name}.json`);
  // Asynchronous on purpose: the anchor is served from this process, so a synchronous child
  // would block the very server Lighthouse is waiting for.
  await execFileAsync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      // Without the background-networking flags Chromium 156 keeps reaching for Google's hosts,
      // which this network refuses, and Lighthouse's navigation ends in "Target closed".
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      '--quiet',
      // A live page never goes quiet (a websocket, ticking clocks): bound the wait for load.
      '--max-wait-for-load=45000',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      maxBuffer: 64 * 1024 * 1024,
      // One run takes a minute or two here; a hung one must not hold the bench for ever.
      timeout: 300_000,
      killSignal: 'SIGKILL',
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const requests = (report.audits['network-requests']?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
    networkRequestTime?: number;
  }>;
  const metrics = report.audits.metrics?.details?.items?.[0] as { observedLoad?: number };
  const marks = (report.audits['user-timings']?.details?.items ?? []) as Array<{
    name?: string;
    startTime?: number;
  }>;
  const hydratedAt = marks.find((mark) => mark.name === HYDRATED_MARK)?.startTime;
  const startedBy = hydratedAt ?? metrics?.observedLoad ?? Infinity;
  const bytesOf = (type: string, initialOnly = false) =>
    requests
      .filter((request) => request.resourceType === type)
      .filter((request) => !initialOnly || (request.networkRequestTime ?? 0) <= startedBy)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptKb: bytesOf('Script', true),
    allScriptKb: bytesOf('Script'),
    documentKb: bytesOf('Document'),
    hydratedMs: hydratedAt,
  };
}

/** The run with the median LCP, so one noisy run does not decide the figure. */
function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function describe(label: string, figures: PageFigures): string {
  const hydrated =
    figures.hydratedMs === undefined
      ? 'no hydration mark'
      : `hydrated at ${figures.hydratedMs.toFixed(0)} ms (unthrottled)`;
  return `  ${label.padEnd(8)} performance ${figures.performance}  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${figures.tbtMs.toFixed(0)} ms  JS ${figures.scriptKb.toFixed(1)} KB initial / ${figures.allScriptKb.toFixed(1)} KB all  document ${figures.documentKb.toFixed(1)} KB (transferred, compressed)  ${hydrated}`;
}

/** Lighthouse on each page and its anchor, RUNS times each, one after another. */
export async function lighthousePages(
  server: PageServer,
  runs = RUNS,
): Promise<Map<string, { page: PageFigures; anchor: PageFigures }>> {
  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const results = new Map<string, { page: PageFigures; anchor: PageFigures }>();
  for (const page of server.pages) {
    const realRuns: PageFigures[] = [];
    const bareRuns: PageFigures[] = [];
    // One after another: two Chromiums at once would share the 2 cores and skew both.
    for (let run = 0; run < runs; run += 1) {
      realRuns.push(await lighthouse(`${server.base}${page.path}`, outDir, `${page.name}-${run}`));
      bareRuns.push(
        await lighthouse(`${server.anchorBase}/${page.name}`, outDir, `${page.name}-anchor-${run}`),
      );
    }
    const real = median(realRuns);
    const bare = median(bareRuns);
    results.set(page.name, { page: real, anchor: bare });
    console.log(
      [
        `${page.name} ${page.path} (median LCP of ${runs} runs; LCPs ${realRuns.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')})`,
        describe('page', real),
        describe('anchor', bare),
        `  ratio    ${(bare.lcpMs / real.lcpMs).toFixed(2)} (anchor LCP / page LCP)`,
        `  goals    performance ≥ 90: ${real.performance >= 90 ? 'met' : 'NOT met'}, LCP ≤ 2.0 s: ${real.lcpMs <= 2000 ? 'met' : 'NOT met'}, JS ≤ 170 KB: ${real.scriptKb <= 170 ? 'met' : 'NOT met'}`,
      ].join('\n'),
    );
  }
  return results;
}

export async function benchPageLighthouse(): Promise<void> {
  const server = await startPageServer();
  try {
    await lighthousePages(server);
  } finally {
    await server.close();
  }
}
