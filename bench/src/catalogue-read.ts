import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp, testEnv } from '@sportsbook/server';
import { runLoad } from './load';

/**
 * Catalogue read benchmark (issue: Catalogue). Serves the real API on the embedded database with
 * the full 7-day catalogue and measures two calls a list page makes: the prematch match list and
 * one match's markets. The anchor, measured in the same run, is a bare Fastify route answering a
 * JSON body of the same size, so the ratio says how much the catalogue path costs over Fastify.
 * Goal: ratio ≥ 0.5. Steady state is served by the response cache (decision 005); the uncached
 * figure, every request bypassing it, is printed next to it.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export async function benchCatalogueRead(): Promise<void> {
  const app = await buildApp(
    testEnv({ ROLE: 'api,feed', FEED_DAYS: '7', DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  );
  const base = await listen(app);
  // The markets of a real match: outrights head the prematch list, with one market each.
  const firstMatch = (await (
    await fetch(`${base}/sportsbook/api/v2/matches?match_status=0&type=match&limit=1`)
  ).json()) as { data: Array<{ id: number }> };
  const firstId = firstMatch.data[0]?.id;
  const targets = [
    {
      name: 'GET /matches?match_status=0&limit=50',
      path: '/sportsbook/api/v2/matches?match_status=0&limit=50',
    },
    {
      name: `GET /matches/${firstId}/markets`,
      path: `/sportsbook/api/v2/matches/${firstId}/markets`,
    },
  ];

  for (const target of targets) {
    const body: unknown = await (await fetch(`${base}${target.path}`)).json();
    const size = JSON.stringify(body).length;
    const anchor = Fastify();
    anchor.get('/anchor', async () => body);
    const anchorBase = await listen(anchor);

    await runLoad({ url: `${base}${target.path}`, connections: CONNECTIONS, seconds: 1 }); // warm-up
    const real = await runLoad({
      url: `${base}${target.path}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    // The same call with `Cache-Control: no-cache`: every request goes to the database, which is
    // what a visitor pays right after a change invalidated the answer.
    const uncached = await runLoad({
      url: `${base}${target.path}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { 'cache-control': 'no-cache' },
    });
    const bare = await runLoad({
      url: `${anchorBase}/anchor`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    await anchor.close();

    const ratio = real.requestsPerSecond / bare.requestsPerSecond;
    console.log(
      [
        `${target.name} (${(size / 1024).toFixed(1)} KiB)`,
        `  catalogue: ${real.requestsPerSecond.toFixed(0)} req/s  p50 ${real.p50Ms.toFixed(1)} ms  p99 ${real.p99Ms.toFixed(1)} ms  errors ${real.errors}`,
        `  uncached:  ${uncached.requestsPerSecond.toFixed(0)} req/s  p50 ${uncached.p50Ms.toFixed(1)} ms  p99 ${uncached.p99Ms.toFixed(1)} ms  (Cache-Control: no-cache)`,
        `  anchor:    ${bare.requestsPerSecond.toFixed(0)} req/s  (bare Fastify, same JSON)`,
        `  ratio:     ${ratio.toFixed(2)}  (goal ≥ 0.5)  uncached ratio ${(uncached.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}`,
      ].join('\n'),
    );
  }
  await app.close();
}
