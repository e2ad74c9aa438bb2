import { Worker } from 'node:worker_threads';
import { Server } from 'socket.io';
import { buildApp, testEnv } from '@sportsbook/server';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH, RealtimeEventName, channels } from '@sportsbook/contract';
import type { MarketOddsWire, Publication } from '@sportsbook/contract';

/**
 * Realtime fan-out benchmark (issue 4). N socket.io clients (default 2,000, `--clients N` or
 * BENCH_CLIENTS) subscribe to one match channel while 1,000 market updates a second
 * (`--rate`) are published through the real path: `app.realtime.publish` → pub/sub → the
 * gateway's relay → Socket.IO room, batched per `--batch-ms` like the feed's persistence batches.
 * The anchor, measured in the same run with the same clients, is a bare Socket.IO server
 * broadcasting the same payloads to a room. Prints p50/p99 delivery latency and the ratio of
 * delivered updates per second. Goal: p99 ≤ 100 ms, ratio ≥ 0.7.
 */
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const raw =
    index >= 0
      ? process.argv[index + 1]
      : process.env[`BENCH_${name.toUpperCase().replace('-', '_')}`];
  return raw === undefined ? fallback : Number(raw);
};
const CLIENTS = arg('clients', 2000);
const RATE = arg('rate', 1000);
const BATCH_MS = arg('batch-ms', 100);
const SECONDS = arg('seconds', 5);
const WORKERS = Math.max(1, Math.min(arg('workers', 2), CLIENTS));
const MATCH_ID = 1;
const CHANNEL = channels.match(MATCH_ID);

const now = () => performance.timeOrigin + performance.now();

/** A changed line as the product publishes it on a match channel: lean (decision 015). */
function market(index: number, tick: number): MarketOddsWire {
  const odds = 1.5 + ((index * 7 + tick) % 50) / 100;
  return {
    market_id: 18,
    specifier: `total=${(index % 40) + 0.5}`,
    market_status: 1,
    outcomes: [
      { outcome_id: 'over', odds, active: true },
      { outcome_id: 'under', odds: Number((3.4 - odds).toFixed(2)), active: true },
    ],
  };
}

/** Publishes RATE updates a second in batches for `seconds`, on a drift-free schedule. */
async function drive(send: (publication: Publication) => unknown, seconds: number) {
  const perBatch = Math.max(1, Math.round((RATE * BATCH_MS) / 1000));
  const batches = Math.round((seconds * 1000) / BATCH_MS);
  const start = performance.now();
  for (let tick = 0; tick < batches; tick++) {
    const wait = start + tick * BATCH_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const markets = Array.from({ length: perBatch }, (_, i) => market(tick * perBatch + i, tick));
    await send({
      channel: CHANNEL,
      event_name: RealtimeEventName.marketsChanged,
      message: { match_id: MATCH_ID, markets, sent_at: now() },
    });
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

interface Report {
  latencies: number[];
  updates: number;
}

export async function benchRealtime(): Promise<void> {
  const app = await buildApp(testEnv({ ROLE: 'api,realtime' }));
  const realUrl = await listen(app);
  const bareHttp = (await import('node:http')).createServer();
  const bare = new Server(bareHttp, { path: REALTIME_PATH, serveClient: false });
  bare.on('connection', (socket) => void socket.join(CHANNEL));
  await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', resolve));
  const bareAddress = bareHttp.address();
  if (!bareAddress || typeof bareAddress === 'string') throw new Error('no address');
  const bareUrl = `http://127.0.0.1:${bareAddress.port}`;
  const token = (
    (await (
      await fetch(`${realUrl}/sportsbook/api/v2/websocket/token`, { method: 'POST' })
    ).json()) as { token: string }
  ).token;

  const connectStarted = performance.now();
  const workers = Array.from({ length: WORKERS }, (_, i) => {
    const count = Math.floor(CLIENTS / WORKERS) + (i < CLIENTS % WORKERS ? 1 : 0);
    return new Worker(new URL('./realtime-clients.mjs', import.meta.url), {
      workerData: { realUrl, bareUrl, token, count, channel: CHANNEL, path: REALTIME_PATH },
    });
  });
  const once = (worker: Worker, type: string) =>
    new Promise<Report>((resolve, reject) => {
      const onMessage = (message: { type: string } & Report) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await Promise.all(workers.map((worker) => once(worker, 'ready')));
  console.log(
    `${CLIENTS} clients connected twice (gateway and anchor) in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
  );

  const phase = async (send: (publication: Publication) => unknown) => {
    for (const worker of workers) worker.postMessage({ type: 'record' });
    await drive(send, SECONDS);
    // Let what is in flight land; late deliveries count, with their latency.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reports = await Promise.all(
      workers.map((worker) => {
        const report = once(worker, 'report');
        worker.postMessage({ type: 'report' });
        return report;
      }),
    );
    const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const updates = reports.reduce((sum, r) => sum + r.updates, 0);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
    return {
      p50: at(0.5),
      p99: at(0.99),
      updatesPerSecond: updates / SECONDS,
      expected: RATE * CLIENTS,
    };
  };

  const realSend = (publication: Publication) => app.realtime.publish(publication);
  const bareSend = (publication: Publication) => bare.to(CHANNEL).emit('publication', publication);
  await drive(realSend, 1); // warm-up
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const real = await phase(realSend);
  const anchor = await phase(bareSend);

  const ratio = real.updatesPerSecond / anchor.updatesPerSecond;
  console.log(
    [
      `${RATE} market updates/s in batches of ${BATCH_MS} ms to ${CLIENTS} clients on ${CHANNEL}, ${SECONDS} s`,
      `  gateway: p50 ${real.p50.toFixed(1)} ms  p99 ${real.p99.toFixed(1)} ms  delivered ${real.updatesPerSecond.toFixed(0)} updates/s (offered ${real.expected})`,
      `  anchor:  p50 ${anchor.p50.toFixed(1)} ms  p99 ${anchor.p99.toFixed(1)} ms  delivered ${anchor.updatesPerSecond.toFixed(0)} updates/s (bare Socket.IO broadcast)`,
      `  ratio:   ${ratio.toFixed(2)}  (goal ≥ 0.7; p99 goal ≤ 100 ms)`,
    ].join('\n'),
  );

  for (const worker of workers) worker.postMessage({ type: 'close' });
  await Promise.all(
    workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))),
  );
  await new Promise<void>((resolve) => bare.close(() => resolve()));
  await app.close();
}
