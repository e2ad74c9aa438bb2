import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressNextAnswer } from './page-compression';

const HEAD = `<!DOCTYPE html><html><head><title>Home</title></head><body>${'<p>row</p>'.repeat(300)}`;
const TAIL = `${'<script>self.__next_f.push([1,"x"])</script>'.repeat(300)}</body></html>`;

/** Answers like Next: the head first, flushed, then the rest once `release` is called. */
function nextLikeServer() {
  let release: () => void = () => undefined;
  const server = http.createServer((request, response) => {
    compressNextAnswer(request, response);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.write(HEAD);
    (response as unknown as { flush?: () => void }).flush?.();
    release = () => response.end(TAIL);
  });
  return { server, release: () => release() };
}

/** The answer's headers, its first bytes (before `release`) and its whole body. */
async function get(port: number, acceptEncoding: string | undefined, release: () => void) {
  const request = http.get({
    port,
    path: '/sport',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(response, 'data');
  const first = Buffer.concat(chunks);
  release();
  await once(response, 'end');
  return { headers: response.headers, first, body: Buffer.concat(chunks) };
}

describe('page compression (decision 077)', () => {
  let port: number;
  const served = nextLikeServer();
  beforeAll(async () => {
    served.server.listen(0, '127.0.0.1');
    await once(served.server, 'listening');
    port = (served.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => served.server.close(() => resolve())));

  it('sends Brotli to a browser that takes it, and the flushed head before the rest', async () => {
    const answer = await get(port, 'gzip, deflate, br, zstd', served.release);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['content-length']).toBeUndefined();
    // The head was on the wire while the tail was still being rendered: a page still streams.
    expect(answer.first.length).toBeGreaterThan(0);
    expect(brotliDecompressSync(answer.body).toString()).toBe(HEAD + TAIL);
    expect(answer.body.length).toBeLessThan((HEAD + TAIL).length / 10);
  });

  it('sends gzip to one that takes only gzip, and the page as it is to one that takes neither', async () => {
    const gzip = await get(port, 'gzip', served.release);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(HEAD + TAIL);
    const plain = await get(port, 'identity', served.release);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(HEAD + TAIL);
  });
});
