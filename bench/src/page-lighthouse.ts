import { execFile, execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/**
 * Page benchmark (issue: Catalogue): Lighthouse, mobile preset (emulated phone, simulated slow 4G
 * and 4× CPU), on the home page and two match pages (one prematch, one in play) of the real server
 * with the production build.
 * Goal: performance ≥ 90, LCP ≤ 2.0 s, initial JavaScript ≤ 170 KB gzipped. Initial JavaScript
 * is what the page requests until its shell has hydrated (the `sportsbook:hydrated` mark; the
 * load event where there is none): what it needs to render and become interactive. The page's
 * scripts load after the first paint (decision 020), so the load event alone would miss them.
 * Chunks loaded later, on first use or at idle (the socket client, the bet slip's ticket), are
 * printed beside it as "all".
 *
 * The anchor, measured in the same run, is the same server-rendered document with its scripts
 * removed, served gzipped (as the real server serves it) by a bare Fastify: what the page would
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
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageFigures {
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

async function lighthouse(url: string, outDir: string, name: string): Promise<PageFigures> {
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
      env: { ...process.env, CHROME_PATH: chromium },
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

async function waitUntilReady(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not get ready in 2 minutes');
}

/** The document without its scripts, its stylesheets still loaded from the real server. */
function staticAnchorOf(html: string, base: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

function describe(label: string, figures: PageFigures): string {
  const hydrated =
    figures.hydratedMs === undefined
      ? 'no hydration mark'
      : `hydrated at ${figures.hydratedMs.toFixed(0)} ms (unthrottled)`;
  return `  ${label.padEnd(8)} performance ${figures.performance}  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${figures.tbtMs.toFixed(0)} ms  JS ${figures.scriptKb.toFixed(1)} KB initial / ${figures.allScriptKb.toFixed(1)} KB all  document ${figures.documentKb.toFixed(1)} KB (transferred, gzipped)  ${hydrated}`;
}

export async function benchPageLighthouse(): Promise<void> {
  execFileSync(process.execPath, [join(root, 'scripts/web-build.mjs')], { stdio: 'inherit' });
  const base = `http://localhost:${PORT}`;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: 'memory://',
        FEED_DAYS: '2',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  const anchor = Fastify();
  try {
    await waitUntilReady(base, server);
    // A prematch match that starts in a few hours stays prematch while the bench runs; a match in
    // play also renders its scoreboard and tracker, which a prematch page does not load.
    const firstMatch = async (query: string, what: string) => {
      const list = (await (
        await fetch(`${base}/sportsbook/api/v2/matches?type=match&limit=1&${query}`)
      ).json()) as { data: Array<{ slug: string; sport: { key: string } }> };
      const match = list.data[0];
      if (!match) throw new Error(`no ${what} to open`);
      return `/sport/${match.sport.key}/${match.slug}`;
    };
    const inFourHours = new Date(Date.now() + 4 * 3_600_000).toISOString();
    const pages = [
      { name: 'home', path: '/sport' },
      {
        name: 'match',
        path: await firstMatch(`match_status=0&start_from=${inFourHours}`, 'prematch match'),
      },
      { name: 'live', path: await firstMatch('match_status=1', 'match in play') },
    ];

    const documents = new Map<string, string>();
    for (const page of pages) {
      // Warm the server (first render, API caches) the way a visited site is warm.
      documents.set(page.name, await (await fetch(`${base}${page.path}`)).text());
    }
    anchor.get('/:name', async (request, reply) => {
      const html = documents.get((request.params as { name: string }).name) ?? '';
      // Compressed like the real server's documents, so the two transfer comparable bytes.
      return reply
        .type('text/html; charset=utf-8')
        .header('content-encoding', 'gzip')
        .send(gzipSync(staticAnchorOf(html, base)));
    });
    await anchor.listen({ host: '127.0.0.1', port: 0 });
    const address = anchor.server.address();
    if (!address || typeof address === 'string') throw new Error('no anchor address');
    const anchorBase = `http://127.0.0.1:${address.port}`;

    const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    for (const page of pages) {
      const realRuns: PageFigures[] = [];
      const bareRuns: PageFigures[] = [];
      // One after another: two Chromiums at once would share the 2 cores and skew both.
      for (let run = 0; run < RUNS; run += 1) {
        realRuns.push(await lighthouse(`${base}${page.path}`, outDir, `${page.name}-${run}`));
        bareRuns.push(
          await lighthouse(`${anchorBase}/${page.name}`, outDir, `${page.name}-anchor-${run}`),
        );
      }
      const real = median(realRuns);
      const bare = median(bareRuns);
      console.log(
        [
          `${page.name} ${page.path} (median LCP of ${RUNS} runs)`,
          describe('page', real),
          describe('anchor', bare),
          `  ratio    ${(bare.lcpMs / real.lcpMs).toFixed(2)} (anchor LCP / page LCP)`,
          `  goals    performance ≥ 90: ${real.performance >= 90 ? 'met' : 'NOT met'}, LCP ≤ 2.0 s: ${real.lcpMs <= 2000 ? 'met' : 'NOT met'}, JS ≤ 170 KB: ${real.scriptKb <= 170 ? 'met' : 'NOT met'}`,
        ].join('\n'),
      );
    }
  } finally {
    await anchor.close();
    server.kill('SIGTERM');
  }
}
