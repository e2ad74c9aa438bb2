import * as Sentry from '@sentry/node';
import {
  REPORTING_LIMITS,
  markSkipCapture,
  reportingBeforeSend,
  reportingBeforeSendTransaction,
} from '@sportsbook/contract/error-reporting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvelopeCollector, type EnvelopeCollector } from './envelope-collector';

/**
 * Account-platform §8's reporting rules through the real Sentry SDK (a NodeClient with our
 * beforeSend/beforeSendTransaction) to a local envelope collector: each case is captured with a
 * unique marker, and the collector shows which reached it (decision 034).
 */
let collector: EnvelopeCollector;
let client: Sentry.NodeClient;

beforeAll(async () => {
  collector = await startEnvelopeCollector();
  client = new Sentry.NodeClient({
    dsn: collector.dsn,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [],
    maxBreadcrumbs: REPORTING_LIMITS.maxBreadcrumbs,
    transportOptions: { bufferSize: REPORTING_LIMITS.concurrentEnvelopes },
    environment: REPORTING_LIMITS.defaultEnvironment,
    beforeSend: reportingBeforeSend,
    beforeSendTransaction: reportingBeforeSendTransaction,
    traceLifecycle: 'static',
  });
  client.init();
});

afterAll(async () => {
  await client?.close(1_000);
  await collector?.close();
});

function named(name: string, message: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { name }, extra);
}

/** The web's ApiError, as the browser's HTTP client throws it (apps/web/src/lib/api-fetch.ts). */
function apiError(status: number, url: string, body: unknown, requestBody?: unknown): Error {
  return Object.assign(new Error(`HTTP ${status}`), {
    name: 'ApiError',
    status,
    code: status,
    body,
    request: { method: 'POST', url, body: requestBody },
  });
}

function trackingError(marker: string): Error {
  const error = new Error(marker);
  error.stack = `Error: ${marker}\n    at track (https://www.googletagmanager.com/gtm.js?id=GTM-X:1:100)`;
  return error;
}

const dropped: Array<[string, (marker: string) => unknown]> = [
  ['flagged to skip capture', (m) => markSkipCapture(new Error(m))],
  ['a cancelled request', (m) => named('CancelledError', m)],
  ['a cancelled request (code)', (m) => named('Error', m, { code: 'ERR_CANCELED' })],
  [
    'an HTTP client network error',
    (m) => Object.assign(apiError(0, '/x', undefined), { message: m, code: 'network' }),
  ],
  [
    'a browser fetch network error',
    (m) => Object.assign(new TypeError('Failed to fetch'), { marker: m }),
  ],
  ['an aborted request', (m) => named('AbortError', m)],
  ['a connection abort', (m) => named('Error', m, { code: 'ECONNABORTED' })],
  ['a timeout', (m) => named('TimeoutError', m)],
  ['a stack from a tag manager', (m) => trackingError(m)],
  ['a chunk-load error', (m) => named('ChunkLoadError', `Loading chunk 42 failed. ${m}`)],
  [
    'a dynamic import failure',
    (m) => new TypeError(`Failed to fetch dynamically imported module: /_next/${m}.js`),
  ],
  [
    'an error raised by a script element',
    (m) => ({ type: 'error', marker: m, target: { tagName: 'SCRIPT', src: '/x.js' } }),
  ],
  ['the ResizeObserver loop message', (m) => new Error(`ResizeObserver loop limit exceeded ${m}`)],
  ['"User is out of limit"', (m) => new Error(`User is out of limit ${m}`)],
  ['a jackpot 400', (m) => apiError(400, `/api/v2/jackpots?m=${m}`, {})],
  ['a jackpot 404', (m) => apiError(404, `/api/v2/jackpots/${m}`, {})],
  ['a jackpot 500', (m) => apiError(500, `/api/v2/jackpots/${m}`, {})],
];

const kept: Array<[string, (marker: string) => unknown]> = [
  ['a plain error', (m) => new Error(m)],
  ['a jackpot 503', (m) => apiError(503, `/api/v2/jackpots/${m}`, {})],
  ['a TypeError that is not a network failure', (m) => new TypeError(`x is undefined ${m}`)],
];

function eventMentions(event: Record<string, unknown>, marker: string): boolean {
  return JSON.stringify(event).includes(marker);
}

describe('error reporting rules with the real SDK', () => {
  it('drops what the spec discards and keeps the rest', async () => {
    const markers = new Map<string, string>();
    for (const [label, make] of [...dropped, ...kept]) {
      const marker = `case-${markers.size}-${Math.random().toString(36).slice(2)}`;
      markers.set(label, marker);
      client.captureException(make(marker), { originalException: make(marker) });
    }
    // The last of the kept is sent after every dropped one: once it arrives, all have been judged.
    await client.flush(5_000);
    for (const [label] of kept) {
      await collector.waitForEvent((event) => eventMentions(event, markers.get(label)!), 5_000);
    }
    const events = collector.events();
    for (const [label] of dropped) {
      const leaked = events.filter((event) => eventMentions(event, markers.get(label)!));
      expect(leaked, `${label} must not be reported`).toEqual([]);
    }
    for (const [label] of kept) {
      expect(
        events.some((event) => eventMentions(event, markers.get(label)!)),
        label,
      ).toBe(true);
    }
  });

  it('sends HTTP client errors with the request URL, response body and redacted request body', async () => {
    const error = apiError(
      422,
      '/platform/api/v1/players/deposits',
      { error: { code: 'invalid', message: 'card declined', token: 'tok_live_secret' } },
      {
        amount: 1000,
        card_number: '4111 1111 1111 1111',
        password: 'hunter2',
        note: 'paid with 4111-1111-1111-1111',
      },
    );
    // The client's own captureException does not fill the hint as the top-level API does.
    client.captureException(error, { originalException: error });
    const event = await collector.waitForEvent((e) =>
      JSON.stringify(e).includes('/platform/api/v1/players/deposits'),
    );
    const extra = event.extra as Record<string, unknown>;
    expect(extra.request_url).toBe('/platform/api/v1/players/deposits');
    expect(extra.response_body).toEqual({
      // "code" is redacted as in the logs (a verification code looks the same as an error code).
      error: { code: '[redacted]', message: 'card declined', token: '[redacted]' },
    });
    expect(extra.request_body).toEqual({
      amount: 1000,
      card_number: '[redacted]',
      password: '[redacted]',
      note: 'paid with [redacted]',
    });
    expect(JSON.stringify(event)).not.toMatch(/hunter2|4111|tok_live_secret/);
    expect(event.environment).toBe('production');
  });

  it('drops performance transactions of the 404 route and keeps the others', async () => {
    const now = Date.now() / 1000;
    const transaction = (name: string) => ({
      type: 'transaction' as const,
      transaction: name,
      start_timestamp: now - 1,
      timestamp: now,
      spans: [],
      contexts: { trace: { trace_id: '0'.repeat(32), span_id: '0'.repeat(16) } },
    });
    client.captureEvent(transaction('/[locale]/sport/404'));
    client.captureEvent(transaction('/_not-found'));
    client.captureEvent(transaction('/[locale]/sport/live'));
    await client.flush(5_000);
    const sent = () =>
      collector.items
        .filter((item) => item.type === 'transaction')
        .map((item) => item.payload.transaction);
    await expect.poll(sent).toContain('/[locale]/sport/live');
    expect(sent()).not.toContain('/[locale]/sport/404');
    expect(sent()).not.toContain('/_not-found');
  });

  it('keeps at most 30 envelopes in flight and drops the rest (account-platform §9)', async () => {
    await client.flush(5_000);
    const before = collector.requests();
    collector.hold();
    for (let index = 0; index < 40; index += 1) {
      client.captureException(new Error(`burst ${index}`), {});
    }
    await expect.poll(() => collector.requests() - before).toBe(30);
    collector.release();
    await client.flush(5_000);
    const burst = collector.events().filter((event) => JSON.stringify(event).includes('burst '));
    expect(burst).toHaveLength(30);
  });
});
