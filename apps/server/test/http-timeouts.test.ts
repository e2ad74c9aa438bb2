import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 14, finding 6: a client that sends a request's headers and never its whole body held the
 * connection forever (no request timeout). The server answers 408 and closes once
 * HTTP_REQUEST_TIMEOUT_MS has passed. No database work: the request never reaches a route.
 */
describe('HTTP timeouts', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp(testEnv({ ROLE: 'api', HTTP_REQUEST_TIMEOUT_MS: '1000' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers 408 and closes a request whose body never arrives', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        'POST /platform/api/users/sign_in HTTP/1.1\r\nHost: localhost\r\n' +
          'x-platform-app: sportsbook\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Well before the old behaviour (never); the request timeout plus Node's checking interval.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
