import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * What the page benches share: the real server with the production build, the pages they open
 * (home, a prematch match, a match in play) and the anchor, the same server-rendered documents
 * without their scripts, served Brotli-compressed by a bare Fastify.
 */
export const root = fileURLToPath(new URL('../..', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 3390);

export interface BenchPage {
  name: string;
  path: string;
}

export interface PageServer {
  base: string;
  anchorBase: string;
  pages: BenchPage[];
  close(): Promise<void>;
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
export function staticAnchorOf(html: string, base: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

/**
 * Builds the web app when its build is stale, starts the server on BENCH_PORT with an in-memory
 * database, picks the pages (BENCH_PAGES, comma-separated names, to run fewer) and serves their
 * anchors.
 */
export async function startPageServer(): Promise<PageServer> {
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
  let anchor: FastifyInstance | undefined;
  try {
    await waitUntilReady(base, server);
    const pages = await pickPages(base);
    const documents = new Map<string, string>();
    for (const page of pages) {
      // Warm the server (first render, API caches) the way a visited site is warm.
      documents.set(page.name, await (await fetch(`${base}${page.path}`)).text());
    }
    anchor = Fastify();
    anchor.get('/:name', async (request, reply) => {
      const html = documents.get((request.params as { name: string }).name) ?? '';
      // Compressed like the real server's documents (Brotli 5, decision 077), so the two
      // transfer comparable bytes.
      const body = brotliCompressSync(staticAnchorOf(html, base), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      return reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(body);
    });
    await anchor.listen({ host: '127.0.0.1', port: 0 });
    const address = anchor.server.address();
    if (!address || typeof address === 'string') throw new Error('no anchor address');
    const bare = anchor;
    return {
      base,
      anchorBase: `http://127.0.0.1:${address.port}`,
      pages,
      async close() {
        await bare.close();
        server.kill('SIGTERM');
      },
    };
  } catch (error) {
    await anchor?.close();
    server.kill('SIGTERM');
    throw error;
  }
}

async function pickPages(base: string): Promise<BenchPage[]> {
  // A prematch match that starts in a few hours stays prematch while the bench runs; a match in
  // play also renders its scoreboard and tracker, which a prematch page does not load. The prematch
  // page is football's, the sport most visitors open: without it the virtual arena's came first.
  const firstMatch = async (query: string, what: string) => {
    const list = (await (
      await fetch(`${base}/sportsbook/api/v2/matches?type=match&limit=1&${query}`)
    ).json()) as { data: Array<{ slug: string; sport: { key: string } }> };
    const match = list.data[0];
    if (!match) throw new Error(`no ${what} to open`);
    return `/sport/${match.sport.key}/${match.slug}`;
  };
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const inFourHours = new Date(Date.now() + 4 * 3_600_000).toISOString();
  const all: Array<{ name: string; path: () => Promise<string> }> = [
    { name: 'home', path: async () => '/sport' },
    {
      name: 'match',
      path: () =>
        firstMatch(
          `sport_key=football&match_status=0&start_from=${inFourHours}`,
          'prematch football match',
        ),
    },
    // Any sport in play: a football match between goals may show no price on its first screen.
    { name: 'live', path: () => firstMatch('match_status=1', 'match in play') },
  ];
  const pages: BenchPage[] = [];
  for (const page of all) {
    if (wanted && !wanted.includes(page.name)) continue;
    pages.push({ name: page.name, path: await page.path() });
  }
  return pages;
}

/** The middle value (the upper one of an even count), so one noisy run does not decide. */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
