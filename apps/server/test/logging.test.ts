import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REDACTED_LOG_PATHS } from '../src/app';

describe('logs', () => {
  it('never carry cookies, authorization headers, passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({
      logger: {
        level: 'info',
        stream,
        redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      },
    });
    app.post('/login', async (request) => {
      request.log.info({ body: request.body }, 'sign-in attempt');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie: 'session=s3cr3t-session', authorization: 'Bearer s3cr3t-bearer' },
      payload: { email: 'a@b.c', password: 's3cr3t-password', token: 's3cr3t-token' },
    });
    app.log.info({ req: { headers: { cookie: 'session=s3cr3t-2' } } }, 'manual');
    await app.close();
    const output = lines.join('');
    expect(output).toContain('sign-in attempt');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/s3cr3t/);
  });
});
