import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The bettors of bench/src/placement.ts, in a worker thread so that building requests and reading
 * answers does not share an event loop with the server under test (as bench/src/realtime.ts does
 * with its clients). `concurrency` closed loops each place single bets over keep-alive HTTP for
 * `seconds`, worker w as player w mod players, spreading the bets over the lines.
 */
const { port, cookies, lines, stake, concurrency, seconds, warmUpBets } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const HEADERS = { 'x-platform-app': 'sportsbook', 'content-type': 'application/json' };

function place(worker, n) {
  const line = lines[(worker * 7919 + n) % lines.length];
  const payload = JSON.stringify({
    meta: { device_id: 'bench', quick: false, type: 'single' },
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [line] }],
  });
  const headers = {
    ...HEADERS,
    cookie: cookies[worker % cookies.length],
    'idempotency-key': randomUUID(),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/sportsbook/api/v3/bets', agent, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200 && !reportedError) {
            reportedError = true;
            console.error(`placement refused: ${response.statusCode} ${text}`);
          }
          resolve(response.statusCode === 200);
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
let reportedError = false;

// Warm-up (JIT, sockets, the server's pool and prepared statements), then the measured loops.
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    for (let n = 0; n < warmUpBets; n++) await place(worker, n);
  }),
);
// Tells the bench to start its CPU counters: the measured loops begin now.
parentPort.postMessage({ warm: true });
let ok = 0;
let failed = 0;
/** Every measured placement's latency, ms. */
const latencies = [];
const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async (_, worker) => {
    for (let n = warmUpBets; performance.now() < deadline; n++) {
      const sent = performance.now();
      if (await place(worker, n)) ok++;
      else failed++;
      latencies.push(performance.now() - sent);
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const percentile = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
parentPort.postMessage({
  ok,
  failed,
  perSecond: ok / elapsed,
  p50: percentile(0.5),
  p99: percentile(0.99),
});
