import * as Sentry from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { flushErrorReports, startErrorReporting } from '../src/error-reporting/sentry';
import { notFound } from '../src/errors';
import { startEnvelopeCollector, type EnvelopeCollector } from './envelope-collector';

/**
 * The server's error reporting (decision 034) with the real Sentry Node SDK, started as main.ts
 * starts it, sending to a local envelope collector: a route's unexpected error arrives with its
 * method, route and redacted body and without cookies or auth headers; a 4xx never does.
 */
let collector: EnvelopeCollector;
let app: FastifyInstance;

beforeAll(async () => {
  collector = await startEnvelopeCollector();
  const env = testEnv({ SENTRY_DSN: collector.dsn });
  expect(startErrorReporting(env)).toBe(true);
  app = await buildApp(env);
  app.post<{ Params: { id: string } }>('/test/explode/:id', async (request) => {
    throw new Error(`route ${request.params.id} exploded on purpose`);
  });
  app.post('/test/refuse', async () => {
    throw notFound('refused on purpose');
  });
  app.post('/test/teapot', async () => {
    throw Object.assign(new Error('client mistake on purpose'), { statusCode: 418 });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await collector?.close();
});

describe('server error reporting', () => {
  it('starts with the spec limits: 100 breadcrumbs, 30 envelopes, production', () => {
    const options = Sentry.getClient()?.getOptions();
    expect(options?.maxBreadcrumbs).toBe(100);
    expect(options?.transportOptions).toMatchObject({ bufferSize: 30 });
    expect(options?.environment).toBe('production');
  });

  it('reports a route error with method, route and redacted body, without cookies or auth', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/test/explode/7?token=abc',
      headers: { cookie: 'sb_session=s3cr3t-cookie', authorization: 'Bearer s3cr3t-bearer' },
      payload: { stake: 100, password: 'hunter2' },
    });
    expect(answer.statusCode).toBe(500);
    const event = await collector.waitForEvent((e) =>
      JSON.stringify(e).includes('route 7 exploded on purpose'),
    );
    expect(event.extra).toMatchObject({
      request_method: 'POST',
      request_url: '/test/explode/7',
      route: '/test/explode/:id',
      request_body: { stake: 100, password: '[redacted]' },
    });
    expect(event.tags).toMatchObject({ 'http.method': 'POST', 'http.route': '/test/explode/:id' });
    expect(event.environment).toBe('production');
    expect(JSON.stringify(event)).not.toMatch(/s3cr3t|hunter2|token=abc/);
  });

  it('does not report 4xx answers', async () => {
    const refused = await app.inject({ method: 'POST', url: '/test/refuse', payload: {} });
    const teapot = await app.inject({ method: 'POST', url: '/test/teapot', payload: {} });
    expect([refused.statusCode, teapot.statusCode]).toEqual([404, 418]);
    // A 500 after them is the marker: once it is in, the two before it were judged.
    await app.inject({ method: 'POST', url: '/test/explode/8', payload: {} });
    await flushErrorReports();
    await collector.waitForEvent((e) => JSON.stringify(e).includes('route 8 exploded'));
    const all = JSON.stringify(collector.events());
    expect(all).not.toContain('refused on purpose');
    expect(all).not.toContain('client mistake on purpose');
  });
});
