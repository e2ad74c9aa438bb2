import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  /** Concurrent keep-alive connections, each sending its next request when the last one ends. */
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

/**
 * A small closed-loop HTTP load generator over keep-alive connections: bounded in time, talks to
 * loopback only, and reports throughput and latency percentiles.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const startedAt = performance.now();

  const one = () =>
    new Promise<void>((resolve) => {
      const sentAt = performance.now();
      const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
          else errors++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    errors,
  };
}
