import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A stand-in for a Sentry server in tests (decision 034): it accepts envelopes on
 * `/api/<project>/envelope/`, parses them (header line, then item header and payload lines) and
 * keeps the items, so a test can wait for the event it expects. CORS is open because the browser
 * SDK posts from the page's origin.
 */
export interface CollectedItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface EnvelopeCollector {
  dsn: string;
  items: CollectedItem[];
  /** Items of type event (errors). */
  events(): Record<string, unknown>[];
  /** Resolves with the first event that matches, or rejects after `timeoutMs`. */
  waitForEvent(
    match: (event: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Answers nothing until `release()`: envelopes stay in flight (the concurrency test). */
  hold(): void;
  release(): void;
  /** Envelope requests received so far. */
  requests(): number;
  close(): Promise<void>;
}

export function parseEnvelope(raw: string): CollectedItem[] {
  const lines = raw.split('\n');
  const items: CollectedItem[] = [];
  // Line 0 is the envelope header; then pairs of item header and payload.
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = lines[index];
    const payload = lines[index + 1];
    if (!header || payload === undefined) break;
    const { type } = JSON.parse(header) as { type: string };
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      parsed = { raw: payload };
    }
    items.push({ type, payload: parsed });
  }
  return items;
}

export async function startEnvelopeCollector(port = 0): Promise<EnvelopeCollector> {
  const items: CollectedItem[] = [];
  const waiters = new Set<() => void>();
  let held: Array<() => void> | undefined;
  let received = 0;
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Buffer = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      try {
        items.push(...parseEnvelope(body.toString('utf8')));
      } catch {
        // A malformed envelope is not what any test waits for; the SDK gets its 200 anyway.
      }
      received += 1;
      for (const wake of waiters) wake();
      const answer = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const events = () => items.filter((item) => item.type === 'event').map((item) => item.payload);
  return {
    dsn: `http://public@127.0.0.1:${bound}/1`,
    items,
    events,
    waitForEvent(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events().find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms (got ${events().length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    hold() {
      held ??= [];
    },
    release() {
      const answers = held ?? [];
      held = undefined;
      for (const answer of answers) answer();
    },
    requests: () => received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
